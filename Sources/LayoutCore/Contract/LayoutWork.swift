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
    public enum Stop: Error, Equatable, Sendable {
        /// The question said stop (Ctrl-C, a deadline).
        case asked
        /// More than `limit` units were spent.
        case overBudget(limit: Int)
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

    /// A meter with a budget of its own inside this one: it stops when this one would.
    public func nested(limit: Int) -> LayoutWork {
        LayoutWork(limit: limit) { [self] in !self.check() }
    }

    public var isStopped: Bool { stop != nil }

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
        let (next, overflow) = spent.addingReportingOverflow(Self.checkInterval)
        nextCheck = min(overflow ? .max : next, limit == .max ? .max : limit + 1)
        return stop == nil
    }

    /// Runs `body` with this meter set for every layout run inside it (and every `measure`d
    /// stretch within); throws why the work stopped, if it did, and the body's result is lost.
    public func measure<Value>(_ body: () -> Value) throws(Stop) -> Value {
        let value = Self.$current.withValue(self) { body() }
        if let stop { throw stop }
        return value
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
