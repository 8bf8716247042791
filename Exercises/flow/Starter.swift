// layoutlab exercise: flow
//
// Write article 004's FlowLayout in SwiftUI's own API.
//
// The task: lay the subviews out left to right, each at its ideal size (ask it with
// `.unspecified`), and start a new row when the next one would cross the width — unless the
// row is still at x = 0. Put `spacing` after every subview across, and between rows. Both
// methods walk the subviews the same way (one helper for both, as the article advises):
// - sizeThatFits answers the proposed width (0 when none is proposed: `proposal.width ?? 0`)
//   and the height of the rows, breaking rows at `proposal.width ?? .infinity`;
// - placeSubviews breaks rows at `bounds.width` and places each subview by its top-leading
//   corner at `bounds.minX + x`, `bounds.minY + y`, proposing its own size.
//
// Rules: keep `struct FlowLayout: Layout` and `var spacing: CGFloat = 8` — the checker makes
// the layout with `FlowLayout()` and sets `spacing` for each case.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Walk the subviews here (or in a helper) and answer the size of the rows.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Place every subview: subviews[index].place(at:anchor:proposal:).
    }
}
