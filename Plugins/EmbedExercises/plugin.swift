import Foundation
import PackagePlugin

/// Builds the exercise kit's sources (`Sources/LabSwiftUI`) and the exercises (`Exercises/`:
/// starters, reference solutions, harness mains) into the module that uses this plugin, so that
/// `layoutlab check` can compile a learner's file wherever the executable is copied. A build
/// command, re-run when any of those files or their folders change (see EmbedLessons).
@main
struct EmbedExercises: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let script = package.appendingPathComponent("scripts/embed-files.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedExerciseFiles.swift")
        let folders = ["Sources/LabSwiftUI", "Exercises"].map { package.appendingPathComponent($0) }
        var inputs = [script] + folders
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the exercise kit and the exercises",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    script.path, "EmbeddedExerciseFiles", output.path, package.path, "Sources/LabSwiftUI", "Exercises",
                ],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
