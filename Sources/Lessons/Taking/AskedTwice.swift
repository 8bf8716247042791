/// The one rule for a command that asks before it acts — `restart`, `reset ID`, and whatever
/// would show an exercise's reference (`source --solution`, `walk`): the first time it says
/// what it would do; the same command typed again as the very next one does it. Any other
/// line in between ends the asking. A value: the lesson's state and the reference gate each
/// keep one.
public struct AskedTwice<Ask: Equatable & Sendable>: Equatable, Sendable {
    /// What the last command asked to be typed again; nil when nothing waits.
    public private(set) var waiting: Ask?

    public init() {}

    /// Whether `ask` is the command that was asked for just before (`same` says when two are the
    /// same command: `reset Tiny` confirms `reset tiny`). Either way the asking ends: a command
    /// that asks again calls `ask` after it.
    public mutating func confirms(_ ask: Ask, same: (Ask, Ask) -> Bool = { $0 == $1 }) -> Bool {
        defer { waiting = nil }
        return waiting.map { same(ask, $0) } ?? false
    }

    /// `ask` waits to be typed again.
    public mutating func ask(_ ask: Ask) {
        waiting = ask
    }

    /// Another line came: nothing waits any more.
    public mutating func forget() {
        waiting = nil
    }
}
