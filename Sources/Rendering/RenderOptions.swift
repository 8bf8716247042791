import Workbench

/// How a picture is drawn.
public struct RenderOptions: Equatable, Sendable {
    /// Plain ASCII instead of Unicode box drawing.
    public var ascii: Bool
    /// ANSI colours (only ever asked for on a terminal without `NO_COLOR`).
    public var color: Bool
    /// The widest the picture may be, in columns; wider pictures are cut at the right with
    /// a marker. `nil` for no limit.
    public var maxColumns: Int?
    /// The tallest the picture may be, in lines; taller pictures end with a line saying how
    /// many were not drawn. `nil` for the largest picture's limit.
    public var maxLines: Int?
    /// What the picture must not state, because an open question asks for it: the rulers'
    /// numbers, or fields of the status line (shown as `?`).
    public var withheld: Set<PictureDetail> = []
    /// The most lines a scrolling collection's picture may take (a window's room for it), its
    /// borders and scroll bar included; `nil` for no limit. A taller one leaves out its empty
    /// lines, then is drawn at a smaller scale, and says so.
    public var pictureLines: Int?
    /// How many columns across and lines down one unit of a flow layout's picture takes: 1 in
    /// the shell; demo draws a small layout larger on a big screen. The rulers still count units.
    public var scale = 1
    /// The status line in plain words for a class ("5 items in 2 rows · offered 20 wide, takes
    /// 20 × 5") instead of the shell's compact one.
    public var plainStatus = false

    /// The largest picture ever drawn, whatever the layout's size: a box a billion columns wide
    /// is shown cut, not allocated. Columns apply when no terminal width is known.
    public static let largestPicture = (columns: 1000, lines: 5000)

    /// The columns to draw at most.
    var columnLimit: Int { maxColumns ?? Self.largestPicture.columns }

    /// The lines to draw at most.
    var lineLimit: Int { min(maxLines ?? Self.largestPicture.lines, Self.largestPicture.lines) }

    public init(ascii: Bool = false, color: Bool = false, maxColumns: Int? = nil) {
        self.ascii = ascii
        self.color = color
        self.maxColumns = maxColumns
    }
}

/// The characters a picture is drawn with.
struct Glyphs {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    let containerHorizontal, containerVertical, containerTopLeft, containerTopRight: Character
    let containerBottomLeft, containerBottomRight: Character
    /// Where the offered width (top, bottom) or height (left, right) falls on a container the
    /// layout made larger than it was offered.
    let offeredTop, offeredBottom, offeredLeft, offeredRight: Character
    let ellipsis: String
    let cut: Character

    static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        containerHorizontal: "═", containerVertical: "║", containerTopLeft: "╔", containerTopRight: "╗",
        containerBottomLeft: "╚", containerBottomRight: "╝", offeredTop: "╤", offeredBottom: "╧", offeredLeft: "╟",
        offeredRight: "╢", ellipsis: "…", cut: "▸")

    static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        containerHorizontal: "=", containerVertical: "#", containerTopLeft: "#", containerTopRight: "#",
        containerBottomLeft: "#", containerBottomRight: "#", offeredTop: "v", offeredBottom: "^", offeredLeft: ">",
        offeredRight: "<", ellipsis: "~", cut: ">")
}
