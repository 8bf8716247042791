// layoutlab exercise: hstack
//
// Write SwiftUI's HStack as OpenSwiftUI reconstructs its StackLayout, in SwiftUI's own API.
//
// The task: with a width proposed, put the subviews in a fitting order — higher
// `layoutPriority` first; within a priority, the less flexible first (compare each subview's
// width when offered 0 and when offered infinity: the smaller difference first; of two that
// grow without end, the larger minimum first; ties keep their order). Take the spacing from
// the width. Going through the fitting order a priority group at a time, offer each subview
// an even share of the width left (never less than 0) and take away what it answers; the first
// group's width is less the minimums (width at 0) of every later group, and each later group
// gets its own minimums back. With no width proposed, ask each subview with a nil width.
// Place the subviews in their own order, left to right, `spacing` apart (nil: each pair's
// `subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .horizontal)`), centred
// across: the stack is as wide as they are with their spacing, and as tall as their span.
// - sizeThatFits answers that size (no subviews: .zero);
// - placeSubviews works it out again for the proposal (no height proposed: the bounds' height)
//   and places each by its top-leading corner from `bounds.minX`, `bounds.minY`, proposing
//   what it was offered.
//
// Rules: keep `struct HStackLayout: Layout` and `var spacing: CGFloat?` — the checker makes the
// layout with `HStackLayout()` and sets the spacing for each case.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import SwiftUI

struct HStackLayout: Layout {
    var spacing: CGFloat? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Share the width here (or in a helper) and answer the stack's size.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Place each subview with subviews[i].place(at:anchor:proposal:).
    }
}
