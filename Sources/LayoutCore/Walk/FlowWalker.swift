/// The probes of `hflow` and `vflow`. Each is a one-line call in the engine (`walker?.…`), so
/// that the listing `source` shows — the engine's own files — can leave those lines out and
/// still be the code that runs; what a step shows is gathered here, only when a run is walked.
/// Every step names the statement of the listing it stands for (its function and text).
struct FlowWalker {
    let recorder: WalkRecorder
    let axis: Axis

    /// A walker when the run is walked, nil otherwise (then no probe builds anything).
    init?(_ subviews: Subviews, _ axis: Axis) {
        guard let recorder = subviews.record.walker else { return nil }
        self.recorder = recorder
        self.axis = axis
    }

    /// The walk has all the steps it keeps, or its work was stopped: the engine finds the rest
    /// of the lines from running totals, which no step would show.
    var isCut: Bool { !recorder.keepsMore() || LayoutWork.current?.isStopped == true }

    private var breadthName: String { axis == .horizontal ? "width" : "height" }

    private func number(_ value: Double) -> String { WalkText.number(value) }

    // MARK: Breaking into lines

    /// `wrappedLines`: what the breaker is given.
    func breaking(_ items: [MeasuredFlowItem], available: Double, evenly: Bool) {
        guard recorder.keepsMore() else { return }
        let breadths = items.prefix(8).map { item in
            item.size.lowerBound == item.size.upperBound
                ? number(item.size.lowerBound) : "\(number(item.size.lowerBound))…\(number(item.size.upperBound))"
        }
        recorder.add(
            WalkStep(
                function: "wrappedLines(", code: "let lines =",
                says: evenly
                    ? "every break chosen at once, by the balancing programme (distributeItemsEvenly)"
                    : "the items broken into lines greedily, one after another",
                variables: [
                    WalkVariable("available", available), WalkVariable("items.count", items.count),
                    WalkVariable("breadths", breadths.joined(separator: ", ") + (items.count > 8 ? ", …" : "")),
                ]))
    }

    /// The greedy breaker tries item `index` on the line it is filling.
    func greedyTry(_ current: [(offset: Int, element: MeasuredFlowItem)], _ sizer: LineSizer, lines: Int) {
        guard recorder.keepsMore() else { return }
        guard let last = current.last else { return }
        let fits = sizer.sizes(of: current) != nil
        var line = current
        // As the sizer reads a line: after a leading break, the next item has no spacing before it.
        if line.count > 1, line[0].element.isLineBreak { line[1].element.spacing = 0 }
        let before = line.dropLast()
        let used =
            before.reduce(0) { $0 + $1.element.size.lowerBound }
            + before.dropFirst().reduce(0) { $0 + $1.element.spacing }
        let spacing = before.isEmpty ? 0 : line[line.count - 1].element.spacing
        let size = last.element.size.lowerBound
        let sum = "\(number(used)) + \(number(spacing)) + \(number(size)) > \(number(sizer.availableSpace))"
        let decision: String
        if before.isEmpty {
            decision = "the line is empty → item \(last.offset) starts it"
        } else if last.element.isLineBreak {
            decision = "a line break begins a line of its own → true: a new line"
        } else if last.element.startsNewLine {
            decision = "item \(last.offset) starts a new line (startInNewLine) → true: a new line"
        } else if !fits, used + spacing + size > sizer.availableSpace {
            decision = "\(sum) → true: a new line"
        } else if !fits {
            decision = "a .maximum item cannot grow to its maximum on this line → true: a new line"
        } else {
            decision = "\(sum) → false: it fits"
        }
        recorder.add(
            WalkStep(
                function: "lineByLine(", code: "if sizer.sizes(of: current) == nil {",
                says: "item \(last.offset) tried on line \(lines): does the line still fit?",
                variables: [
                    WalkVariable("item", last.offset), WalkVariable("availableSpace", sizer.availableSpace),
                    WalkVariable("current", current.map { String($0.offset) }.joined(separator: ", ")),
                    WalkVariable("lines.count", lines),
                ],
                decision: decision, item: last.offset, condition: !fits))
    }

    // MARK: The balancing programme

    /// The table so far, around `end`: `costs[k]` the least cost of the first k items and
    /// `breaks[k]` where its last line starts, as the programme fills them in (– for none yet).
    private func table(_ solver: KnuthPlassSolver, around end: Int) -> [WalkVariable] {
        let low = max(0, end - 5)
        let high = min(solver.costs.count - 1, low + 7)
        func row(_ values: [String]) -> String {
            (low > 0 ? "[…, " : "[") + values.joined(separator: ", ") + (high < solver.costs.count - 1 ? ", …]" : "]")
        }
        return [
            WalkVariable(low > 0 ? "costs[\(low)…]" : "costs", row((low...high).map { number(solver.costs[$0]) })),
            WalkVariable(
                low > 0 ? "breaks[\(low)…]" : "breaks",
                row((low...high).map { solver.breaks[$0].map(String.init) ?? "–" })),
        ]
    }

    /// Items `range` cannot share a line: no candidate, and perhaps the end of the search.
    func noLine(_ range: Range<Int>, _ solver: KnuthPlassSolver) {
        guard recorder.keepsMore() else { return }
        let items = range.map { solver.items[$0] }
        let minimum =
            items.reduce(0) { $0 + $1.size.lowerBound } + items.dropFirst().reduce(0) { $0 + $1.spacing }
        let stops = range.count > 1 && solver.mayStopAtFirstOverflow
        let why =
            minimum > solver.availableSpace
            ? "\(number(minimum)) > \(number(solver.availableSpace))" : "a break or a new-line item is inside it"
        recorder.add(
            WalkStep(
                function: "chooseBestBreak(", code: "guard let candidateCost = candidateCost(for: range) else {",
                says: "items \(range.lowerBound)..<\(range.upperBound) cannot share a line"
                    + (stops ? "; an earlier start only adds to it, so the search for this end stops" : ""),
                variables: [
                    WalkVariable("end", range.upperBound), WalkVariable("start", range.lowerBound),
                    WalkVariable("minimum", minimum),
                ] + table(solver, around: range.upperBound),
                decision: "\(why) → no line", item: range.lowerBound, condition: false))
    }

    /// A candidate last line for `range.upperBound` priced and compared with the best so far.
    func candidate(_ range: Range<Int>, cost: Double, _ solver: KnuthPlassSolver) {
        guard recorder.keepsMore() else { return }
        let end = range.upperBound
        let best = solver.costs[end]
        let before = solver.costs[range.lowerBound]
        let bias = Double(solver.items.count - range.lowerBound) * 5
        let rest = cost - before - bias
        let better = cost < best
        let line = solver.sizedLine(range)
        let leftover = line?.remainingSpace
        let parts =
            leftover.map { "costs[\(range.lowerBound)] \(number(before)) + \(number($0))² + bias \(number(bias))" }
            ?? "costs[\(range.lowerBound)] \(number(before)) + overflow² \(number(rest)) + bias \(number(bias))"
        let stretch = leftover.map { rest - $0 * $0 } ?? 0
        let stretched = abs(stretch) > 1e-9 ? " + stretch \(number(stretch))" : ""
        recorder.add(
            WalkStep(
                function: "chooseBestBreak(", code: "if candidateCost < costs[end] {",
                says: "a last line of items \(range.lowerBound)..<\(end) priced: what comes before it, its empty "
                    + "\(breadthName) squared, and the bias (5 per item from its first to the very last: fewer rows, and fuller early ones, cost less)",
                variables: [
                    WalkVariable("end", end), WalkVariable("start", range.lowerBound),
                    WalkVariable("leftover", leftover.map(number) ?? "–"), WalkVariable("candidateCost", cost),
                ] + table(solver, around: end),
                decision: "\(parts)\(stretched) = \(number(cost)) < \(number(best)) → \(better)"
                    + (better ? ": the best last line for \(end) so far" : ""),
                item: range.lowerBound, condition: better))
    }

    /// Following the chosen starts back from the end: one line found.
    func chosen(start: Int, end: Int, _ solver: KnuthPlassSolver) {
        guard recorder.keepsMore() else { return }
        recorder.add(
            WalkStep(
                function: "rebuildLines(", code: "while let start = breaks[end] {",
                says: "back from the end: the best layout of the first \(end) items ends with items \(start)..<\(end)",
                variables: [WalkVariable("end", end), WalkVariable("start", start)] + table(solver, around: end),
                decision: "breaks[\(end)] = \(start) → a line of items \(start)..<\(end)", item: start,
                condition: true))
    }

    // MARK: After breaking

    /// The line limit: lines past it hidden.
    func lineLimit(_ limit: Int?, lines: Int) {
        guard recorder.keepsMore() else { return }
        guard let limit else { return }
        let hides = lines > limit
        recorder.add(
            WalkStep(
                function: "resolve(", code: "if let limit, wrapped.count > limit {",
                says: hides ? "more lines than the limit: the rest are hidden" : "no more lines than the limit",
                variables: [WalkVariable("limit", limit), WalkVariable("wrapped.count", lines)],
                decision: "\(lines) > \(limit) → \(hides)", condition: hides))
    }

    /// Does the overflow indicator fit at the end of the last line shown, or must its last item go?
    func overflowFits(_ used: Double, _ spacing: Double, _ width: Double, _ available: Double, _ last: Int?) {
        guard recorder.keepsMore() else { return }
        let tooWide = used + width + spacing > available + 1e-9
        let gives = tooWide && last != nil
        recorder.add(
            WalkStep(
                function: "placeOrHideOverflowIndicator(",
                code: "while used + width + spacing > available + 1e-9, let item = lastLine.popLast() {",
                says: gives
                    ? "the overflow indicator does not fit after the last line's items: the last one leaves the line"
                    : "the overflow indicator goes at the end of the last line shown",
                variables: [
                    WalkVariable("used", used), WalkVariable("spacing", spacing), WalkVariable("width", width),
                    WalkVariable("available", available),
                ],
                decision: "\(number(used)) + \(number(width)) + \(number(spacing)) > \(number(available)) → \(tooWide)"
                    + (gives ? ": item \(last ?? 0) is hidden too" : ""),
                item: gives ? last : nil, condition: gives))
    }

    /// A justified line's leftover shared between its gaps.
    func justifiedShare(_ line: Int, _ available: Double, _ used: Double, _ gaps: Int, _ share: Double) {
        guard recorder.keepsMore() else { return }
        recorder.add(
            WalkStep(
                function: "distributeJustifiedSpace(", code: "let share = max(0, (available - used) / Double(",
                says:
                    "line \(line)'s leftover \(gaps == 1 ? "all given to its one gap" : "shared equally among its \(gaps) gaps")",
                variables: [
                    WalkVariable("line", line), WalkVariable("available", available), WalkVariable("used", used),
                    WalkVariable("gaps", gaps), WalkVariable("share", share),
                ],
                decision:
                    "(\(number(available)) − \(number(used))) / \(gaps) = \(number((available - used) / Double(gaps)))")
        )
    }

    /// A line moved along the breadth by its alignment.
    func lineShift(_ line: Int, _ fraction: Double, _ longest: Double, _ breadth: Double, _ shift: Double) {
        guard recorder.keepsMore() else { return }
        recorder.add(
            WalkStep(
                function: "alignLines(", code: "let shift = fraction * (longest - breadths[number])",
                says: "line \(line) moves by its alignment's share of the room the longest line leaves",
                variables: [
                    WalkVariable("line", line), WalkVariable("fraction", fraction), WalkVariable("longest", longest),
                    WalkVariable("breadth", breadth), WalkVariable("shift", shift),
                ],
                decision: "\(number(fraction)) × (\(number(longest)) − \(number(breadth))) = \(number(shift))"))
    }

    /// One item placed at its point.
    func place(_ index: Int, _ line: Int, _ point: Point, _ size: Size) {
        guard recorder.keepsMore() else { return }
        recorder.add(
            WalkStep(
                function: "place(", code: "subviews.place(",
                says: "item \(index) of line \(line) placed at (\(number(point.x)), \(number(point.y)))",
                variables: [
                    WalkVariable("index", index), WalkVariable("line", line), WalkVariable("x", point.x),
                    WalkVariable("y", point.y), WalkVariable("size", size),
                ],
                item: index, spot: Rect(origin: point, size: size), occurrence: 1))
    }

    /// One item placed right to left: its top-trailing corner at the mirror image of its point.
    func placeMirrored(_ index: Int, _ line: Int, _ point: Point, _ size: Size, _ bounds: Rect) {
        guard recorder.keepsMore() else { return }
        let mirrored = bounds.minX + bounds.maxX - point.x
        recorder.add(
            WalkStep(
                function: "place(", code: "let mirrored = bounds.minX + bounds.maxX - point.x",
                says: "item \(index) of line \(line): its top-trailing corner goes to the mirror image of x, "
                    + "\(number(mirrored)) (right to left)",
                variables: [
                    WalkVariable("index", index), WalkVariable("line", line), WalkVariable("x", point.x),
                    WalkVariable("y", point.y), WalkVariable("size", size), WalkVariable("bounds.minX", bounds.minX),
                    WalkVariable("bounds.maxX", bounds.maxX),
                ],
                decision: "\(number(bounds.minX)) + \(number(bounds.maxX)) − \(number(point.x)) = \(number(mirrored))",
                item: index, spot: Rect(origin: Point(x: mirrored - size.width, y: point.y), size: size)))
    }
}
