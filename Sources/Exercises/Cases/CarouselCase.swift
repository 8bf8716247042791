import LabSupport
import LayoutCore

/// One situation for article 003's snapping carousel: the collection view's bounds and item
/// count, the layout's constants, and a released scroll (the proposed offset and the velocity).
public struct CarouselCase: Equatable, Sendable {
    public var bounds: Size
    public var itemCount: Int
    public var inset: Double
    public var distance: Double
    public var itemHeight: Double
    public var proposedOffset: Double
    public var velocity: Double

    func harnessText(id: Int) -> String {
        let numbers = [
            bounds.width, bounds.height, Double(itemCount), inset, distance, itemHeight, proposedOffset, velocity,
        ]
        return "carousel \(id) " + numbers.map { "\($0)" }.joined(separator: " ") + "\n"
    }

    var viewport: CollectionViewport {
        CollectionViewport(size: bounds, contentOffset: 0, itemCount: itemCount)
    }

    var layout: SnapCarouselLayout {
        SnapCarouselLayout(inset: inset, distance: distance, itemHeight: itemHeight)
    }

    /// The article's algorithm: the engine's snap-carousel.
    func referenceRun() -> CarouselRun {
        let attributes = layout.prepare(viewport)
        return CarouselRun(
            contentSize: layout.contentSize(viewport),
            items: attributes.map { CarouselRun.Item(index: $0.index, center: $0.center, size: $0.size) },
            target: layout.targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport))
    }

    public var summary: String {
        func number(_ value: Double) -> String { NumberText.plain(value) }
        return
            "bounds \(number(bounds.width))×\(number(bounds.height)) · \(itemCount) item\(itemCount == 1 ? "" : "s") · itemInset \(number(inset)) · distance \(number(distance)) · itemHeight \(number(itemHeight)) · released at \(number(proposedOffset)), velocity \(number(velocity))"
    }

    /// A random case: a width wide enough for a card, a few items, constants of the article's
    /// proportions, and a scroll released anywhere over the content (a little beyond, too).
    static func random(using generator: inout some RandomNumberGenerator) -> CarouselCase {
        func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        let width = whole(20...80)
        let height = whole(6...30)
        let inset = whole(0...Int(width / 2) - 2)
        let distance = whole(0...12)
        let count = Int.random(in: 0...8, using: &generator)
        let contentWidth = inset + Double(count) * (distance + width - 2 * inset) - distance + inset
        let offset = whole(-20...Int(max(contentWidth, 0)) + 20) + (Bool.random(using: &generator) ? 0.5 : 0)
        return CarouselCase(
            bounds: Size(width: width, height: height), itemCount: count, inset: inset, distance: distance,
            itemHeight: whole(1...Int(height)), proposedOffset: offset, velocity: whole(-3...3))
    }

    /// The article's own example, in the lab's units, and its edges.
    static let namedCases: [CarouselCase] = [
        CarouselCase(
            bounds: Size(width: 60, height: 20), itemCount: 12, inset: 6, distance: 4, itemHeight: 8,
            proposedOffset: 37,
            velocity: 0),
        CarouselCase(
            bounds: Size(width: 60, height: 20), itemCount: 12, inset: 6, distance: 4, itemHeight: 8, proposedOffset: 0,
            velocity: 1),
        CarouselCase(
            bounds: Size(width: 60, height: 20), itemCount: 1, inset: 6, distance: 4, itemHeight: 8, proposedOffset: 3,
            velocity: 0),
        CarouselCase(
            bounds: Size(width: 40, height: 10), itemCount: 0, inset: 6, distance: 4, itemHeight: 8, proposedOffset: 0,
            velocity: 0),
    ]

    /// Smaller neighbours: fewer items (three are kept, so that there is room to scroll), whole
    /// and rounder numbers, no velocity.
    func smaller() -> [CarouselCase] {
        var candidates: [CarouselCase] = []
        func variant(_ change: (inout CarouselCase) -> Void) {
            var copy = self
            change(&copy)
            if copy != self { candidates.append(copy) }
        }
        if itemCount > 3 { variant { $0.itemCount -= 1 } }
        variant { $0.velocity = 0 }
        variant { $0.proposedOffset = $0.proposedOffset.rounded(.down) }
        variant { $0.proposedOffset = 0 }
        variant { $0.distance = 0 }
        variant { $0.inset = 0 }
        return candidates
    }
}

/// What a carousel layout did in one case: its content size, each item's centre and size, and
/// where it says a released scroll rests.
public struct CarouselRun: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var index: Int
        public var center: Point
        public var size: Size
    }

    public var contentSize: Size
    public var items: [Item]
    public var target: Double

    /// The runs the harness printed, by case; the case it had started but not finished; and the
    /// first line it could not read, if any (the report is untrusted input: see HarnessOutput).
    static func runs(in output: String, cases: [CarouselCase]) -> HarnessRuns<CarouselRun> {
        var read = HarnessRuns<CarouselRun>()
        var current: Int?
        var run = CarouselRun(contentSize: Size(width: 0, height: 0), items: [], target: 0)
        for (number, line) in output.split(separator: "\n").enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            let numbers = words.dropFirst().map { Double($0) }
            let allNumbers = numbers.allSatisfy { $0 != nil }
            let valid: Bool
            switch words.first {
            case "start":
                let id = words.count == 2 ? Int(words[1]) : nil
                valid = current == nil && id.map(cases.indices.contains) == true
                if valid {
                    current = id
                    run = CarouselRun(contentSize: Size(width: 0, height: 0), items: [], target: 0)
                }
            case "content":
                valid = current != nil && numbers.count == 2 && allNumbers
                if valid { run.contentSize = Size(width: numbers[0]!, height: numbers[1]!) }
            case "item":
                valid = current != nil && numbers.count == 5 && allNumbers && Int(exactly: numbers[0]!) != nil
                if valid {
                    run.items.append(
                        Item(
                            index: Int(exactly: numbers[0]!)!, center: Point(x: numbers[1]!, y: numbers[2]!),
                            size: Size(width: numbers[3]!, height: numbers[4]!)))
                }
            case "target":
                valid = current != nil && numbers.count == 2 && allNumbers
                if valid { run.target = numbers[0]! }
            case "end":
                valid = current != nil && words.count == 2 && Int(words[1]) == current
                if valid, let id = current { read.runs[id] = run }
                if valid { current = nil }
            default:
                valid = false
            }
            guard valid else {
                read.unreadable = ReportProblem(line: number + 1, text: String(line))
                break
            }
        }
        read.unfinished = current
        return read
    }

    /// What differs from the article's run, in words; nil if nothing.
    func difference(from reference: CarouselRun) -> String? {
        if !agrees(contentSize, reference.contentSize) {
            return
                "collectionViewContentSize is \(Describe.size(contentSize)); the article's is \(Describe.size(reference.contentSize))"
        }
        let mine = items.sorted { $0.index < $1.index }
        if mine.map(\.index) != reference.items.map(\.index) {
            return
                "layoutAttributesForElements gives items \(mine.map { "\($0.index)" }.joined(separator: ", ")); the article's gives \(reference.items.map { "\($0.index)" }.joined(separator: ", "))"
        }
        for (item, expected) in zip(mine, reference.items)
        where !agrees(item.center.x, expected.center.x) || !agrees(item.center.y, expected.center.y)
            || !agrees(item.size, expected.size)
        {
            return
                "item \(item.index) is centred at (\(Describe.number(item.center.x)), \(Describe.number(item.center.y))) \(Describe.size(item.size)); the article centres it at (\(Describe.number(expected.center.x)), \(Describe.number(expected.center.y))) \(Describe.size(expected.size))"
        }
        if !agrees(target, reference.target) {
            return
                "targetContentOffset rests the scroll at x = \(Describe.number(target)); the article rests it at x = \(Describe.number(reference.target))"
        }
        return nil
    }
}
