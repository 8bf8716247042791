import LayoutCore

/// Just enough of SwiftUI's and CoreGraphics' names for the articles' code to be written down
/// as the articles write it. The children behind each `LayoutSubview` are the lab's items
/// (their sizes are the lab's model of text, spacers and so on); everything a layout does with
/// them is the article's. Nothing here shares code with the engine's layouts.
enum Shim {
    typealias CGFloat = Double

    struct CGSize: Equatable {
        var width: CGFloat
        var height: CGFloat
        static let zero = CGSize(width: 0, height: 0)
    }

    struct CGPoint: Equatable {
        var x: CGFloat
        var y: CGFloat
    }

    struct CGRect: Equatable {
        var origin: CGPoint
        var size: CGSize
        var minX: CGFloat { origin.x }
        var minY: CGFloat { origin.y }
        var width: CGFloat { size.width }
        var height: CGFloat { size.height }
    }

    struct ProposedViewSize: Equatable {
        var width: CGFloat?
        var height: CGFloat?
        static let zero = ProposedViewSize(width: 0, height: 0)
        static let unspecified = ProposedViewSize(width: nil, height: nil)
        init(width: CGFloat?, height: CGFloat?) {
            self.width = width
            self.height = height
        }
        init(_ size: CGSize) {
            self.init(width: size.width, height: size.height)
        }
        func replacingUnspecifiedDimensions(by size: CGSize) -> CGSize {
            CGSize(width: width ?? size.width, height: height ?? size.height)
        }
    }

    struct UnitPoint: Equatable {
        var x: CGFloat
        var y: CGFloat
        static let topLeading = UnitPoint(x: 0, y: 0)
        static let top = UnitPoint(x: 0.5, y: 0)
        static let topTrailing = UnitPoint(x: 1, y: 0)
        static let leading = UnitPoint(x: 0, y: 0.5)
        static let center = UnitPoint(x: 0.5, y: 0.5)
        static let trailing = UnitPoint(x: 1, y: 0.5)
        static let bottomLeading = UnitPoint(x: 0, y: 1)
        static let bottom = UnitPoint(x: 0.5, y: 1)
        static let bottomTrailing = UnitPoint(x: 1, y: 1)
    }

    enum Axis { case horizontal, vertical }

    /// `Layout.layoutProperties`: which way a spacer among the subviews grows.
    struct LayoutProperties {
        var stackOrientation: Axis?
    }

    /// The lab's model of `distance(to:along:)` (OpenSwiftUI's `Spacing`, without text): the
    /// greater of the two facing edges' stated values, or, when neither states one, the
    /// default, one column across and no line down.
    struct ViewSpacing {
        var leading, trailing, top, bottom: CGFloat?
        func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
            let pair = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
            if pair.0 == nil && pair.1 == nil { return axis == .horizontal ? 1 : 0 }
            return max(pair.0 ?? -.infinity, pair.1 ?? -.infinity)
        }
    }

    /// Article 001's key.
    struct UnitPointKey {
        static let defaultValue = UnitPoint.center
    }

    /// Where each subview was placed; shared by the proxies of one run.
    final class Placements {
        var frames: [Int: CGRect] = [:]
    }

    struct LayoutSubview {
        let item: LayoutItem
        let index: Int
        let placements: Placements
        /// The layout's `layoutProperties.stackOrientation`, which a spacer reads.
        let stackOrientation: LayoutCore.Axis?

        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            let size = item.sizeThatFits(
                LayoutCore.ProposedSize(width: proposal.width, height: proposal.height),
                stackOrientation: stackOrientation)
            return CGSize(width: size.width, height: size.height)
        }

        var spacing: ViewSpacing {
            let s = item.spacing(stackOrientation: stackOrientation)
            return ViewSpacing(leading: s.leading, trailing: s.trailing, top: s.top, bottom: s.bottom)
        }

        subscript(_ key: UnitPointKey.Type) -> UnitPoint {
            UnitPoint(x: item.values.anchor.x, y: item.values.anchor.y)
        }

        /// The anchor point of the subview at `position`; a zero component of the anchor
        /// leaves that coordinate alone (the lab's model, so that ∞-wide children stay put).
        func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
            let size = sizeThatFits(proposal)
            let x = anchor.x == 0 ? position.x : position.x - anchor.x * size.width
            let y = anchor.y == 0 ? position.y : position.y - anchor.y * size.height
            placements.frames[index] = CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    typealias Subviews = [LayoutSubview]

    /// What a parent does: one `sizeThatFits`, then `placeSubviews` in bounds of that size at
    /// `origin`; a subview left unplaced appears at the centre of the container sized for the
    /// container's proposal (Apple's documentation of `place(at:anchor:proposal:)`).
    static func run(
        _ items: [LayoutItem], proposal: ProposedViewSize, origin: CGPoint, layoutProperties: LayoutProperties,
        sizeThatFits: (ProposedViewSize, Subviews) -> CGSize,
        placeSubviews: (CGRect, ProposedViewSize, Subviews) -> Void
    ) -> (size: CGSize, frames: [CGRect]) {
        let placements = Placements()
        let subviews = items.enumerated().map {
            LayoutSubview(
                item: $0.element, index: $0.offset, placements: placements,
                stackOrientation: layoutProperties.stackOrientation.map { $0 == .horizontal ? .horizontal : .vertical })
        }
        let size = sizeThatFits(proposal, subviews)
        let bounds = CGRect(origin: origin, size: size)
        placeSubviews(bounds, proposal, subviews)
        let frames = subviews.map { subview in
            placements.frames[subview.index]
                ?? {
                    let s = subview.sizeThatFits(proposal)
                    return CGRect(
                        origin: CGPoint(
                            x: bounds.minX + bounds.width / 2 - s.width / 2,
                            y: bounds.minY + bounds.height / 2 - s.height / 2), size: s)
                }()
        }
        return (size, frames)
    }
}
