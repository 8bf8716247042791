/// The stack's probes (`subviews.walk`), called only when a run is walked: each names a
/// statement of the hstack exercise's reference solution (`Exercises/hstack/Solution.swift`,
/// the listing `source` shows under `layout hstack`), with the variables of that moment.
extension StackLayout {
    /// The listing's functions the statements are in.
    enum Listed {
        static let prioritize = "prioritize("
        static let share = "sizeChildrenGenerallyWithConcreteMajorProposal("
        static let place = "placeChildren("
        static let placeSubviews = "placeSubviews("
    }

    func size(_ size: Size) -> String {
        "\(WalkText.number(size.width))×\(WalkText.number(size.height))"
    }

    /// The fitting order as the learner reads it: items by index, in turn.
    func order(_ cache: Cache) -> String {
        "[" + cache.fittingOrder.map(String.init).joined(separator: ", ") + "]"
    }

    @inline(never)
    func walkLength(_ subviews: Subviews, _ child: Int, offered: Double, answer: Double, _ cache: Cache) {
        let code =
            offered == 0
            ? "let length = subviews[child].sizeThatFits(ProposedViewSize(width: 0, height: proposal.height)).width"
            : "let length = subviews[child].sizeThatFits(ProposedViewSize(width: .infinity, height: proposal.height)).width"
        subviews.walk(
            WalkStep(
                function: Listed.prioritize, code: code,
                says:
                    "item \(child) is asked its width when offered \(WalkText.number(offered)): \(WalkText.number(answer))"
                    + (offered == 0 ? " (its minimum)" : " (as wide as it grows)"),
                variables: [
                    WalkVariable("child", child), WalkVariable("length", answer),
                    WalkVariable("priority", cache.layoutPriority[child]),
                ], item: child))
    }

    @inline(never)
    func walkOrdered(_ subviews: Subviews, _ cache: Cache) {
        subviews.walk(
            WalkStep(
                function: Listed.prioritize, code: "cache.fittingOrder[insertion] = element",
                says: "the fitting order: \(order(cache)) — higher priority first, then the less flexible",
                variables: [WalkVariable("fittingOrder", order(cache))]))
    }

    @inline(never)
    func walkGroup(
        _ subviews: Subviews, _ index: Int, _ targetIndex: Int, kept: Double, first: Bool, available: Double,
        _ cache: Cache
    ) {
        let priority = WalkText.number(cache.layoutPriority[cache.fittingOrder[index]])
        let members = cache.fittingOrder[index..<targetIndex].map(String.init).joined(separator: ", ")
        subviews.walk(
            WalkStep(
                function: Listed.share,
                code: first ? "availableSpace -= (targetIndex..<count)" : "availableSpace += (index..<targetIndex)",
                says: "priority \(priority): items \(members) share what is left; "
                    + (first
                        ? "the later groups' minimums, \(WalkText.number(kept)), are kept back"
                        : "their own minimums, \(WalkText.number(kept)), come back"),
                variables: [
                    WalkVariable("index", index), WalkVariable("targetIndex", targetIndex),
                    WalkVariable("availableSpace", available), WalkVariable("fittingOrder", order(cache)),
                ]))
    }

    @inline(never)
    func walkOffer(
        _ subviews: Subviews, _ child: Int, share: Double, remaining: Int, available: Double, answer: Size
    ) {
        subviews.walk(
            WalkStep(
                function: Listed.share,
                code: "let evenSplitAvailableSpace = max(availableSpace / CGFloat(remainingCount), 0)",
                says:
                    "item \(child) is offered an even share: max(\(WalkText.number(available)) / \(remaining), 0) = \(WalkText.number(share)); it takes \(size(answer))",
                variables: [
                    WalkVariable("child", child), WalkVariable("availableSpace", available),
                    WalkVariable("remainingCount", remaining), WalkVariable("evenSplitAvailableSpace", share),
                ], item: child))
    }

    @inline(never)
    func walkIdeal(_ subviews: Subviews, _ index: Int, _ answer: Size) {
        subviews.walk(
            WalkStep(
                function: Listed.place, code: "size(index, ProposedViewSize(width: nil, height: proposal.height)",
                says: "no width proposed: item \(index) is asked its ideal, \(size(answer))",
                variables: [WalkVariable("index", index)], item: index))
    }

    @inline(never)
    func walkStackSize(_ subviews: Subviews, _ cache: Cache) {
        subviews.walk(
            WalkStep(
                function: Listed.place, code: "cache.stackSize = CGSize(width: x, height: bottom - top)",
                says: "the stack is \(size(cache.stackSize)): the children and their spacing along, their span across",
                variables: [
                    WalkVariable("x", cache.stackSize.width), WalkVariable("internalSpacing", cache.internalSpacing),
                ]))
    }

    @inline(never)
    func walkPlace(_ subviews: Subviews, _ index: Int, _ frame: Rect) {
        subviews.walk(
            WalkStep(
                function: Listed.placeSubviews, code: "subviews[index].place(",
                says:
                    "item \(index) goes at (\(WalkText.number(frame.minX)), \(WalkText.number(frame.minY))), \(size(frame.size))",
                variables: [WalkVariable("index", index), WalkVariable("majorOrigin", frame.minX)], item: index,
                spot: frame))
    }
}
