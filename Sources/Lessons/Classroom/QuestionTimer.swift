/// The time each question gets in front of a class: `demo --question-time SEC` and the
/// slides' `--question-time SEC` count it down while a step's question waits for its answer
/// (from when the step is shown, afresh on each step), then count the time over.
public struct QuestionTimer: Equatable, Sendable {
    public let seconds: Int

    /// The longest a question may be given: an hour.
    public static let longest = 3_600

    /// The seconds as typed: a whole number from 5 to `longest`; nil otherwise.
    public init?(_ text: String) {
        guard let seconds = Int(text), (5...Self.longest).contains(seconds) else { return nil }
        self.seconds = seconds
    }

    /// What a wrong value is told.
    public static let allowed = "whole seconds from 5 to \(longest) (--question-time 90)"

    /// The words after `elapsed` seconds on the question: "question 0:45 left", then
    /// "question time is up, +0:10".
    public func text(elapsed: Int) -> String { "question " + ClassTimer.countdown(left: seconds - elapsed) }
}

/// A clock a teacher can pause (`p` in demo and on the slides) and start again: what it counts
/// is the time it ran. Given the time as seconds from any fixed start, so that it is a value,
/// tested without waiting.
public struct PausableClock: Equatable, Sendable {
    /// Seconds counted before the current run.
    private var banked = 0.0
    /// When the current run began; nil while paused.
    private var runningSince: Double?

    /// A clock started at `now` (paused from the start when `paused`, as a question's clock
    /// is when its step is shown while the clocks are paused).
    public init(at now: Double, paused: Bool = false) {
        runningSince = paused ? nil : now
    }

    public var isPaused: Bool { runningSince == nil }

    /// The whole seconds it has run by `now`.
    public func elapsed(at now: Double) -> Int {
        Int((banked + (runningSince.map { max(0, now - $0) } ?? 0)).rounded(.down))
    }

    public mutating func pause(at now: Double) {
        guard let since = runningSince else { return }
        banked += max(0, now - since)
        runningSince = nil
    }

    public mutating func resume(at now: Double) {
        if runningSince == nil { runningSince = now }
    }
}
