import Foundation
import PackagePlugin

/// Builds the shipped lessons (`Lessons/*.lesson` at the top of the package) into the module
/// that uses this plugin, so they travel inside the executable wherever it is copied.
///
/// A build command, so that the build system runs it whenever one of its inputs changes: each
/// lesson file, the script, and the `Lessons` folder itself, whose modification time changes
/// when a lesson is added or removed (the script embeds every `*.lesson` it finds). A prebuild
/// command looked right but SwiftPM reuses its last output when nothing in the targets changed,
/// so an edited lesson could go unembedded.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let lessons = package.appendingPathComponent("Lessons")
        let script = package.appendingPathComponent("scripts/embed-lessons.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedLessons.swift")
        let files = (try? FileManager.default.contentsOfDirectory(at: lessons, includingPropertiesForKeys: nil)) ?? []
        return [
            .buildCommand(
                displayName: "Embedding the shipped lessons",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, lessons.path, output.path],
                inputFiles: [script, package.appendingPathComponent("scripts/raw-string.sh"), lessons]
                    + files.filter { $0.pathExtension == "lesson" || $0.lastPathComponent == "FORMAT.md" },
                outputFiles: [output])
        ]
    }
}
