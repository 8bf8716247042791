/// The names an answer expression may use, each with what it means (Lessons/FORMAT.md lists
/// the same; a test keeps the two together). The evaluator switches over these, so a name
/// added here and not evaluated does not compile.

/// The names that stand alone, about a flow layout.
public enum Fact: String, CaseIterable, Sendable {
    case rows, width, height, count, minwidth, minheight, asked, hits, misses, layout, align, hspacing, vspacing
    case proposedwidth, traps, unplaced, maxlines, overflow, otherline
    case yes = "true"
    case no = "false"
    case infinity

    public var help: String {
        switch self {
        case .rows: "how many rows the items take"
        case .width: "the container's width, as the layout reports it"
        case .height: "the container's height"
        case .count: "how many items there are"
        case .minwidth: "the width the layout answers to a .zero proposal"
        case .minheight: "the height the layout answers to a .zero proposal"
        case .asked: "how many times children were offered a size in one run"
        case .hits: "row-cache hits in one run"
        case .misses: "row-cache misses in one run"
        case .layout: "the layout's name: flow, wrap or anchored"
        case .align: "the alignment's name"
        case .hspacing: "the fixed horizontal spacing, or the text system"
        case .vspacing: "the fixed vertical spacing, or the text system"
        case .proposedwidth: "the width offered to the container, or the text none"
        case .traps: "whether the article's code would trap (crash) here"
        case .unplaced: "how many children placeSubviews never placed (in hflow and vflow: hid for max-lines)"
        case .maxlines: "hflow's and vflow's line limit (max-lines), or the text none"
        case .overflow: "the number hflow and vflow tell the overflow indicator (its +N), or the text none"
        case .otherline:
            "in a walk question that asks which line runs next: the line that would run if the test went the other way (for a mistake), or the text none"
        case .yes: "yes"
        case .no: "no"
        case .infinity: "∞, what article 000 answers for an infinite proposal"
        }
    }
}

/// The functions of one item, named by label or index.
public enum ItemFact: String, CaseIterable, Sendable {
    case x, y, w, h, right, bottom, row, label, kind, index, askedof

    public var help: String {
        switch self {
        case .x: "the item's leading edge"
        case .y: "the item's top edge"
        case .w: "the item's width"
        case .h: "the item's height"
        case .right: "x + w"
        case .bottom: "y + h"
        case .row: "the item's row, counting from 0"
        case .label: "the item's label"
        case .kind: "the item's kind"
        case .index: "the item's index"
        case .askedof: "how many times the item was offered a size in one run"
        }
    }
}

/// The functions of one number (and `variant`, of one quoted name).
public enum NumberFunction: String, CaseIterable, Sendable {
    case rowsat, heightat, itemsinrow, abs, round, variant

    public var help: String {
        switch self {
        case .rowsat: "rows if the container were offered this width"
        case .heightat: "the height if the container were offered this width"
        case .itemsinrow: "how many items a row holds"
        case .abs: "the absolute value"
        case .round: "the nearest whole number"
        case .variant: "whether a variant is on: variant(\"safe-align\")"
        }
    }
}

/// The names that stand alone, about a scrolling collection (and `count`, its items).
public enum CollectionFact: String, CaseIterable, Sendable {
    case count, offset, contentwidth, maxoffset, centred, ontop, itemwidth, visibleitems
    case radius, visibleangle, angleperitem, lengthperitem, innerradius

    public var help: String {
        switch self {
        case .count: "how many items there are"
        case .offset: "the content offset (the content's x at the left edge of the bounds)"
        case .contentwidth: "the content's width"
        case .maxoffset: "how far the content can scroll"
        case .centred: "the index of the item nearest the middle of the bounds"
        case .ontop:
            "the item with the highest z-index, drawn over the others where they meet (of equals, the later one)"
        case .itemwidth:
            "an item's width before scaling (carousel, card stack: bounds less two insets; drum: the chord)"
        case .visibleitems: "how many attributes layoutAttributesForElements(in:) returns for the visible rect"
        case .radius: "drum: the wheel's outer radius"
        case .visibleangle: "drum: the angle of the wheel in view"
        case .angleperitem: "drum: the angle each item takes"
        case .lengthperitem: "drum: the arc length per item"
        case .innerradius: "drum: the inner radius"
        }
    }

}

/// The functions of one number, about a scrolling collection: an item's attributes (by
/// index) or an offset.
public enum CollectionFunction: String, CaseIterable, Sendable {
    case target, centredafter, proposedafter
    case centerx, centery, scale, rotation, zindex, parked, outerradiusof, innerradiusof

    public var help: String {
        switch self {
        case .target: "targetContentOffset for a proposed offset: target(130)"
        case .centredafter: "the item in the middle after a scroll released at a proposed offset rests"
        case .proposedafter:
            "where a scroll let go now with a velocity would stop on its own (the lab's model: offset + 0.499 × velocity)"
        case .centerx: "an item's centre x, in content coordinates"
        case .centery: "an item's centre y"
        case .scale: "an item's scale"
        case .rotation: "an item's rotation in radians"
        case .zindex: "an item's z-index"
        case .parked: "whether the drum parked the item out of sight"
        case .outerradiusof: "drum: an item's custom outerRadius attribute"
        case .innerradiusof: "drum: an item's custom innerRadius attribute"
        }
    }
}

/// What `every` varies: the condition is checked on the step's layout with this one changed.
public enum Quantity: String, CaseIterable, Sendable {
    case width, offset, items

    public var help: String {
        switch self {
        case .width: "the width offered to the container (flow layouts)"
        case .offset: "the content offset the collection is scrolled to"
        case .items: "how many items the collection holds"
        }
    }
}
