import Foundation
import Testing

/// Compares text with a snapshot file kept beside the test, in `__Snapshots__/NAME.txt`.
/// A missing snapshot, or any snapshot when `RECORD_SNAPSHOTS=1`, is written and the test
/// fails once, so that recording is always a deliberate step. A mismatch prints a line diff.
public func expectSnapshot(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name); check it and run the tests again", sourceLocation: sourceLocation)
        return
    }
    guard expected != text else { return }
    Issue.record(
        "snapshot \(name) differs (- expected, + actual):\n\(lineDiff(expected, text))", sourceLocation: sourceLocation)
}

/// The lines that differ, position by position: enough to see what moved in a picture.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? String(old[index]) : nil
        let b = index < new.count ? String(new[index]) : nil
        if a == b {
            out.append("  \(a ?? "")")
        } else {
            if let a { out.append("- \(a)") }
            if let b { out.append("+ \(b)") }
        }
    }
    return out.joined(separator: "\n")
}
