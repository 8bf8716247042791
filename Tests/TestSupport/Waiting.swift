import Foundation
import Testing

/// Waits by condition, never by a guessed time: polls `condition` every 20 ms until it holds,
/// and records a failure naming `what` when `seconds` run out (a fixed sleep was either too
/// short on a busy machine or time thrown away on an idle one).
public enum Waiting {
    @discardableResult
    public static func until(
        _ what: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else {
                Issue.record("waited \(seconds) s for \(what)", sourceLocation: sourceLocation)
                return false
            }
            usleep(20_000)
        }
        return true
    }

    /// Whether process `pid` has ended (or was never there).
    public static func hasEnded(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }
}
