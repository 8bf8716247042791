import Foundation
import PackagePlugin

/// Builds the shipped lessons (`Lessons/*.lesson` at the top of the package) into the module
/// that uses this plugin, so they travel inside the executable wherever it is copied.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Lessons")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".lesson") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedLessons.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) lessons",
                executable: try context.tool(named: "embed-lessons").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
