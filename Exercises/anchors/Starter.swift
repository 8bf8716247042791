// layoutlab exercise: anchors
//
// Write article 001's FlowLayout, where each subview carries its own anchor through a
// LayoutValueKey (`UnitPointKey`, default `.center`), in SwiftUI's own API.
//
// The task:
// - makeCache asks each subview once, with `.unspecified`, and keeps the sizes (the article
//   reads `cache.sizes` without showing how it is filled; this is the lab's way).
// - placeSubviews is the article's loop: `lineX` starts at `bounds.minX`, `lineY` at
//   `bounds.minY`. For each subview, if `lineX + width > (proposal.width ?? 0)`, move down by
//   the line's height and back to `bounds.minX` (no spacing, and no guard for a line's first
//   subview). Then place it at the centre of a cell exactly its own size —
//   `(lineX + width / 2, lineY + height / 2)` — with its own anchor
//   (`subviews[index][UnitPointKey.self]`), proposing its size; grow the line's height and
//   move `lineX` on by the width.
// - sizeThatFits (the lab's, the article shows none) walks the same lines from 0 with the same
//   test, and answers the widest line and the lines' heights added up.
//
// Rules: keep `struct UnitPointKey: LayoutValueKey` and `struct FlowLayout: Layout` — the
// checker makes the layout with `FlowLayout()` and gives each subview its anchor through
// `UnitPointKey`.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct UnitPointKey: LayoutValueKey {
    static let defaultValue: UnitPoint = .center
}

struct FlowLayout: Layout {
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
