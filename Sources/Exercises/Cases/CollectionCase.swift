import LabSupport
import LabText
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// One situation for one of article 003's layouts (the snapping carousel, the card stack, the
/// drum): the collection view's bounds, content offset and item count, the layout's constants
/// (each reads its own), and a released scroll (the proposed offset and the velocity).
public struct CollectionCase: Equatable, Sendable {
    public var kind: CollectionKind
    public var bounds: Size
    public var itemCount: Int
    /// Where the content is scrolled to when `prepare` runs (the stack and the drum depend on it).
    public var contentOffset: Double = 0
    public var inset: Double = 6
    public var distance: Double = 4
    public var itemHeight: Double = 8
    public var minScale: Double = 0.4
    public var visibleItems: Int = 5
    public var maxScale: Double = 1.7
    public var proposedOffset: Double
    public var velocity: Double

    func harnessText(id: Int) -> String {
        let numbers = [
            bounds.width, bounds.height, Double(itemCount), contentOffset, inset, distance, itemHeight, minScale,
            Double(visibleItems), maxScale, proposedOffset, velocity,
        ]
        return "collection \(id) " + numbers.map { "\($0)" }.joined(separator: " ") + "\n"
    }

    var viewport: CollectionViewport {
        CollectionViewport(size: bounds, contentOffset: contentOffset, itemCount: itemCount)
    }

    /// The engine's layout with the case's constants: the article's algorithm.
    var layout: any CollectionLayout {
        switch kind {
        case .snapCarousel: SnapCarouselLayout(inset: inset, distance: distance, itemHeight: itemHeight)
        case .cardStack:
            CardStackLayout(inset: inset, distance: distance, itemHeight: itemHeight, minimumScale: minScale)
        case .drum: DrumLayout(visibleItems: visibleItems, itemHeight: itemHeight, maximumScale: maxScale)
        }
    }

    /// The article's run of the case.
    func referenceRun() -> CollectionRun {
        let layout = self.layout
        let attributes = layout.prepare(viewport)
        return CollectionRun(
            contentSize: layout.contentSize(viewport),
            items: attributes.map {
                CollectionRun.Item(
                    index: $0.index, center: $0.center, size: $0.size, scale: $0.scale, rotation: $0.rotation,
                    zIndex: $0.zIndex)
            },
            target: layout.targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport))
    }

    /// The article's algorithm on the case, walked: `prepare`, then `targetContentOffset` for
    /// the case's release.
    func walk() -> LayoutWalk {
        let recorder = WalkRecorder()
        recorder.phase = .prepare
        _ = layout.prepare(viewport, walker: recorder)
        recorder.phase = .targetContentOffset
        _ = layout.targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport, walker: recorder)
        return LayoutWalk(recorder: recorder)
    }

    /// The case as the shell's scene holds it, scrolled to its content offset: what its
    /// pictures draw; nil when its numbers do not make one (the shell would refuse them).
    var collectionScene: CollectionScene? {
        var collection = CollectionScene(kind: kind)
        do {
            try collection.configure(bounds: bounds, parameters: parameters)
            try collection.setItemCount(itemCount)
        } catch {
            return nil
        }
        collection.scroll(to: contentOffset)
        return collection
    }

    /// The case a walk of the learner's collection runs on the shell's scene as it stands: its
    /// bounds, items, scroll and constants, and a release where it is, at rest (as `walk`
    /// walks the article's `targetContentOffset`).
    public static func walking(_ scene: CollectionScene) -> CollectionCase {
        let carousel = scene.kind == .cardStack ? scene.cardStack.carousel : scene.snapCarousel
        var walked = CollectionCase(
            kind: scene.kind, bounds: scene.boundsSize, itemCount: scene.itemCount, proposedOffset: scene.contentOffset,
            velocity: 0)
        walked.contentOffset = scene.contentOffset
        (walked.inset, walked.distance, walked.itemHeight) = (carousel.inset, carousel.distance, carousel.itemHeight)
        walked.minScale = scene.cardStack.minimumScale
        (walked.visibleItems, walked.maxScale) = (scene.drum.visibleItems, scene.drum.maximumScale)
        if scene.kind == .drum { walked.itemHeight = scene.drum.itemHeight }
        return walked
    }

    /// The case's constants as the shell's scene takes them, for its picture.
    var parameters: [(CollectionParameter, Double)] {
        switch kind {
        case .snapCarousel: [(.inset, inset), (.distance, distance), (.itemHeight, itemHeight)]
        case .cardStack: [(.inset, inset), (.distance, distance), (.itemHeight, itemHeight), (.minScale, minScale)]
        case .drum: [(.visibleItems, Double(visibleItems)), (.itemHeight, itemHeight), (.maxScale, maxScale)]
        }
    }

    public var summary: String {
        func number(_ value: Double) -> String { NumberText.plain(value) }
        let count = "\(Plural.count(itemCount, "item"))"
        let scrolled = contentOffset == 0 ? "" : " · scrolled to \(number(contentOffset))"
        let constants =
            switch kind {
            case .snapCarousel:
                "itemInset \(number(inset)) · distance \(number(distance)) · itemHeight \(number(itemHeight))"
            case .cardStack:
                "itemInset \(number(inset)) · distance \(number(distance)) · itemHeight \(number(itemHeight)) · minScale \(number(minScale))"
            case .drum:
                "numberOfVisibleItems \(visibleItems) · itemHeight \(number(itemHeight)) · maxScale \(number(maxScale))"
            }
        return
            "bounds \(number(bounds.width))×\(number(bounds.height)) · \(count)\(scrolled) · \(constants) · released at \(number(proposedOffset)), velocity \(number(velocity))"
    }

    /// A random case: bounds and constants of the article's proportions, a few items, the
    /// content scrolled somewhere over it (the carousel's cards do not move with it) and a scroll
    /// released anywhere over the content, a little beyond too.
    static func random(_ kind: CollectionKind, using generator: inout some RandomNumberGenerator) -> CollectionCase {
        func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        var scene: CollectionCase
        switch kind {
        case .snapCarousel, .cardStack:
            let width = whole(20...80)
            let height = whole(6...30)
            scene = CollectionCase(
                kind: kind, bounds: Size(width: width, height: height),
                itemCount: Int.random(in: 0...8, using: &generator),
                inset: whole(0...Int(width / 2) - 2), distance: whole(0...12), itemHeight: whole(1...Int(height)),
                proposedOffset: 0, velocity: whole(-3...3))
            if kind == .cardStack {
                scene.minScale = [0.2, 0.4, 0.5, 0.8, 1][Int.random(in: 0...4, using: &generator)]
            }
        case .drum:
            let width = whole(20...80)
            let height = whole(6...40)
            scene = CollectionCase(
                kind: kind, bounds: Size(width: width, height: height),
                itemCount: Int.random(in: 0...14, using: &generator),
                itemHeight: 0, visibleItems: Int.random(in: 1...7, using: &generator),
                maxScale: [1, 1.5, 1.7, 2][Int.random(in: 0...3, using: &generator)], proposedOffset: 0,
                velocity: whole(-3...3))
            // Items no taller than the wheel's radius (taller ones turn inside out; the lab refuses them).
            let radius = DrumLayout().geometry(scene.bounds).radius
            scene.itemHeight = whole(1...max(1, Int(min(radius, 10))))
        }
        let contentWidth = max(scene.layout.contentSize(scene.viewport).width, 0)
        let over = Int(max(contentWidth - scene.bounds.width, 0))
        if kind != .snapCarousel {
            scene.contentOffset = whole(0...over) + (Bool.random(using: &generator) ? 0.5 : 0)
        }
        scene.proposedOffset = whole(-20...Int(contentWidth) + 20) + (Bool.random(using: &generator) ? 0.5 : 0)
        return scene
    }

    /// The articles' own examples, in the lab's units, and their edges.
    static func namedCases(_ kind: CollectionKind) -> [CollectionCase] {
        let screen = Size(width: 60, height: 20)
        switch kind {
        case .snapCarousel:
            return [
                CollectionCase(kind: kind, bounds: screen, itemCount: 12, proposedOffset: 37, velocity: 0),
                CollectionCase(kind: kind, bounds: screen, itemCount: 12, proposedOffset: 0, velocity: 1),
                CollectionCase(kind: kind, bounds: screen, itemCount: 1, proposedOffset: 3, velocity: 0),
                CollectionCase(
                    kind: kind, bounds: Size(width: 40, height: 10), itemCount: 0, proposedOffset: 0, velocity: 0),
            ]
        case .cardStack:
            return [
                // At rest, scrolled by one card and by half of one; a single card (its scale
                // divides by zero in the article: any value agrees); none.
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 4, distance: 2, proposedOffset: 30, velocity: 0),
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 4, contentOffset: 50, distance: 2, proposedOffset: 80,
                    velocity: 0),
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 6, contentOffset: 25, distance: 2, proposedOffset: 25,
                    velocity: 1),
                CollectionCase(kind: kind, bounds: screen, itemCount: 1, distance: 2, proposedOffset: 0, velocity: 0),
                CollectionCase(kind: kind, bounds: screen, itemCount: 0, distance: 2, proposedOffset: 0, velocity: 0),
            ]
        case .drum:
            return [
                // The lesson's wheel at rest and turned; a tall screen (a half circle); the start
                // and the end, where the fake indices fill the wheel; fewer items than it shows.
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 12, itemHeight: 4, proposedOffset: 40, velocity: 0),
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 12, contentOffset: 40, itemHeight: 4, proposedOffset: 40,
                    velocity: 0),
                CollectionCase(
                    kind: kind, bounds: Size(width: 20, height: 30), itemCount: 12, contentOffset: 13, itemHeight: 4,
                    proposedOffset: 13, velocity: 0),
                CollectionCase(
                    kind: kind, bounds: screen, itemCount: 12, contentOffset: 168, itemHeight: 4, proposedOffset: 168,
                    velocity: 0),
                CollectionCase(kind: kind, bounds: screen, itemCount: 3, itemHeight: 4, proposedOffset: 0, velocity: 0),
            ]
        }
    }

    /// Smaller neighbours: fewer items (three are kept, so that there is room to scroll), whole
    /// and rounder numbers, no velocity, no scroll.
    func smaller() -> [CollectionCase] {
        var candidates: [CollectionCase] = []
        func variant(_ change: (inout CollectionCase) -> Void) {
            var copy = self
            change(&copy)
            if copy != self { candidates.append(copy) }
        }
        if itemCount > 3 { variant { $0.itemCount -= 1 } }
        variant { $0.velocity = 0 }
        variant { $0.proposedOffset = $0.proposedOffset.rounded(.down) }
        variant { $0.proposedOffset = 0 }
        variant { $0.contentOffset = $0.contentOffset.rounded(.down) }
        variant { $0.contentOffset = 0 }
        if kind != .drum {
            variant { $0.distance = 0 }
            variant { $0.inset = 0 }
        }
        return candidates
    }
}

/// What one of article 003's layouts did in one case: its content size, each item's attributes
/// (the centre, the size, the scale and rotation its transform makes, the z-index) and where it
/// says a released scroll rests.
public struct CollectionRun: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var index: Int
        public var center: Point
        public var size: Size
        public var scale: Double = 1
        /// Radians, clockwise (UIKit's y points down).
        public var rotation: Double = 0
        public var zIndex: Int = 0
    }

    public var contentSize: Size
    public var items: [Item]
    public var target: Double

    /// The runs the harness printed, by case; the case it had started but not finished; and the
    /// first line it could not read, if any (the report is untrusted input: see HarnessOutput).
    static func runs(in output: String, cases: [CollectionCase]) -> HarnessRuns<CollectionRun> {
        var read = HarnessRuns<CollectionRun>()
        var current: Int?
        var run = CollectionRun(contentSize: Size(width: 0, height: 0), items: [], target: 0)
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
                    run = CollectionRun(contentSize: Size(width: 0, height: 0), items: [], target: 0)
                }
            case "content":
                valid = current != nil && numbers.count == 2 && allNumbers
                if valid { run.contentSize = Size(width: numbers[0]!, height: numbers[1]!) }
            case "item":
                // index, centre, size, the transform's a and b, the z-index.
                valid =
                    current != nil && numbers.count == 8 && allNumbers && Int(exactly: numbers[0]!) != nil
                    && Int(exactly: numbers[7]!) != nil
                if valid {
                    let (a, b) = (numbers[5]!, numbers[6]!)
                    run.items.append(
                        Item(
                            index: Int(exactly: numbers[0]!)!, center: Point(x: numbers[1]!, y: numbers[2]!),
                            size: Size(width: numbers[3]!, height: numbers[4]!), scale: (a * a + b * b).squareRoot(),
                            rotation: atan2(b, a), zIndex: Int(exactly: numbers[7]!)!))
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
    func difference(from reference: CollectionRun) -> String? {
        if !agrees(contentSize, reference.contentSize) {
            return
                "collectionViewContentSize is \(Describe.size(contentSize)); the article's is \(Describe.size(reference.contentSize))"
        }
        let mine = items.sorted { $0.index < $1.index }
        if mine.map(\.index) != reference.items.map(\.index) {
            return
                "layoutAttributesForElements gives items \(mine.map { "\($0.index)" }.joined(separator: ", ")); the article's gives \(reference.items.map { "\($0.index)" }.joined(separator: ", "))"
        }
        for (item, expected) in zip(mine, reference.items) {
            if !agrees(item.center.x, expected.center.x) || !agrees(item.center.y, expected.center.y)
                || !agrees(item.size, expected.size)
            {
                return
                    "item \(item.index) is centred at (\(Describe.number(item.center.x)), \(Describe.number(item.center.y))) \(Describe.size(item.size)); the article centres it at (\(Describe.number(expected.center.x)), \(Describe.number(expected.center.y))) \(Describe.size(expected.size))"
            }
            if !agrees(item.scale, expected.scale) {
                return
                    "item \(item.index)'s transform scales it by \(Describe.number(item.scale)); the article's by \(Describe.number(expected.scale))"
            }
            if !sameAngle(item.rotation, expected.rotation) {
                return
                    "item \(item.index)'s transform turns it by \(Describe.number(item.rotation)) rad; the article's by \(Describe.number(expected.rotation)) rad"
            }
            if item.zIndex != expected.zIndex {
                return "item \(item.index)'s zIndex is \(item.zIndex); the article's is \(expected.zIndex)"
            }
        }
        if !agrees(target, reference.target) {
            return
                "targetContentOffset rests the scroll at x = \(Describe.number(target)); the article rests it at x = \(Describe.number(reference.target))"
        }
        return nil
    }

    /// Two angles that turn a cell alike: the same up to whole turns (π and −π are one).
    func sameAngle(_ a: Double, _ b: Double) -> Bool {
        if b.isNaN { return true }
        guard a.isFinite, b.isFinite else { return a == b }
        let turn = 2 * Double.pi
        let difference = (a - b).truncatingRemainder(dividingBy: turn)
        return min(abs(difference), turn - abs(difference)) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
