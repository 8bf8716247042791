// layoutlab exercise: flow-cache
//
// Article 004's FlowLayout again — now asking each subview for its size only once.
//
// SwiftUI calls makeCache, then sizeThatFits (perhaps more than once), then placeSubviews; a
// layout without a cache asks every subview again each time. Measure each subview once in
// makeCache (`.unspecified`, its ideal size), keep the sizes in the cache, and let both methods
// walk the rows from the kept sizes. The rows are 004's: left to right, a new row when
// `x + width > maxWidth` unless x is 0, `spacing` after every subview and between rows;
// sizeThatFits answers `proposal.width ?? 0` and the rows' height, placeSubviews breaks rows at
// `bounds.width` and places by the top-leading corner at `bounds.minX + x`, `bounds.minY + y`.
//
// The checker counts every `sizeThatFits` asked of a subview in a case: more than once is a
// failure, even when every frame is right.
//
// Rules: keep `struct FlowLayout: Layout` and `var spacing: CGFloat = 8` — the checker makes the
// layout with `FlowLayout()` and sets `spacing` for each case.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: [])
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    }
}
