// layoutlab exercise: justified
//
// Write SwiftUI-Flow's justified HFlow (`HFlow(justified: true)`) in SwiftUI's own API, for
// subviews of a fixed size.
//
// The task: break rows greedily, left to right — a subview joins the row while the row, with
// it and `itemSpacing` before it, still fits the proposed width; one wider than any row gets a
// row of its own. Then justify: a row of two or more subviews shares its leftover equally
// between its gaps, so it ends at the proposed width (a row that is already too wide keeps
// its gaps). Subviews sit centred across their row, which is as tall as its tallest;
// `lineSpacing` goes between rows.
// - sizeThatFits answers the proposed width (the longest row when no finite width is
//   proposed) and the height of the rows; no subviews, .zero;
// - placeSubviews breaks and justifies at the proposed width, or at `bounds.width` when none
//   is finite, and places each subview by its top-leading corner from `bounds.minX`,
//   `bounds.minY`, proposing its width and the row's height.
//
// Rules: keep `struct JustifiedFlow: Layout`, `var itemSpacing: CGFloat = 1` and
// `var lineSpacing: CGFloat = 1` — the checker makes the layout with `JustifiedFlow()` and sets
// both for each case.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct JustifiedFlow: Layout {
    var itemSpacing: CGFloat = 1
    var lineSpacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Break the rows here (or in a helper) and answer their size.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Place every subview: subviews[index].place(at:anchor:proposal:).
    }
}
