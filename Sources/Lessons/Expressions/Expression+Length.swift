/// Whether an answer measures a length: a size, an edge, an offset. "none" is then no answer:
/// in the lab, none is a proposal's word (`set width none`, `proposedwidth`), and a learner
/// who types it for a width the layout reports believes it reports none, which it never does.
extension Expression {
    /// It reads a length of the layout: the container's size, an item's edges or size, a
    /// collection's offsets and widths, a height at another width.
    public var readsALength: Bool {
        switch self {
        case .number, .text, .every: return false
        case .unary(_, let operand, _): return operand.readsALength
        case .binary(_, let left, let right, _): return left.readsALength || right.readsALength
        case .call(let name, let arguments, _):
            if let fact = name.fact, [.width, .height, .minwidth, .minheight].contains(fact) { return true }
            if let fact = name.itemFact, [.x, .y, .w, .h, .right, .bottom].contains(fact) { return true }
            if name.function == .heightat { return true }
            if case .fact(let fact)? = name.collection,
                [.offset, .contentwidth, .maxoffset, .itemwidth, .radius, .innerradius, .lengthperitem].contains(fact)
            {
                return true
            }
            if case .function(let function)? = name.collection,
                [.centerx, .centery, .outerradiusof, .innerradiusof].contains(function)
            {
                return true
            }
            return arguments.contains { $0.readsALength }
        }
    }
}
