import LabSupport
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// The walk instrumenter (`Sources/WalkInstrumenter`), compiled with the kit against the
/// toolchain's own SwiftSyntax, SwiftParser and SwiftOperators — the libraries the compiler's
/// macros use, in the `host` folder beside its resource directory.
extension Toolchain {
    /// The instrumenter compiled with the kit, in the kit's folder.
    static func instrumenter(in kit: String) -> String { kit + "/walk-instrumenter" }

    /// Why the kit has no instrumenter, when it has none: written beside where it would be.
    static func instrumenterAbsence(in kit: String) -> String { kit + "/walk-instrumenter.missing" }

    /// The compiler's `host` folder: `runtimeResourcePath` from `swiftc -print-target-info`,
    /// and `/host`.
    func hostLibraries(scratch: String) -> String? {
        guard let info = ChildProcess.run(swiftc, ["-print-target-info"], scratch: scratch, seconds: 60),
            info.status == 0,
            let key = info.output.firstRange(of: "\"runtimeResourcePath\"")
        else { return nil }
        let rest = info.output[key.upperBound...].drop { $0 != "\"" }.dropFirst()
        let path = String(rest.prefix { $0 != "\"" })
        let host = path + "/host"
        return FileSystem.exists(host + "/SwiftParser.swiftmodule") ? host : nil
    }

    /// Compiles the instrumenter into the kit's folder being built; on failure, leaves the
    /// reason in `instrumenterAbsence` instead (the kit is whole without it).
    func buildInstrumenter(in building: String) {
        let folder = building + "/instrumenter-sources"
        let absence = Self.instrumenterAbsence(in: building)
        // Each file under its own name: the one named main.swift holds the top-level code.
        let sources = Self.instrumenterSources.map {
            (folder + "/" + ($0.path.split(separator: "/").last ?? ""), $0.text)
        }
        guard sources.contains(where: { $0.0.hasSuffix("/main.swift") }), FileSystem.makeDirectories(folder),
            sources.allSatisfy({ FileSystem.writeWhole($0.0, $0.1) })
        else {
            _ = FileSystem.writeWhole(absence, "the walk instrumenter's source is not in this build of the lab")
            return
        }
        guard let host = hostLibraries(scratch: building + "/target-info") else {
            _ = FileSystem.writeWhole(
                absence,
                "this Swift toolchain (\(swiftc)) has no SwiftSyntax libraries in its host folder, which walking your own code needs"
            )
            return
        }
        let arguments =
            [
                "-O", "-swift-version", "5", "-I", host, "-L", host, "-lSwiftParser", "-lSwiftSyntax",
                "-lSwiftOperators",
                "-Xlinker", "-rpath", "-Xlinker", host, "-module-cache-path", cache + "/module-cache",
            ] + sources.map(\.0) + [
                "-o",
                Self.instrumenter(in: building),
            ]
        let outcome = ChildProcess.run(swiftc, arguments, scratch: building + "/instrumenter-compile", seconds: 300)
        if outcome?.status != 0 {
            let said = outcome?.errors.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
            _ = FileSystem.writeWhole(
                absence, "the walk instrumenter did not compile with \(swiftc)" + (said.map { ": \($0)" } ?? ""))
        }
    }
}
