/// Something a learner must be told about a layout run because the picture alone would
/// mislead: the article's code is undefined here (it traps, or answers ∞ or NaN), or a
/// subview was never placed. The lab never quietly substitutes a number of its own; it shows
/// what the code does (or would do) and says so with one of these.
public enum LayoutNote: Hashable, Sendable {
    /// The article's code stops the program here; `what` says where and why. The lab goes on
    /// as if that one statement had not trapped, and shows the result.
    case articleTraps(String)
    /// The layout answered an infinite size (a dimension of `size`), as the article's code
    /// does when it passes an infinite proposal through.
    case infiniteSize(Size)
    /// Some frames hold NaN or ∞ (the indices), from arithmetic on an infinite size.
    case undefinedFrames([Int])
    /// `placeSubviews` never placed these subviews. SwiftUI's documentation of
    /// `place(at:anchor:proposal:)`: such a subview "appears at the center of its layout
    /// container and uses the layout container's size proposal" — which is where they are.
    case unplaced([Int])
    /// A cache hit returned rows arranged before the layout's settings changed: SwiftUI calls
    /// `updateCache` when a layout's properties change, and article 000's keeps the rows,
    /// whose key (the proposal and the sizes) leaves the spacing out.
    case staleRows
    /// SwiftUI-Flow's `maxLines` hid these subviews: it places them a million points below the
    /// container with a zero proposal, where they do not draw.
    case hiddenByLineLimit([Int], maxLines: Int)
    /// SwiftUI-Flow met a position it cannot hand on (after a child that took ∞, such as a
    /// spacer offered no width) and placed these children at 0 instead, as its code does.
    case nonFinitePositionPlacedAtZero([Int])
    /// What SwiftUI-Flow told its overflow indicator (and whether it is shown).
    case overflowReported(OverflowReport)

    /// One line for the picture's summary and for `place`'s `"note"`.
    public var message: String {
        switch self {
        case .articleTraps(let what):
            return "the article's code would trap here: \(what); shown as if it went on"
        case .infiniteSize(let size):
            let axes = [size.width.isInfinite ? "width" : nil, size.height.isInfinite ? "height" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            return
                "sizeThatFits answered an infinite \(axes): an infinite proposal was passed through, or a child took ∞"
        case .undefinedFrames(let indices):
            return
                "\(Self.items(indices)) \(indices.count == 1 ? "has" : "have") no finite position (arithmetic on ∞ gives ∞ or NaN), so cannot be drawn"
        case .unplaced(let indices):
            return
                "\(Self.items(indices)) never placed by placeSubviews: SwiftUI shows such a subview at the centre of the container, sized for the container's proposal"
        case .nonFinitePositionPlacedAtZero(let indices):
            return
                "\(Self.items(indices)) would be placed at ∞ (after a child that took an infinite breadth, such as a spacer offered no width): SwiftUI-Flow never hands on a non-finite coordinate, and places \(indices.count == 1 ? "it" : "them") at 0"
        case .hiddenByLineLimit(let indices, let maxLines):
            return
                "\(Self.items(indices)) hidden by maxLines(\(maxLines)): SwiftUI-Flow places \(indices.count == 1 ? "it" : "them") far below the container, proposed a zero size"
        case .overflowReported(let report):
            return report.message
        case .staleRows:
            return
                "these rows are the cache's, from before the last change of settings (000's key, the proposal and sizes, leaves settings out); trace fresh runs anew"
        }
    }

    private static func items(_ indices: [Int]) -> String {
        // "and 1 more" would be no shorter than the number itself.
        let shown = indices.prefix(indices.count == 6 ? 6 : 5).map(String.init).joined(separator: ", ")
        let more = indices.count > 6 ? " and \(indices.count - 5) more" : ""
        return indices.count == 1 ? "item \(shown)" : "items \(shown)\(more)"
    }
}

/// What SwiftUI-Flow reports to its overflow indicator: how many items `maxLines` hid (line
/// breaks and the indicator not counted), and whether the indicator itself is shown.
public struct OverflowReport: Hashable, Sendable {
    public enum Visibility: Hashable, Sendable {
        /// At the end of the last visible line.
        case shown
        /// Hidden: the line limit hides nothing.
        case nothingHidden
        /// Hidden with everything else: a limit of 0 lines shows none to put it on.
        case noLineShown
        /// Hidden: there is no line limit (the library has no indicator without one).
        case noLimit
    }

    public var count: Int
    public var visibility: Visibility

    public init(count: Int, visibility: Visibility) {
        self.count = count
        self.visibility = visibility
    }

    public var message: String {
        switch visibility {
        case .shown:
            "the overflow indicator shows +\(count): SwiftUI-Flow counts the items maxLines hid (line breaks not counted), and SwiftUI draws the indicator again with that number"
        case .nothingHidden:
            "the overflow indicator is hidden: maxLines hides nothing"
        case .noLineShown:
            "the overflow indicator is hidden too: maxLines(0) shows no line to put it on (it is told +\(count))"
        case .noLimit:
            "the overflow indicator is hidden: it belongs to .maxLines(_:overflow:), and no line limit is set"
        }
    }
}
