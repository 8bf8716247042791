import Foundation

/// Paths for a test's files under the system's temporary folder, each new, and every one
/// removed (with whatever the test made there) when the test process ends: a plain `swift
/// test` once left 51 folders behind.
public enum TemporaryFolder {
    /// The paths handed out, to remove at exit.
    nonisolated(unsafe) private static var handedOut: [String] = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var removesAtExit = false

    /// A new path, `PREFIX-UUID` in the temporary folder, not yet made (a test makes a file or
    /// a folder there, or passes it to the lab as a home): removed when the tests end.
    public static func path(_ prefix: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        lock.lock()
        defer { lock.unlock() }
        handedOut.append(path)
        if !removesAtExit {
            removesAtExit = true
            atexit { TemporaryFolder.removeAll() }
        }
        return path
    }

    /// A new folder, made: `path(prefix)` with the folder in place.
    public static func made(_ prefix: String) throws -> String {
        let folder = path(prefix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Everything handed out, removed (a folder the lab made read-only made writable first).
    static func removeAll() {
        lock.lock()
        let paths = handedOut
        handedOut = []
        lock.unlock()
        for path in paths where FileManager.default.fileExists(atPath: path) {
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for file in [""] + files {
                chmod(path + (file.isEmpty ? "" : "/" + file), 0o755)
            }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
