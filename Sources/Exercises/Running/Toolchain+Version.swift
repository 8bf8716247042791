import LabSupport

#if canImport(Glibc)
    import Glibc
#endif

extension Toolchain {
    /// The compiler's own words for its version (`swiftc --version`), part of the kit's key:
    /// the path may stay while the toolchain behind it changes (a link a toolchain manager
    /// moves). Asking starts the driver and the frontend, about 0.2 s that every check and
    /// walk paid; the answer is kept in the cache under the compiler's file as it is now (its
    /// real path, size and time of change), and asked again when any of them differs.
    var compilerVersion: String {
        let compiler = FileSystem.canonicalPath(swiftc)
        let identity = compiler + " " + (FileSystem.identity(of: compiler) ?? "unknown")
        let kept = cache + "/compiler-version"
        // Kept only when the file is the compiler itself: a proxy (swiftly's `swiftc`, a
        // wrapper script) picks a toolchain by other means (`swiftly use`, `.swift-version`)
        // without changing its own file, and a kept answer would then name the wrong one.
        let name = compiler.split(separator: "/").last.map(String.init) ?? ""
        guard ["swiftc", "swift-frontend", "swift-driver"].contains(name) else { return asked(identity, kept: nil) }
        if case .success(let bytes?) = FileSystem.readRegularFile(kept) {
            let text = String(decoding: bytes, as: UTF8.self)
            if let newline = text.firstIndex(of: "\n"), text[..<newline] == identity {
                return String(text[text.index(after: newline)...])
            }
        }
        return asked(identity, kept: kept)
    }

    /// `swiftc --version`, kept in `kept` (when given) under `identity`.
    private func asked(_ identity: String, kept: String?) -> String {
        let asked = ChildProcess.run(swiftc, ["--version"], scratch: cache + "/version-\(getpid())", seconds: 60)
        guard let asked, asked.status == 0, !asked.output.isEmpty else { return asked?.output ?? "" }
        // Through a temporary file and a rename: a check running beside never reads half of it.
        if let kept { _ = FileSystem.replaceAtomically(kept, with: identity + "\n" + asked.output) }
        return asked.output
    }
}
