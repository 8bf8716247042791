// layoutlab exercise: wrap
//
// Write article 000's wrapping HStack in SwiftUI's own API.
//
// The task, as the article does it:
// - If the subviews' minimum size (each asked with `.zero`, the widest and the tallest) is
//   larger than the proposal on both axes, there are no rows: sizeThatFits answers that
//   minimum size and nothing is placed.
// - Otherwise ask every subview with the container's own proposal, and fill rows left to right:
//   between two neighbours put `horizontalSpacing`, or when it is nil the two subviews' own
//   `spacing.distance(to:along: .horizontal)`. Start a new row when `x + width + spacing`
//   would pass `proposal.width ?? .infinity` — never on an empty row.
// - A row is as tall as its tallest subview (the first of equals). Between rows put
//   `verticalSpacing`, or when it is nil the distance between the two rows' tallest subviews —
//   asked along `.horizontal`, as the article writes it (the lab keeps that slip; `.vertical`
//   will show as the first difference).
// - sizeThatFits answers `proposal.width ?? the widest row` and the rows' height.
// - placeSubviews moves each row by `anchor.x × (bounds.width − row width)` and each subview
//   down by `anchor.y × (row height − its height)`, where the anchor is the UnitPoint of the
//   alignment (the nine pairs; any other alignment is `.center`), and places it by its
//   top-leading corner, proposing the container's proposal.
// - With no subviews the article's `max(…)!` traps; yours must not. The checker expects the
//   lab's way on, not a mend of the article's: skip the empty row arrangeRows appends (it has
//   no tallest subview), so sizeThatFits answers the proposed width (0 with none) and height 0.
//
// Rules: keep `struct WrappingHStack: Layout` with `var alignment: Alignment = .center`,
// `var horizontalSpacing: CGFloat?` and `var verticalSpacing: CGFloat?` — the checker makes the
// layout with `WrappingHStack()` and sets all three for each case. A cache is up to you.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct WrappingHStack: Layout {
    var alignment: Alignment = .center
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    }
}
