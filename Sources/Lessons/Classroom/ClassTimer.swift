/// A lesson's time for a class: `demo --timer MIN` and the slides' `--timer MIN` count down
/// from it in a corner, and past the end count the time over (no sound: a class hears the
/// teacher, not the lab).
public struct ClassTimer: Equatable, Sendable {
    public let minutes: Int

    /// The longest a timer runs: a school day.
    public static let longest = 600

    /// The minutes as typed: a whole number from 1 to `longest`; nil otherwise.
    public init?(_ text: String) {
        guard let minutes = Int(text), (1...Self.longest).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// What a wrong value is told.
    public static let allowed = "whole minutes from 1 to \(longest) (--timer 45)"

    /// The corner's words after `elapsed` seconds: "12:05 left", then "time is up, +0:45".
    public func text(elapsed: Int) -> String { Self.countdown(left: minutes * 60 - elapsed) }

    /// Seconds left as a clock says them: "12:05 left", or past the end "time is up, +0:45"
    /// (the lesson's clock and a question's alike).
    public static func countdown(left: Int) -> String {
        left >= 0 ? "\(clock(left)) left" : "time is up, +\(clock(-left))"
    }

    /// Seconds as minutes and seconds: "0:45", "12:05".
    public static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
