/// A name an expression calls, looked up once, when the expression is read: what it means
/// while a flow layout is shown and while a scrolling collection is (`count` means something
/// in both), or neither — a bare item label such as `Swift` in `x(Swift)`, or a mistake, which
/// the evaluator names with a suggestion when it meets it.
public struct Name: Equatable, Sendable, CustomStringConvertible {
    /// As the author or the learner wrote it: for messages, and as an item's label.
    public let written: String
    /// What it is about a flow layout, if anything.
    public let flow: FlowName?
    /// What it is about a scrolling collection, if anything.
    public let collection: CollectionName?

    public init(_ written: String) {
        self.written = written
        let key = written.lowercased()
        flow =
            Fact(rawValue: key).map(FlowName.fact) ?? ItemFact(rawValue: key).map(FlowName.item)
            ?? NumberFunction(rawValue: key).map(FlowName.function)
        collection =
            CollectionFact(rawValue: key).map(CollectionName.fact)
            ?? CollectionFunction(rawValue: key).map(CollectionName.function)
    }

    /// Names match in any case: `Rows` is `rows`.
    public var key: String { written.lowercased() }

    /// Whether the expression language knows it at all.
    public var isKnown: Bool { flow != nil || collection != nil }

    public var description: String { written }

    /// The flow layout's stand-alone fact it names, if it names one.
    var fact: Fact? {
        if case .fact(let fact)? = flow { fact } else { nil }
    }

    /// The flow layout's item fact it names, if it names one.
    var itemFact: ItemFact? {
        if case .item(let fact)? = flow { fact } else { nil }
    }

    /// The function of numbers it names, if it names one.
    var function: NumberFunction? {
        if case .function(let function)? = flow { function } else { nil }
    }
}

/// What a name means about a flow layout.
public enum FlowName: Equatable, Sendable {
    case fact(Fact)
    case item(ItemFact)
    case function(NumberFunction)
}

/// What a name means about a scrolling collection.
public enum CollectionName: Equatable, Sendable {
    case fact(CollectionFact)
    case function(CollectionFunction)
}
