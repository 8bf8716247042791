import LabText
import Synchronization

/// What the layouts may spend, and when they must stop: a count of work done (one unit a child
/// in a run, a line the balancing programme prices, an item a line-by-line sizing visits), an
/// optional budget, and a question asked now and then (has Ctrl-C been pressed? is time up?).
///
/// A meter is set for a stretch of work with `measure`; every layout run inside it spends from
/// it. A stopped run returns at once with what it has (its result is not to be used) and every
/// later run returns at once too, so a loop of runs ends quickly; `measure` then throws why.
/// Outside `measure` nothing is counted and nothing stops.
///
///     let work = LayoutWork(limit: 10_000_000, stopsWhen: { Interruption.isRequested })
///     let value = try work.measure { evaluate(goal) }
public final class LayoutWork: @unchecked Sendable {
    /// Why the work stopped.
    public enum Stop: LabError, Equatable, Sendable {
        /// The question said stop (Ctrl-C, a deadline).
        case asked
        /// More than `limit` units were spent.
        case overBudget(limit: Int)

        public var message: String {
            switch self {
            case .asked: "stopped before the layout was done"
            case .overBudget(let limit): "more than \(NumberText.grouped(limit)) units of layout work"
            }
        }
    }

    /// The meter of the work under way, if any (see `measure`).
    @TaskLocal public static var current: LayoutWork?

    public let limit: Int
    public private(set) var spent = 0
    public private(set) var stop: Stop?
    private let stopsWhen: @Sendable () -> Bool
    /// When to ask the question next: often enough that Ctrl-C is answered within a few
    /// milliseconds, seldom enough that asking costs nothing.
    private var nextCheck: Int
    static let checkInterval = 4_096

    public init(limit: Int = .max, stopsWhen: @escaping @Sendable () -> Bool = { false }) {
        self.limit = limit
        self.stopsWhen = stopsWhen
        nextCheck = min(Self.checkInterval, limit == .max ? .max : limit + 1)
    }

    /// A meter inside this one, with a budget of its own: it stops when this one's question
    /// says stop, or once this one has stopped, and then this one knows (`wasStopped`). It may
    /// count on another thread (each meter is used by one thread at a time; only the question
    /// and the two flags are read across).
    public func nested(limit: Int = .max) -> LayoutWork {
        let child = LayoutWork(limit: limit) { [self] in self.hasStopped.load(ordering: .relaxed) || self.stopsWhen() }
        child.parent = self
        return child
    }

    /// Whether this meter stopped (its budget, or its question).
    public var isStopped: Bool { stop != nil }

    /// Whether any work under this meter was stopped: its own, or a nested meter's on this one's
    /// question (Ctrl-C) — not a nested meter's own budget, which is that meter's owner's to say.
    public var wasStopped: Bool { stop != nil || stoppedWithin.load(ordering: .relaxed) }

    /// `stop != nil`, readable from the threads of nested meters.
    private let hasStopped = Atomic<Bool>(false)
    /// A nested meter stopped on this one's question.
    private let stoppedWithin = Atomic<Bool>(false)
    private var parent: LayoutWork?

    /// A nested meter stopped on the question: this one and every one it is nested in know.
    private func markStoppedWithin() {
        stoppedWithin.store(true, ordering: .relaxed)
        parent?.markStoppedWithin()
    }

    /// Counts `units`; false once the work must stop.
    @inline(__always)
    public func spend(_ units: Int) -> Bool {
        let (sum, overflow) = spent.addingReportingOverflow(units)
        spent = overflow ? .max : sum
        return spent < nextCheck ? stop == nil : check()
    }

    /// Asks now (between steps of work that spends nothing itself); false once the work must stop.
    @discardableResult
    public func check() -> Bool {
        guard stop == nil else { return false }
        if spent > limit {
            stop = .overBudget(limit: limit)
        } else if stopsWhen() {
            stop = .asked
        }
        if stop != nil { hasStopped.store(true, ordering: .relaxed) }
        if stop == .asked { parent?.markStoppedWithin() }
        let (next, overflow) = spent.addingReportingOverflow(Self.checkInterval)
        nextCheck = min(overflow ? .max : next, limit == .max ? .max : limit + 1)
        return stop == nil
    }

    /// Runs `body` with this meter set for every layout run inside it (and every `measure`d
    /// stretch within); throws why the work stopped, if it did, and the body's result is lost.
    /// (Work handed to other threads takes the meter along itself: see `nested`.)
    public func measure<Value>(_ body: () -> Value) throws(Stop) -> Value {
        let value = measuring(body)
        if let stop { throw stop }
        // A nested meter stopped on this one's question (Ctrl-C inside a goal's own meter).
        if wasStopped { throw .asked }
        return value
    }

    /// Runs `body` with this meter set, and gives back what it made even when the work was
    /// stopped (the caller asks `wasStopped`: a layout run inside is then not to be trusted).
    public func measuring<Value>(_ body: () -> Value) -> Value {
        Self.$current.withValue(self) { body() }
    }

    /// `measure` for a body that may fail: its failure, unless the work stopped first.
    public func measure<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Stop) -> Result<
        Value, Failure
    > {
        try measure { () -> Result<Value, Failure> in
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
    }
}
