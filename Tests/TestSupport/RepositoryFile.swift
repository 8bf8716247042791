import Foundation

/// A file of the repository, for tests that name a line of it: the number is found from the
/// text, so that editing the file (a reference solution's header, say) never leaves a test
/// pointing at a stale line.
public enum RepositoryFile {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The number (from 1) of the first line of `path` (repository-relative, or absolute)
    /// that contains `text`, and the column (from 1) where it starts there.
    public static func line(of text: String, in path: String) throws -> (line: Int, column: Int) {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw Missing(text: text, path: path)
    }

    public struct Missing: Error, CustomStringConvertible {
        public let text: String
        public let path: String
        public var description: String { "no line of \(path) contains '\(text)'" }
    }
}
