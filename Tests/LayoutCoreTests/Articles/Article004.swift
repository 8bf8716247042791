/// Article 004's `FlowLayout`: the final, complete type, statement by statement, and the
/// `sizeThatFits` of its earlier section (the one the `report-widest` variant follows). The
/// helper reads the type's `spacing` property, "configurable per instance" as the article
/// says; `shadowed` is the helper exactly as listed, whose own `let spacing: CGFloat = 8`
/// hides the property (the `shadowed-spacing` variant).
struct Article004FlowLayout {
    typealias CGFloat = Shim.CGFloat
    typealias CGSize = Shim.CGSize
    typealias CGPoint = Shim.CGPoint
    typealias CGRect = Shim.CGRect
    typealias ProposedViewSize = Shim.ProposedViewSize
    typealias Subviews = Shim.Subviews

    struct Placement {
        let index: Int
        let point: CGPoint
        let size: CGSize
    }

    var spacing: CGFloat = 8
    /// The lab splits the property by axis (equal in the article's case).
    var verticalSpacing: CGFloat = 8
    var shadowed = false
    /// Use the earlier section's `sizeThatFits` instead of the final type's.
    var sectionSizeThatFits = false

    func layout(_ subviews: Subviews, maxWidth: CGFloat) -> (placements: [Placement], height: CGFloat) {
        var placements: [Placement] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        let spacing: CGFloat = shadowed ? 8 : self.spacing
        let verticalSpacing: CGFloat = shadowed ? 8 : self.verticalSpacing
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0
                y += rowHeight + verticalSpacing
                rowHeight = 0
            }
            placements.append(Placement(index: i, point: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (placements, y + rowHeight)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        if sectionSizeThatFits {
            let maxWidth = proposal.width ?? .infinity
            let result = layout(subviews, maxWidth: maxWidth)
            return CGSize(
                width: maxWidth == .infinity
                    ? result.placements.map { $0.point.x + $0.size.width }.max() ?? 0 : maxWidth,
                height: result.height)
        }
        let r = layout(subviews, maxWidth: proposal.width ?? .infinity)
        return CGSize(width: proposal.width ?? 0, height: r.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
        let r = layout(subviews, maxWidth: bounds.width)
        for p in r.placements {
            subviews[p.index].place(
                at: CGPoint(x: bounds.minX + p.point.x, y: bounds.minY + p.point.y),
                anchor: .topLeading, proposal: ProposedViewSize(p.size))
        }
    }
}
