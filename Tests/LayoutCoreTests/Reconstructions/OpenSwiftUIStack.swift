/// OpenSwiftUI's `StackLayout` (`Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift`), its
/// `Spacer` (`Layout/Separator/Spacer.swift`) and its `Spacing` resolution
/// (`Layout/Geometry/Spacing.swift`), all at 069dd80, written down again for the tests alone, in
/// the reconstruction's own terms: spacing keys with categories (a plain view's `Spacing()` holds
/// the four edge-of-text categories, a spacer's its nil-category zeros), the count that decides
/// which side of a pair is asked, the fitting order by insertion sort. Nothing here shares code
/// with the engine's `StackLayout` or `ViewSpacing`: the engine must agree with it on any stack.
enum OpenSwiftUI {
    enum Axis { case horizontal, vertical }

    enum AbsoluteEdge: Hashable { case top, left, bottom, right }

    enum Category: Hashable { case edgeBelowText, edgeAboveText, edgeRightText, edgeLeftText }

    struct Key: Hashable {
        var category: Category?
        var edge: AbsoluteEdge
    }

    struct Spacing {
        var minima: [Key: Double]

        /// `Spacing()`: what a view with no spacing of its own carries.
        static let plainView = Spacing(minima: [
            Key(category: .edgeBelowText, edge: .top): 0, Key(category: .edgeAboveText, edge: .bottom): 0,
            Key(category: .edgeRightText, edge: .left): 0, Key(category: .edgeLeftText, edge: .right): 0,
        ])
        static let zero = Spacing(minima: [
            Key(category: nil, edge: .left): 0, Key(category: nil, edge: .right): 0,
            Key(category: nil, edge: .top): 0, Key(category: nil, edge: .bottom): 0,
        ])
        static let horizontalZero = Spacing(minima: [
            Key(category: nil, edge: .left): 0, Key(category: nil, edge: .right): 0,
        ])
        static let verticalZero = Spacing(minima: [
            Key(category: nil, edge: .top): 0, Key(category: nil, edge: .bottom): 0,
        ])

        /// `distanceToSuccessorView(along:layoutDirection:preferring:)`, left to right.
        func distanceToSuccessorView(along axis: Axis, preferring next: Spacing) -> Double? {
            let trailing: AbsoluteEdge = axis == .horizontal ? .right : .bottom
            let leading: AbsoluteEdge = axis == .horizontal ? .left : .top
            if minima.count >= next.minima.count {
                return next.distance(from: leading, to: trailing, ofViewPreferring: self)
            }
            return distance(from: trailing, to: leading, ofViewPreferring: next)
        }

        private func distance(from: AbsoluteEdge, to: AbsoluteEdge, ofViewPreferring next: Spacing) -> Double? {
            var found = false
            var largest = -Double.infinity
            for (key, value) in minima {
                guard let category = key.category, key.edge == from else { continue }
                guard let nextValue = next.minima[Key(category: category, edge: to)] else { continue }
                found = true
                largest = max(largest, value + nextValue)
            }
            if found { return largest }
            let fromValue = minima[Key(category: nil, edge: from)]
            let toValue = next.minima[Key(category: nil, edge: to)]
            guard fromValue != nil || toValue != nil else { return nil }
            return max(fromValue ?? -.infinity, toValue ?? -.infinity)
        }
    }

    /// One child: how it answers a proposal (width, height), its spacing and its priority.
    struct View {
        var sizeThatFits: (Double?, Double?) -> (width: Double, height: Double)
        var spacing: Spacing
        var layoutPriority: Double

        /// A view of one size whatever it is offered (`Color.red.frame(width:height:)`).
        static func fixed(_ width: Double, _ height: Double, priority: Double = 0) -> View {
            View(sizeThatFits: { _, _ in (width, height) }, spacing: .plainView, layoutPriority: priority)
        }

        /// A flexible frame: the proposal kept between minimum and maximum, the ideal for none.
        static func flexible(_ width: [Double], _ height: [Double], priority: Double = 0) -> View {
            func length(_ proposed: Double?, _ range: [Double]) -> Double {
                guard let proposed else { return range[1] }
                return min(max(proposed, range[0]), range[2])
            }
            return View(
                sizeThatFits: { w, h in (length(w, width), length(h, height)) }, spacing: .plainView,
                layoutPriority: priority)
        }

        /// `SpacerLayoutComputer.Engine` for `Spacer(minLength:)` in a stack along `orientation`;
        /// `priority` stands for a `.layoutPriority(_:)` written on it.
        static func spacer(minLength: Double, orientation: Axis?, priority: Double? = nil) -> View {
            View(
                sizeThatFits: { w, h in
                    switch orientation {
                    case .horizontal: (max(w ?? -.infinity, minLength), 0)
                    case .vertical: (0, max(h ?? -.infinity, minLength))
                    case nil: (max(w ?? -.infinity, minLength), max(h ?? -.infinity, minLength))
                    }
                },
                spacing: orientation == nil ? .zero : orientation == .horizontal ? .horizontalZero : .verticalZero,
                layoutPriority: priority ?? -.infinity)
        }
    }

    struct Stack {
        var majorAxis: Axis
        /// Where a child's alignment guide sits across it, as a fraction of its length across.
        var minorAlignment: Double
        var uniformSpacing: Double?
        /// `defaultSpacingValue` along the major axis: the platform's (OpenSwiftUI's glue: 8).
        var defaultSpacing: Double

        private struct Child {
            var layoutPriority: Double
            var min: Double?
            var max: Double?
            var distanceToPrevious: Double
            var fittingOrder: Int
            var origin = (x: 0.0, y: 0.0)
            var size = (width: 0.0, height: 0.0)
        }

        private func major(_ size: (width: Double, height: Double)) -> Double {
            majorAxis == .horizontal ? size.width : size.height
        }

        private func minor(_ size: (width: Double, height: Double)) -> Double {
            majorAxis == .horizontal ? size.height : size.width
        }

        private func ask(_ view: View, major: Double?, minor: Double?) -> (width: Double, height: Double) {
            majorAxis == .horizontal ? view.sizeThatFits(major, minor) : view.sizeThatFits(minor, major)
        }

        /// `sizeThatFits`, then `commitPlacements` at the origin with `proposalWhenPlacing` (an
        /// unspecified length across becomes the size answered): the size and each child's frame
        /// as (x, y, width, height).
        func layout(_ views: [View], proposal: (width: Double?, height: Double?)) -> (
            size: (width: Double, height: Double), frames: [[Double]]
        ) {
            let (size, sized) = placeChildren(views, proposal: proposal)
            // Typed apart: in one ternary of two tuple types, `??` took Double? for its T, and
            // `nil ?? size.width` was nil.
            let across: Double =
                majorAxis == .horizontal ? (proposal.height ?? size.height) : (proposal.width ?? size.width)
            let placing: (width: Double?, height: Double?) =
                majorAxis == .horizontal ? (proposal.width, across) : (across, proposal.height)
            let frames = placing == proposal ? sized : placeChildren(views, proposal: placing).frames
            return (size, frames)
        }

        /// `placeChildren`: the stack's size and the children's frames for one proposal.
        private func placeChildren(_ views: [View], proposal: (width: Double?, height: Double?)) -> (
            size: (width: Double, height: Double), frames: [[Double]]
        ) {
            // makeChildren
            var children: [Child] = []
            var internalSpacing = 0.0
            for (index, view) in views.enumerated() {
                var distance = 0.0
                if index > 0 {
                    distance =
                        uniformSpacing
                        ?? views[index - 1].spacing.distanceToSuccessorView(
                            along: majorAxis, preferring: view.spacing) ?? defaultSpacing
                    internalSpacing += distance
                }
                children.append(
                    Child(
                        layoutPriority: view.layoutPriority, min: nil, max: nil, distanceToPrevious: distance,
                        fittingOrder: index))
            }
            guard !children.isEmpty else { return ((0, 0), []) }
            let majorProposal = majorAxis == .horizontal ? proposal.width : proposal.height
            let minorProposal = majorAxis == .horizontal ? proposal.height : proposal.width
            if let majorProposal {
                // prioritize
                func minLength(_ i: Int) -> Double {
                    if let known = children[i].min { return known }
                    let length = major(ask(views[i], major: 0, minor: minorProposal))
                    children[i].min = length
                    return length
                }
                func maxLength(_ i: Int) -> Double {
                    if let known = children[i].max { return known }
                    let length = major(ask(views[i], major: .infinity, minor: minorProposal))
                    children[i].max = length
                    return length
                }
                func areInDecreasingFittingPriority(_ i0: Int, _ i1: Int) -> Bool {
                    let p0 = children[i0].layoutPriority
                    let p1 = children[i1].layoutPriority
                    guard p0 == p1 else { return p0 > p1 }
                    let (min0, max0, min1, max1) = (minLength(i0), maxLength(i0), minLength(i1), maxLength(i1))
                    // _LayoutTraits.FlexibilityEstimate's <
                    let d0 = max0 - min0
                    let d1 = max1 - min1
                    let e0 = d0 == .infinity ? -min0 : 0
                    let e1 = d1 == .infinity ? -min1 : 0
                    return d0 == d1 ? e0 < e1 : d0 < d1
                }
                var order = children.map(\.fittingOrder)
                for current in 1..<max(order.count, 1) {
                    let element = order[current]
                    var slot = current
                    while slot > 0, areInDecreasingFittingPriority(element, order[slot - 1]) {
                        order[slot] = order[slot - 1]
                        slot -= 1
                    }
                    order[slot] = element
                }
                for index in children.indices { children[index].fittingOrder = order[index] }
                let firstPriority = children[order[0]].layoutPriority
                for index in children.indices.reversed() {
                    let child = order[index]
                    guard children[child].layoutPriority != firstPriority else { break }
                    if children[child].min == nil { _ = minLength(child) }
                }
                // sizeChildrenGenerallyWithConcreteMajorProposal
                var available = majorProposal - internalSpacing
                var index = 0
                let count = children.count
                while index != count {
                    let priority = children[order[index]].layoutPriority
                    let target = ((index + 1)..<count).first { children[order[$0]].layoutPriority != priority } ?? count
                    if order[index] == order[0] {
                        available -= (target..<count).reduce(0) { $0 + children[order[$1]].min! }
                    } else {
                        available += (index..<target).reduce(0) { $0 + children[order[$1]].min! }
                    }
                    var remaining = target - index
                    while true {
                        let child = order[index]
                        let share = Swift.max(available / Double(remaining), 0)
                        let size = ask(views[child], major: share, minor: minorProposal)
                        children[child].size = size
                        let across = -(minorAlignment * minor(size))
                        children[child].origin = majorAxis == .horizontal ? (0, across) : (across, 0)
                        let left = available - major(size)
                        available = left.isNaN ? available : left
                        remaining -= 1
                        if remaining == 0 { break }
                        index += 1
                    }
                    index = target
                }
            } else {
                // sizeChildrenIdeally
                for index in children.indices {
                    let size = ask(views[index], major: nil, minor: minorProposal)
                    children[index].size = size
                    let across = -(minorAlignment * minor(size))
                    children[index].origin = majorAxis == .horizontal ? (0, across) : (across, 0)
                }
            }
            // placeChildren1
            var lower = 0.0
            var upper = 0.0
            for child in children {
                let start = majorAxis == .horizontal ? child.origin.y : child.origin.x
                lower = Swift.min(lower, start)
                upper = Swift.max(upper, start + minor(child.size))
            }
            var majorValue = 0.0
            var frames: [[Double]] = []
            for child in children {
                let along = majorValue + child.distanceToPrevious
                let across = (majorAxis == .horizontal ? child.origin.y : child.origin.x) - lower
                majorValue = along + major(child.size)
                frames.append(
                    majorAxis == .horizontal
                        ? [along, across, child.size.width, child.size.height]
                        : [across, along, child.size.width, child.size.height])
            }
            let size = majorAxis == .horizontal ? (majorValue, upper - lower) : (upper - lower, majorValue)
            return (size, frames)
        }
    }
}
