import Workbench

/// What a picture must not state while a question is open: the parts of it (ruler numbers,
/// status-line fields) that would give away a quantity the answer expression reads.
public enum AnswerSecrets {
    /// For a question's or prediction's answer; nothing for anything else.
    public static func withheld(by check: Check?) -> Set<PictureDetail> {
        // A walk question about a variable: any number of the run may be it (a bounds, an x, a
        // count), so the picture and trace keep their numbers back until it is answered.
        if let walk = check?.walk, case .variable = walk.ask {
            return [.size, .columnNumbers, .lineNumbers, .rowCount, .proposal, .negotiation, .itemNotes]
        }
        guard let check, check.kind != .task, let answer = check.answer,
            let expression = answer.expression
        else { return [] }
        return withheld(by: expression).union([.itemNotes])
    }

    public static func withheld(by expression: Expression) -> Set<PictureDetail> {
        switch expression {
        case .number, .text: return []
        case .unary(_, let operand, _): return withheld(by: operand)
        case .binary(_, let left, let right, _): return withheld(by: left).union(withheld(by: right))
        case .call(let name, let arguments, _):
            let read = details(of: name)
            return arguments.reduce(read) { $0.union(withheld(by: $1)) }
        case .every(let q, _):
            return [q.low, q.high, q.condition].reduce(q.step.map { withheld(by: $0) } ?? []) {
                $0.union(withheld(by: $1))
            }
        }
    }

    /// The parts of a picture that state what a name reads.
    private static func details(of name: Name) -> Set<PictureDetail> {
        if let fact = name.itemFact {
            switch fact {
            // The container's size often equals an item's extent (one item, one row).
            case .x, .right, .w: return [.columnNumbers, .size]
            case .y, .bottom, .h: return [.lineNumbers, .size]
            // "2 items in 1 row" says every item's row is 0.
            case .row: return [.lineNumbers, .size, .rowCount]
            case .askedof: return [.negotiation]
            case .label, .kind, .index: return []
            }
        }
        if let fact = name.fact {
            switch fact {
            case .rows: return [.rowCount, .lineNumbers]
            case .width: return [.size, .columnNumbers]
            case .height: return [.size, .lineNumbers]
            case .count: return [.itemCount]
            case .proposedwidth: return [.proposal]
            case .minwidth: return [.size, .columnNumbers]
            case .minheight: return [.size, .lineNumbers]
            // The trace counts them for the learner.
            case .asked, .hits, .misses: return [.negotiation]
            // The status line says how many SwiftUI-Flow hid, beside the item count.
            case .unplaced: return [.itemCount]
            case .layout, .align, .hspacing, .vspacing, .traps, .maxlines, .overflow, .otherline, .yes, .no, .infinity:
                return []
            }
        }
        if case .fact(let fact)? = name.collection {
            switch fact {
            case .count: return [.itemCount]
            case .offset, .maxoffset, .contentwidth: return [.contentOffset]
            case .centred: return [.centeredItem]
            case .ontop: return []
            // The drum's scroll range is (items − 1) arcs: "0…168.169" over 11 gives the arc.
            case .lengthperitem: return [.contentOffset]
            case .itemwidth, .visibleitems, .radius, .visibleangle, .angleperitem, .innerradius:
                return []
            }
        }
        if case .function(let function)? = name.collection {
            switch function {
            case .centredafter: return [.centeredItem]
            // Where a release rests is the middle item's place: "item 3 centred" gives it away.
            case .target, .proposedafter: return [.centeredItem]
            // The drum's zoom line states each zoomed item's scale, which its radii follow.
            case .scale, .outerradiusof, .innerradiusof: return [.zoom]
            case .centerx, .centery, .rotation, .zindex, .parked: return []
            }
        }
        return []
    }
}
