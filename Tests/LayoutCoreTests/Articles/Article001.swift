/// Article 001's `FlowLayout` with per-child anchors. `placeSubviews` is the article's,
/// statement by statement. The article shows neither `sizeThatFits` nor where `cache.sizes`
/// comes from: those two are the lab's documented choice (measure with `.unspecified`; walk the
/// same lines; answer the widest line and the lines' heights added up), written out again here.
struct Article001FlowLayout {
    typealias CGFloat = Shim.CGFloat
    typealias CGSize = Shim.CGSize
    typealias CGPoint = Shim.CGPoint
    typealias CGRect = Shim.CGRect
    typealias ProposedViewSize = Shim.ProposedViewSize
    typealias Subviews = Shim.Subviews
    typealias UnitPointKey = Shim.UnitPointKey

    struct Cache {
        var sizes: [CGSize]
    }

    // The lab's (not in 001).
    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    // The lab's (not in 001).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var totalHeight: CGFloat = 0
        var totalWidth: CGFloat = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        for size in cache.sizes {
            if lineWidth + size.width > (proposal.width ?? 0) {
                totalHeight += lineHeight
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth += size.width
                lineHeight = max(lineHeight, size.height)
            }
            totalWidth = max(totalWidth, lineWidth)
        }
        totalHeight += lineHeight
        return CGSize(width: totalWidth, height: totalHeight)
    }

    // 001's.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            if lineX + cache.sizes[index].width > (proposal.width ?? 0) {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
            }
            let anchor = subviews[index][UnitPointKey.self]
            let position = CGPoint(
                x: lineX + cache.sizes[index].width / 2,
                y: lineY + cache.sizes[index].height / 2
            )
            lineHeight = max(lineHeight, cache.sizes[index].height)
            lineX += cache.sizes[index].width
            subviews[index].place(at: position, anchor: anchor, proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}
