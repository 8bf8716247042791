/// `hflow` and `vflow`: SwiftUI-Flow's `HFlow` and `VFlow` (tevelee/SwiftUI-Flow at fb94ea2), one
/// engine for both axes, written again for the lab statement by statement from the library's
/// `Internal/Core` and `Internal/LineBreaking`. Its pipeline: measure every child (a breadth
/// range, the spacing before it, its flags) → break into lines (greedily, or by the balancing
/// programme) → hide the lines past `maxLines` → measure each line → share out a justified
/// line's leftover → space the lines → align each line along the breadth → place.
///
/// What is SwiftUI's and not the library's is the lab's model, as everywhere: how a child
/// measures itself (the lab's children), system spacing (the lab's `ViewSpacing`), and the
/// layout direction — SwiftUI mirrors a right-to-left layout's placements, which the lab does
/// by placing each child's top-trailing corner at the mirrored point.
public struct SwiftUIFlowLayout: Layout {
    public var options: SwiftUIFlowOptions

    public init(_ options: SwiftUIFlowOptions) {
        self.options = options
    }

    /// `HFlowLayout`'s and `VFlowLayout`'s `layoutProperties`: a spacer grows along the lines.
    public var stackOrientation: Axis? { options.axis }

    /// What SwiftUI-Flow's cache keeps per child: asked once, when the cache is made.
    public struct Cache {
        var ideal: [FlowExtent] = []
        var maximum: [FlowExtent] = []
        /// The last line breaking, for the proposal it was made for (the library keeps one, so
        /// that `placeSubviews` finds what `sizeThatFits` worked out).
        var lineBreaking: (key: ProposedSize, lines: [WrappedFlowLine])?
        /// The overflow indicator: the last child, when it is one (the library's
        /// `overflowSubviewIndex`; its `.maxLines(_:overflow:)` always puts the view last).
        var overflowIndex: Int?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        cache.overflowIndex = subviews.indices.last.flatMap { subviews.items[$0].isOverflowIndicator ? $0 : nil }
        for index in subviews.indices {
            cache.ideal.append(FlowExtent(subviews.sizeThatFits(index, .unspecified), options.axis))
            cache.maximum.append(FlowExtent(subviews.sizeThatFits(index, .infinity), options.axis))
        }
        return cache
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews, cache: inout Cache) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let lines = resolve(proposal, subviews, &cache).lines
        var size = lines.reduce(FlowExtent.zero) { total, line in
            FlowExtent(
                breadth: max(total.breadth, line.size.breadth), depth: total.depth + line.size.depth + line.leadingSpace
            )
        }
        // A justified line stretches to a finite proposal.
        let proposed = breadth(of: proposal)
        if options.justified, proposed.isFinite { size.breadth = proposed }
        // Proposed an unbounded breadth, placeSubviews is proposed the breadth just resolved:
        // the library re-keys its cached lines to it.
        if !proposed.isFinite, size.breadth.isFinite, let kept = cache.lineBreaking {
            cache.lineBreaking = (self.proposal(breadth: size.breadth, like: proposal), kept.lines)
        }
        return size.size(options.axis)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let origin = Point(x: bounds.minX.isFinite ? bounds.minX : 0, y: bounds.minY.isFinite ? bounds.minY : 0)
        // An unbounded proposal is replaced by the bounds' breadth (the library's
        // effectiveProposal: `.frame(maxHeight:)` passes a nil proposal through).
        let effective =
            breadth(of: proposal).isFinite
            ? proposal : self.proposal(breadth: FlowExtent(bounds.size, options.axis).breadth, like: proposal)
        let result = resolve(effective, subviews, &cache)
        let walker = FlowWalker(subviews, options.axis)
        let start = FlowExtent(origin, options.axis)
        var target = start
        var clamped: [Int] = []
        for (lineNumber, line) in result.lines.enumerated() {
            target.depth += line.leadingSpace
            target.breadth = start.breadth
            for item in line.items {
                target.breadth += item.leadingSpace
                if !(target.breadth.isFinite && target.depth.isFinite) { clamped.append(item.index) }
                place(item, in: line, at: target, row: lineNumber, bounds: bounds, subviews, walker)
                target.breadth += item.size.breadth
            }
            target.depth += line.size.depth
        }
        // Every child must be placed once: the hidden ones at zero size, far below the bounds.
        for index in result.hidden {
            let parked = Point(x: origin.x, y: (bounds.maxY.isFinite ? bounds.maxY : 0) + 1_000_000)
            subviews.place(index, at: parked, proposal: ProposedSize(width: 0, height: 0), row: nil)
        }
        if !clamped.isEmpty { subviews.note(.nonFinitePositionPlacedAtZero(clamped)) }
        let hiddenContent = result.hidden.filter { $0 != cache.overflowIndex }
        if !hiddenContent.isEmpty, let maxLines = options.maxLines {
            subviews.note(.hiddenByLineLimit(hiddenContent.sorted(), maxLines: maxLines))
        }
        if let overflow = cache.overflowIndex { reportOverflow(overflow, result.hidden, subviews) }
    }

    /// What the library tells the overflow indicator: how many items it hid, not counting line
    /// breaks or the indicator itself. (SwiftUI then draws the indicator again with that count;
    /// the lab's `OverflowIndicator` does the same.)
    private func reportOverflow(_ overflow: Int, _ hidden: [Int], _ subviews: Subviews) {
        let count = hidden.filter { $0 != overflow && !subviews.items[$0].isLineBreak }.count
        let why: OverflowReport.Visibility =
            !hidden.contains(overflow)
            ? .shown : options.maxLines == nil ? .noLimit : count > 0 ? .noLineShown : .nothingHidden
        subviews.note(.overflowReported(OverflowReport(count: count, visibility: why)))
    }

    // MARK: The pipeline

    struct PlacedFlowItem {
        var index: Int
        var size: FlowExtent
        var leadingSpace: Double
        /// The item's own guide across the line (its top, middle or bottom).
        var depthGuide: Double
    }

    struct FlowLine {
        var items: [PlacedFlowItem]
        var size: FlowExtent
        var leadingSpace: Double
        /// The line's common guide (the deepest of its items' guides), onto which each item's
        /// own is aligned.
        var depthGuide: Double
    }

    func resolve(_ proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache) -> (
        lines: [FlowLine], hidden: [Int]
    ) {
        let walker = FlowWalker(subviews, options.axis)
        var wrapped = wrappedLines(proposal, subviews, &cache, walker)
        var hidden: [Int] = []
        let limit = options.maxLines.map { max(0, $0) }
        walker?.lineLimit(limit, lines: wrapped.count)
        if let limit, wrapped.count > limit {
            hidden = wrapped.dropFirst(limit).flatMap { $0.map(\.index) }
            wrapped = Array(wrapped.prefix(limit))
        }
        if let overflow = cache.overflowIndex {
            placeOrHideOverflowIndicator(overflow, &wrapped, &hidden, breadth(of: proposal), subviews, cache, walker)
        }
        var lines = wrapped.map { line(from: $0, subviews, cache) }
        distributeJustifiedSpace(&lines, proposal, subviews, walker)
        applyLineSpacing(&lines, subviews)
        alignLines(&lines, cache, walker)
        return (lines, hidden)
    }

    /// Measured, then broken into lines; kept for the proposal it was made for.
    private func wrappedLines(
        _ proposal: ProposedSize, _ subviews: Subviews, _ cache: inout Cache, _ walker: FlowWalker?
    ) -> [WrappedFlowLine] {
        if let kept = cache.lineBreaking, kept.key == proposal { return kept.lines }
        var items = subviews.indices.map { measured($0, proposal, subviews, cache) }
        // The overflow indicator takes no part in breaking: it is placed after (the last child,
        // so every other child keeps its index).
        if cache.overflowIndex != nil { items.removeLast() }
        let available = breadth(of: proposal)
        walker?.breaking(items, available: available, evenly: options.distributeItemsEvenly)
        let lines =
            options.distributeItemsEvenly
            ? KnuthPlassLineBreaker.wrapItemsToLines(items, in: available, walker: walker)
            : GreedyLineBreaker.wrapItemsToLines(items, in: available, walker: walker)
        cache.lineBreaking = (proposal, lines)
        return lines
    }

    /// The library's `LineCap`: the overflow indicator goes at the end of the last visible line,
    /// which gives up items from its end until the indicator fits; with nothing hidden (or no
    /// line shown) the indicator is hidden itself. With no line limit at all the library has
    /// no indicator; the lab hides it (and says so).
    private func placeOrHideOverflowIndicator(
        _ overflow: Int, _ lines: inout [WrappedFlowLine], _ hidden: inout [Int], _ available: Double,
        _ subviews: Subviews, _ cache: Cache, _ walker: FlowWalker?
    ) {
        guard options.maxLines != nil, !hidden.isEmpty, !lines.isEmpty else {
            hidden.append(overflow)
            return
        }
        let width = cache.ideal[overflow].breadth
        let spacing = spacing(before: overflow, subviews)
        var lastLine = lines[lines.count - 1]
        var used = lastLine.reduce(0) { $0 + $1.size + $1.leadingSpace }
        // A rounding error's worth of room, as the library allows.
        walker?.overflowFits(used, spacing, width, available, lastLine.last?.index)
        while used + width + spacing > available + 1e-9, let item = lastLine.popLast() {
            hidden.append(item.index)
            used -= item.size + item.leadingSpace
            walker?.overflowFits(used, spacing, width, available, lastLine.last?.index)
        }
        lastLine.append(WrappedFlowItem(index: overflow, size: width, leadingSpace: lastLine.isEmpty ? 0 : spacing))
        lines[lines.count - 1] = lastLine
    }

    /// A child as the breaker sees it: from its ideal breadth (or, when that is more than the
    /// proposal, what it answers the proposal) to its breadth when offered ∞.
    func measured(_ index: Int, _ proposal: ProposedSize, _ subviews: Subviews, _ cache: Cache) -> MeasuredFlowItem {
        let ideal = cache.ideal[index].breadth
        let minimum =
            ideal <= breadth(of: proposal)
            ? ideal : FlowExtent(subviews.sizeThatFits(index, proposal), options.axis).breadth
        let maximum = cache.maximum[index].breadth
        let item = subviews.items[index]
        return MeasuredFlowItem(
            size: min(minimum, maximum)...max(minimum, maximum), spacing: spacing(before: index, subviews),
            priority: item.priority, flexibility: item.flexibility, isLineBreak: item.isLineBreak,
            startsNewLine: item.startsNewLine)
    }

    /// The item spacing if set, else the two neighbours' own preferences; none before the first.
    func spacing(before index: Int, _ subviews: Subviews) -> Double {
        guard index > subviews.startIndex else { return 0 }
        if let fixed = options.itemSpacing { return fixed }
        return subviews.spacing(index - 1).distance(to: subviews.spacing(index), along: options.axis)
    }

    /// Each item sized for its breadth on the line and, across, for the line's natural depth
    /// when it can stretch that way (∞ otherwise, which gives a fixed item its own).
    private func line(from wrapped: WrappedFlowLine, _ subviews: Subviews, _ cache: Cache) -> FlowLine {
        let naturalDepth = wrapped.map { cache.ideal[$0.index].depth }.max() ?? 0
        let items = wrapped.map { item -> PlacedFlowItem in
            let canStretch = cache.maximum[item.index].depth.isInfinite && cache.ideal[item.index].depth.isFinite
            let asked = FlowExtent(breadth: item.size, depth: canStretch ? naturalDepth : .infinity)
            let size = FlowExtent(subviews.sizeThatFits(item.index, asked.proposal(options.axis)), options.axis)
            return PlacedFlowItem(
                index: item.index, size: size, leadingSpace: item.leadingSpace,
                depthGuide: options.itemAlignment.guide(in: size.depth))
        }
        // Deep enough for the deepest guide and the deepest part below a guide.
        let ascent = items.map(\.depthGuide).max() ?? 0
        let descent = items.map { $0.size.depth - $0.depthGuide }.max() ?? 0
        let breadth = items.reduce(0) { $0 + $1.size.breadth + $1.leadingSpace }
        return FlowLine(
            items: items, size: FlowExtent(breadth: breadth, depth: ascent + descent), leadingSpace: 0,
            depthGuide: ascent)
    }

    /// A justified line's leftover shared equally between its gaps (line breaks take none).
    private func distributeJustifiedSpace(
        _ lines: inout [FlowLine], _ proposal: ProposedSize, _ subviews: Subviews, _ walker: FlowWalker?
    ) {
        let available = breadth(of: proposal)
        guard options.justified, available.isFinite else { return }
        for number in lines.indices {
            let items = lines[number].items
            let visible = items.indices.filter { !subviews.items[items[$0].index].isLineBreak }
            guard visible.count > 1 else { continue }
            let used = items.reduce(0) { $0 + $1.size.breadth + $1.leadingSpace }
            let share = max(0, (available - used) / Double(visible.count - 1))
            walker?.justifiedShare(number, available, used, visible.count - 1, share)
            for position in visible.dropFirst() { lines[number].items[position].leadingSpace += share }
        }
    }

    /// The line spacing before every line but the first (and a line that is only a break); left
    /// unset, the lines' own preferences, merged over their items.
    private func applyLineSpacing(_ lines: inout [FlowLine], _ subviews: Subviews) {
        func isBreakLine(_ line: FlowLine) -> Bool {
            line.items.count == 1 && subviews.items[line.items[0].index].isLineBreak
        }
        if let fixed = options.lineSpacing {
            for number in lines.indices.dropFirst() where !isBreakLine(lines[number]) {
                lines[number].leadingSpace = fixed
            }
            return
        }
        let preferences = lines.map { line in
            line.items.reduce(ViewSpacing()) { $0.union(subviews.spacing($1.index)) }
        }
        for number in lines.indices.dropFirst() where !isBreakLine(lines[number]) {
            // As the library asks it: from this line to the one before, across.
            lines[number].leadingSpace = preferences[number].distance(
                to: preferences[number - 1], along: options.axis == .horizontal ? .vertical : .horizontal)
        }
    }

    /// Each line moved along the breadth by its share of the room the longest line leaves:
    /// none at the start, half in the middle, all at the end — read, as the library does, off
    /// the first item with an ideal breadth.
    private func alignLines(_ lines: inout [FlowLine], _ cache: Cache, _ walker: FlowWalker?) {
        let breadths = lines.map { $0.items.reduce(0) { $0 + $1.leadingSpace + $1.size.breadth } }
        let longest = breadths.max() ?? 0
        for number in lines.indices where !lines[number].items.isEmpty {
            guard let first = lines[number].items.first(where: { cache.ideal[$0.index].breadth > 0 }) else { continue }
            let ideal = cache.ideal[first.index].breadth
            let fraction = options.lineAlignment.guide(in: ideal) / ideal
            let shift = fraction * (longest - breadths[number])
            walker?.lineShift(number, fraction, longest, breadths[number], shift)
            if shift.isFinite { lines[number].items[0].leadingSpace += shift }
        }
    }

    /// Puts an item's guide on its line's and places it, sized for its breadth and the line's
    /// depth; right-to-left, at the mirrored point by its top-trailing corner.
    private func place(
        _ item: PlacedFlowItem, in line: FlowLine, at target: FlowExtent, row: Int, bounds: Rect, _ subviews: Subviews,
        _ walker: FlowWalker?
    ) {
        var position = target
        let offset = line.depthGuide - item.depthGuide
        if offset.isFinite { position.depth += offset }
        let proposal = FlowExtent(breadth: item.size.breadth, depth: line.size.depth).proposal(options.axis)
        var point = position.point(options.axis)
        point = Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
        if options.layoutDirection == .rightToLeft {
            // The lab's model of SwiftUI's flip (SwiftUI-Flow itself places left to right only).
            let mirrored = bounds.minX + bounds.maxX - point.x
            walker?.placeMirrored(item.index, row, point, item.size.size(options.axis), bounds)
            subviews.place(
                item.index, at: Point(x: mirrored.isFinite ? mirrored : 0, y: point.y), anchor: .topTrailing,
                proposal: proposal, row: row)
        } else {
            walker?.place(item.index, row, point, item.size.size(options.axis))
            subviews.place(item.index, at: point, proposal: proposal, row: row)
        }
    }

    // MARK: Axes

    func breadth(of proposal: ProposedSize) -> Double {
        (options.axis == .horizontal ? proposal.width : proposal.height) ?? .infinity
    }

    /// A proposal of `breadth` along the lines, and `like`'s own across them.
    func proposal(breadth: Double, like other: ProposedSize) -> ProposedSize {
        options.axis == .horizontal
            ? ProposedSize(width: breadth, height: other.height) : ProposedSize(width: other.width, height: breadth)
    }
}

/// A size or a point in a flow's own terms: breadth along a line, depth across the lines.
struct FlowExtent: Equatable, Sendable {
    var breadth: Double
    var depth: Double

    static let zero = FlowExtent(breadth: 0, depth: 0)

    init(breadth: Double, depth: Double) {
        self.breadth = breadth
        self.depth = depth
    }

    init(_ size: Size, _ axis: Axis) {
        self =
            axis == .horizontal
            ? FlowExtent(breadth: size.width, depth: size.height) : FlowExtent(breadth: size.height, depth: size.width)
    }

    init(_ point: Point, _ axis: Axis) {
        self =
            axis == .horizontal
            ? FlowExtent(breadth: point.x, depth: point.y) : FlowExtent(breadth: point.y, depth: point.x)
    }

    func size(_ axis: Axis) -> Size {
        axis == .horizontal ? Size(width: breadth, height: depth) : Size(width: depth, height: breadth)
    }

    func point(_ axis: Axis) -> Point {
        axis == .horizontal ? Point(x: breadth, y: depth) : Point(x: depth, y: breadth)
    }

    func proposal(_ axis: Axis) -> ProposedSize {
        axis == .horizontal
            ? ProposedSize(width: breadth, height: depth) : ProposedSize(width: depth, height: breadth)
    }
}
