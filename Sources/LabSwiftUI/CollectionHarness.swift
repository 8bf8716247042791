/// The checker's side of article 003's exercises: each case sets the collection view's bounds,
/// content offset and item count and the layout's constants, calls `prepare`, and reports the
/// content size, every item's attributes (from `layoutAttributesForElements(in:)` over the
/// whole content: the centre, the size, the transform and the z-index) and where
/// `targetContentOffset` says a released scroll rests.
public enum CollectionHarness {
    public static func main<L: UICollectionViewLayout>(layout make: (CollectionSettings) -> L) {
        CheckerChannel.open()
        guard CommandLine.arguments.count > 1,
            let text = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        else {
            print("error: no cases to run")
            exit(2)
        }
        var walked = false
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            // A walked case reports each step of the learner's instrumented code (`_LabWalk`).
            if words == ["walk"] { walked = true }
            guard words.first == "collection", words.count == 14 else { continue }
            _LabWalk.walk(walked)
            defer { _LabWalk.walk(false) }
            walked = false
            let numbers = words.dropFirst(2).map { Double($0) ?? 0 }
            let settings = CollectionSettings(
                itemInset: CGFloat(numbers[4]), distance: CGFloat(numbers[5]), itemHeight: CGFloat(numbers[6]),
                minScale: CGFloat(numbers[7]), visibleItems: Int(numbers[8]), maxScale: CGFloat(numbers[9]))
            emit("start \(words[1])")
            let layout = make(settings)
            let view = UICollectionView(
                bounds: CGRect(x: numbers[3], y: 0, width: numbers[0], height: numbers[1]),
                itemCounts: [Int(numbers[2])])
            layout.collectionView = view
            // A walked case says which method its steps are in (never in a checked case: the
            // checker reads these lines as the report's own).
            if _LabWalk.isOn { emit("phase prepare") }
            layout.prepare()
            let content = layout.collectionViewContentSize
            emit("content \(content.width) \(content.height)")
            let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            for attributes in layout.layoutAttributesForElements(in: everything) ?? [] {
                let t = attributes.transform
                emit(
                    "item \(attributes.indexPath.item) \(attributes.center.x) \(attributes.center.y) \(attributes.size.width) \(attributes.size.height) \(t.a) \(t.b) \(attributes.zIndex)"
                )
            }
            if _LabWalk.isOn { emit("phase targetContentOffset") }
            let target = layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: numbers[10], y: 0),
                withScrollingVelocity: CGPoint(x: numbers[11], y: 0))
            emit("target \(target.x) \(target.y)")
            emit("end \(words[1])")
        }
    }

    private static func emit(_ line: String) {
        CheckerChannel.send(line)
    }
}

/// A case's constants for article 003's layouts (each reads the ones it has).
public struct CollectionSettings {
    /// The carousel's and the stack's.
    public var itemInset: CGFloat
    public var distance: CGFloat
    public var itemHeight: CGFloat
    /// The stack's.
    public var minScale: CGFloat
    /// The drum's.
    public var visibleItems: Int
    public var maxScale: CGFloat
}
