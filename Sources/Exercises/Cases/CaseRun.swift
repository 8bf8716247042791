import LabSupport
import LayoutCore

/// What one layout did in one case, whoever ran it (the learner's code in the harness, or the
/// lab's engine): the size it answered, where each subview ended up, how often it was placed,
/// and every question it asked its subviews, in order.
public struct CaseRun: Equatable, Sendable {
    public enum Phase: String, Sendable {
        case makeCache, sizeThatFits, placeSubviews
    }

    public struct Question: Equatable, Sendable {
        public var phase: Phase
        public var index: Int
        public var proposal: ProposedSize
        public var answer: Size
    }

    public var size: Size
    public var bounds: Rect
    /// Each subview's frame: where its last `place` put it, or (never placed) where SwiftUI
    /// shows such a view, the container's centre at the size it wants for the container's
    /// proposal, as Apple documents `place(at:anchor:proposal:)`.
    public var frames: [Rect]
    /// How many times each subview was placed.
    public var placeCounts: [Int]
    /// What each subview's last `place(at:anchor:proposal:)` was given: the point and the
    /// anchor, which the frame follows from (nil for one never placed).
    public var placeCalls: [PlaceCall?]

    public struct PlaceCall: Equatable, Sendable {
        public var position: Point
        public var anchor: UnitPoint
    }
    public var questions: [Question]

    /// Frames from the placements a run reported, filling in the unplaced.
    init(
        size: Size, origin: Point, placements: [(index: Int, position: Point, anchor: UnitPoint, size: Size)],
        questions: [Question], proposal: ProposedSize, items: [LayoutItem], stackOrientation: Axis?
    ) {
        self.size = size
        bounds = Rect(origin: origin, size: size)
        self.questions = questions
        placeCounts = Array(repeating: 0, count: items.count)
        placeCalls = Array(repeating: nil, count: items.count)
        var frames: [Rect?] = Array(repeating: nil, count: items.count)
        for placement in placements where items.indices.contains(placement.index) {
            placeCounts[placement.index] += 1
            placeCalls[placement.index] = PlaceCall(position: placement.position, anchor: placement.anchor)
            frames[placement.index] = Rect(
                origin: Self.origin(of: placement.size, anchor: placement.anchor, at: placement.position),
                size: placement.size)
        }
        let centre = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        self.frames = frames.enumerated().map { index, frame in
            if let frame { return frame }
            let childSize = items[index].sizeThatFits(proposal, stackOrientation: stackOrientation)
            return Rect(origin: Self.origin(of: childSize, anchor: .center, at: centre), size: childSize)
        }
    }

    /// The top-leading corner of a box of `size` whose `anchor` point is at `position`, as the
    /// engine computes it (a zero component moves nothing, so ∞ sizes stay put).
    static func origin(of size: Size, anchor: UnitPoint, at position: Point) -> Point {
        Point(
            x: anchor.x == 0 ? position.x : position.x - anchor.x * size.width,
            y: anchor.y == 0 ? position.y : position.y - anchor.y * size.height)
    }

    /// The engine's run as a `CaseRun`.
    init(_ result: LayoutResult, proposal: ProposedSize, items: [LayoutItem]) {
        var phase = Phase.makeCache
        var questions: [Question] = []
        var calls: [PlaceCall?] = Array(repeating: nil, count: items.count)
        for event in result.trace {
            switch event {
            case .placed(let index, let position, let anchor) where calls.indices.contains(index):
                calls[index] = PlaceCall(position: position, anchor: anchor)
            case .makeCache, .updateCache: phase = .makeCache
            case .sizeThatFits: phase = .sizeThatFits
            case .placeSubviews: phase = .placeSubviews
            case .asked(let index, let proposal, let answer):
                questions.append(Question(phase: phase, index: index, proposal: proposal, answer: answer))
            default: break
            }
        }
        size = result.size
        bounds = result.bounds
        frames = result.placements.map(\.frame)
        placeCounts = result.placements.map { $0.isPlaced ? 1 : 0 }
        placeCalls = calls
        self.questions = questions
    }
}

/// Two numbers the same up to rounding: equal, both NaN, or within a billionth of their size
/// (a learner who adds in another order may be off in the last bits).
func same(_ a: Double, _ b: Double) -> Bool {
    if a == b || (a.isNaN && b.isNaN) { return true }
    guard a.isFinite, b.isFinite else { return false }
    return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

/// The learner's number agrees with the article's: the same, or any number where the article's
/// is undefined (NaN, from ∞ × 0): a learner who guards against it is not wrong.
func agrees(_ learner: Double, _ reference: Double) -> Bool { reference.isNaN || same(learner, reference) }

func agrees(_ learner: Rect, _ reference: Rect) -> Bool {
    agrees(learner.minX, reference.minX) && agrees(learner.minY, reference.minY)
        && agrees(learner.width, reference.width) && agrees(learner.height, reference.height)
}

func agrees(_ learner: Size, _ reference: Size) -> Bool {
    agrees(learner.width, reference.width) && agrees(learner.height, reference.height)
}
