import Foundation
import PackagePlugin

/// Builds the shipped lessons (`Lessons/*.lesson` at the top of the package) into the module
/// that uses this plugin, so they travel inside the executable wherever it is copied.
///
/// It is a prebuild command, run before every build, because a build command's inputs are
/// fixed when the plugin is evaluated: a lesson file added later would go unnoticed. The
/// script only rewrites its output when a lesson changed.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        return [
            .prebuildCommand(
                displayName: "Embedding the shipped lessons",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    package.appendingPathComponent("scripts/embed-lessons.sh").path,
                    package.appendingPathComponent("Lessons").path,
                    output.appendingPathComponent("ShippedLessons.swift").path,
                ],
                outputFilesDirectory: output)
        ]
    }
}
