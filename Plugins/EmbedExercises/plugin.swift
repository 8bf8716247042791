import Foundation
import PackagePlugin

/// Builds the exercise kit's sources (`Sources/LabSwiftUI`), the supervisor's
/// (`Sources/ExerciseSupervisor` and its header), the walk instrumenter's, the exercises (`Exercises/`: starters,
/// reference solutions, harness mains) and the SwiftUI-Flow engine's files (hflow's listing)
/// into the module that uses this plugin, so that `layoutlab check` can compile a learner's
/// file wherever the executable is copied, and `source` list hflow. A build
/// command, re-run when any of those files or their folders change (see EmbedLessons).
@main
struct EmbedExercises: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let script = package.appendingPathComponent("scripts/embed-files.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedExerciseFiles.swift")
        let embedded = [
            "Sources/LabSwiftUI", "Sources/ExerciseSupervisor", "Sources/CExerciseSupervisor", "Exercises",
            // The walk instrumenter, compiled with the kit against the toolchain's SwiftSyntax.
            "Sources/WalkInstrumenter",
            // hflow's and vflow's listing is the engine's own code (see LayoutListing).
            "Sources/LayoutCore/Layouts/SwiftUIFlow",
        ]
        let folders = embedded.map { package.appendingPathComponent($0) }
        var inputs = [script, package.appendingPathComponent("scripts/raw-string.sh")] + folders
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
                arguments: [script.path, "EmbeddedExerciseFiles", output.path, package.path] + embedded,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
