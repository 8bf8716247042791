// layoutlab exercise: balanced
//
// Write SwiftUI-Flow's evenly distributed HFlow (`HFlow(distributeItemsEvenly: true)`) in
// SwiftUI's own API, for subviews of a fixed size.
//
// The task: choose every row break at once, by dynamic programming. For each `end` (the first
// `end` subviews laid out), try every `start` of the last row, from `end − 1` down: a row
// costs its empty width squared (the proposed width less its subviews and the `itemSpacing`
// between them), and 5 for every subview from its start to the end of all subviews; a single
// subview too wide for any row costs how far it sticks out, squared; a wider row that does
// not fit ends the search. Keep the cheapest (the first found on a tie), then follow the
// starts back from the end. With no finite width, all subviews share one row.
// Subviews sit centred across their row, which is as tall as its tallest; `lineSpacing` goes
// between rows.
// - sizeThatFits answers the longest row's width and the height of the rows; no subviews, .zero;
// - placeSubviews chooses the rows at the proposed width, or at `bounds.width` when none is
//   finite, and places each subview by its top-leading corner from `bounds.minX`,
//   `bounds.minY`, proposing its width and the row's height.
//
// Rules: keep `struct BalancedFlow: Layout`, `var itemSpacing: CGFloat = 1` and
// `var lineSpacing: CGFloat = 1` — the checker makes the layout with `BalancedFlow()` and sets
// both for each case.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct BalancedFlow: Layout {
    var itemSpacing: CGFloat = 1
    var lineSpacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Choose the rows here (or in a helper) and answer their size.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Place every subview: subviews[index].place(at:anchor:proposal:).
    }
}
