// What a learner's file calls once the walk instrumenter has rewritten it (`walk FILE.swift`,
// and `check`'s "Where the runs part"): each statement reports its line and the values of the
// names in scope before it runs, and each comparison its two operands and its result. Nothing
// is reported, and nothing described, unless the case being run is walked.

/// The walk of a learner's code, as the instrumented program reports it.
public enum _LabWalk {
    /// Whether the case being run is walked.
    static var isOn = false
    /// Steps reported in this case: a walk stops reporting at `limit` (a loop that never ends
    /// is the time limit's), saying so once.
    static var reported = 0
    static let limit = 5_000

    /// Before the statement on `line` runs: the names in scope and their values.
    public static func step(_ line: Int, _ names: [String], _ values: [Any]) {
        guard isOn, counts() else { return }
        var words = ["step", "\(line)"]
        for (name, value) in zip(names, values) { words.append(name + "=" + describe(value)) }
        CheckerChannel.send(words.joined(separator: "\t"))
    }

    /// A comparison on `line`, its operands evaluated once each, as the program would; its
    /// result is the operator's. An operand of arithmetic on names (`x + size.width`) comes
    /// with its shape, `\u{1}` where each name was ("\u{1} + \u{1}"), and how many names: their
    /// values were recorded by `term` as the operand ran, and are shown in its shape
    /// ("0 + 4"), as the article's walk shows its sums.
    public static func compare<T>(
        _ line: Int, _ lhsText: String, _ lhsShape: String, _ lhsTerms: Int, _ lhs: T, _ op: String,
        _ rhsText: String, _ rhsShape: String, _ rhsTerms: Int, _ rhs: T, _ test: (T, T) -> Bool
    ) -> Bool {
        let result = test(lhs, rhs)
        guard isOn else { return result }
        // This comparison's terms are the last recorded: a comparison inside an operand took its own.
        let count = min(lhsTerms + rhsTerms, terms.count)
        let mine = Array(terms.suffix(count))
        terms.removeLast(count)
        if counts() {
            let left = shown(lhsShape, Array(mine.prefix(lhsTerms)), else: lhs)
            let right = shown(rhsShape, Array(mine.dropFirst(lhsTerms)), else: rhs)
            // The operands' values last: the aligned runs pair comparisons by what they compared.
            let words = [
                "compare", "\(line)", lhsText, left, op, rhsText, right, "\(result)", describe(lhs), describe(rhs),
            ]
            CheckerChannel.send(words.map(clean).joined(separator: "\t"))
        }
        return result
    }

    /// What a statement on `line` set, once it has run: the learner's own name (or path) for it
    /// and its new value.
    public static func assigned<T>(_ line: Int, _ target: String, _ value: T) {
        guard isOn, counts() else { return }
        CheckerChannel.send(["assign", "\(line)", target, describe(value)].map(clean).joined(separator: "\t"))
    }

    /// The value a `return` on `line` hands back, reported and handed back unchanged.
    public static func returned<T>(_ line: Int, _ value: T) -> T {
        if isOn, counts() {
            CheckerChannel.send(["return", "\(line)", describe(value)].map(clean).joined(separator: "\t"))
        }
        return value
    }

    /// A question a walked case asked a subview: its proposal and the answer.
    static func asked(_ index: Int, _ proposal: ProposedViewSize, _ answer: CGSize) {
        guard isOn else { return }
        CheckerChannel.send(["asked", "\(index)", describe(proposal), describe(answer)].joined(separator: "\t"))
    }

    /// A name read in a compared operand: its value recorded, and handed back unchanged.
    public static func term<T>(_ value: T) -> T {
        if isOn { terms.append(describe(value)) }
        return value
    }

    /// The values `term` recorded that no comparison has taken yet.
    static var terms: [String] = []

    /// An operand as the walk shows it: its shape with its terms' values, or its value.
    private static func shown(_ shape: String, _ values: [String], else value: Any) -> String {
        guard !shape.isEmpty, values.count == shape.filter({ $0 == "\u{1}" }).count else { return describe(value) }
        var text = ""
        var next = values.makeIterator()
        for character in shape {
            guard character == "\u{1}" else {
                text.append(character)
                continue
            }
            // A negative value in brackets: `5 - (-2)`, not `5 - -2`.
            let value = next.next() ?? "?"
            text += value.hasPrefix("-") ? "(" + value + ")" : value
        }
        return text
    }

    /// An item's attributes made in a walked case (a collection's picture of a step shows the
    /// items made before it, as they end up).
    static func made(_ index: Int) {
        guard isOn else { return }
        CheckerChannel.send("made\t\(index)")
    }

    /// A `place` call in a walked case: the subview and its frame (the picture of a step draws
    /// the subviews placed before it).
    static func placed(_ index: Int, at position: CGPoint, anchor: UnitPoint, size: CGSize) {
        guard isOn else { return }
        let x = Double(position.x) - Double(anchor.x) * Double(size.width)
        let y = Double(position.y) - Double(anchor.y) * Double(size.height)
        let numbers = [x, y, Double(size.width), Double(size.height)].map { "\($0)" }
        CheckerChannel.send((["placed", "\(index)"] + numbers).joined(separator: "\t"))
    }

    private static func counts() -> Bool {
        reported += 1
        if reported == limit + 1 { CheckerChannel.send("walk-capped\t\(limit)") }
        return reported <= limit
    }

    /// Starts or ends a walked case.
    static func walk(_ on: Bool) {
        isOn = on
        reported = 0
        terms = []
    }

    /// A value as the walk shows it: numbers as the lab writes them (3, not 3.0), a subview by
    /// its index, a collection's first elements, a structure's fields (two levels deep), cut to
    /// a line's worth.
    static func describe(_ value: Any) -> String {
        let described = describe(value, depth: 0)
        return clean(described.count > 80 ? String(described.prefix(79)) + "…" : described)
    }

    private static func describe(_ value: Any, depth: Int) -> String {
        switch value {
        case let double as Double: return number(double)
        case let float as CGFloat: return number(Double(float))
        case let size as CGSize: return "(\(number(Double(size.width))), \(number(Double(size.height))))"
        case let point as CGPoint: return "(\(number(Double(point.x))), \(number(Double(point.y))))"
        case let rect as CGRect:
            return
                "(\(number(Double(rect.minX))), \(number(Double(rect.minY))), \(number(Double(rect.width))), \(number(Double(rect.height))))"
        case let proposal as ProposedViewSize:
            return
                "(\(proposal.width.map { number(Double($0)) } ?? "nil"), \(proposal.height.map { number(Double($0)) } ?? "nil"))"
        case let integer as Int: return "\(integer)"
        case let flag as Bool: return "\(flag)"
        case let subviews as LayoutSubviews: return "\(subviews.count) subviews"
        case let subview as LayoutSubview: return "subview \(subview.probe.index)"
        case let path as IndexPath where path.count == 2:
            return "IndexPath(item: \(path.item), section: \(path.section))"
        // UIKit's classes by what a layout reads of them, not by every stored field.
        case let attributes as UICollectionViewLayoutAttributes:
            let (center, size, t) = (attributes.center, attributes.size, attributes.transform)
            var text =
                "item \(attributes.indexPath.item) at (\(number(Double(center.x))), \(number(Double(center.y)))) \(number(Double(size.width)))×\(number(Double(size.height)))"
            // What the exercises set besides the frame, when set: the scale (and turn) and the z-index.
            if t != .identity {
                let scale = (Double(t.a) * Double(t.a) + Double(t.b) * Double(t.b)).squareRoot()
                text += ", scale \(number((scale * 1000).rounded() / 1000))"
                if t.b != 0 { text += ", turned \(number((atan2(Double(t.b), Double(t.a)) * 1000).rounded() / 1000))" }
            }
            if attributes.zIndex != 0 { text += ", z \(attributes.zIndex)" }
            return text
        case let view as UICollectionView:
            let bounds = view.bounds
            return
                "\(number(Double(bounds.width)))×\(number(Double(bounds.height))) at offset \(number(Double(bounds.minX))), \(view.itemCounts.first ?? 0) items"
        case let text as String: return "\"" + text + "\""
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { describe($0.value, depth: depth) } ?? "nil"
        case .collection, .set:
            let shown = children.prefix(3).map { describe($0.value, depth: depth + 1) }
            return "[" + shown.joined(separator: ", ") + (children.count > 3 ? ", … \(children.count) in all" : "")
                + "]"
        case .tuple, .struct, .class:
            let name =
                mirror.displayStyle == .tuple
                ? "" : "\(mirror.subjectType)".split(separator: ".").last.map(String.init) ?? ""
            guard depth < 2 else { return name.isEmpty ? "(…)" : name + "(…)" }
            let fields = children.map { child in
                let value = describe(child.value, depth: depth + 1)
                guard let label = child.label, !label.hasPrefix(".") else { return value }
                return label + ": " + value
            }
            return name + "(" + fields.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    /// No tab or line break inside a word of the report.
    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
