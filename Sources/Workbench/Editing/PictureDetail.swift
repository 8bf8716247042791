/// What a question keeps back is decided here (`AnswerSecrets`, in the lessons); Rendering
/// draws a picture without it.
/// A part of a picture that states a number a question may ask for.
public enum PictureDetail: CaseIterable, Hashable, Sendable {
    /// The numbers on the ruler above the picture (x positions, widths).
    case columnNumbers
    /// The line numbers on the left (y positions, heights, rows).
    case lineNumbers
    /// The size the layout answered, in the status line.
    case size
    case rowCount
    case itemCount
    /// The proposal, in the status line.
    case proposal
    /// A scrolling collection's content offset and how far it can go.
    case contentOffset
    /// Which item of a scrolling collection is in the middle.
    case centeredItem
    /// How much the drum zooms its items, in the line under its picture.
    case zoom
    /// The trace: every question the children were asked, the cache's hits and misses (what
    /// `trace` lists; refused while a question about them waits).
    case negotiation
    /// The notes that name what the picture cannot draw (an item 0 wide or 0 tall): held back
    /// while any question waits, whatever it reads (a count of a row's items, say).
    case itemNotes
}
