// The rewrite itself: a probe before each statement, a report of each comparison (see main.swift).
import SwiftParser
import SwiftSyntax

/// The names a block can see, innermost last; a frame is a function's or closure's own: names
/// of an enclosing function are not reported inside a closure (an escaping closure may not
/// capture an `inout` parameter, and the probe must never be what fails to compile).
struct Scope {
    var names: [String] = []
    let startsFrame: Bool
    let probes: Bool
    /// Whether the frame's body may `return` a value: a closure, or a function with a result
    /// type (an initializer may not).
    var returnsValue = false
    /// Whether the values its `return`s hand back are reported: a function's (a closure's
    /// return type may be inferred from its body, which a probe around the value would cloud).
    var reportsReturns = false
    /// Statements of the frame given a probe so far (see `mostProbesPerFrame`).
    var probed = 0
}

final class Instrumenter: SyntaxRewriter {
    let converter: SourceLocationConverter
    private var scopes: [Scope] = []
    /// Statements given a probe, for the message when there are none.
    private(set) var probed = 0
    /// The statement lists that are a function's or closure's whole body: a single expression
    /// there is the body's value.
    private var bodies: Set<SyntaxIdentifier> = []

    init(_ converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]

    /// The statements of one function or closure that are walked; the rest run as written.
    /// The compiler's checks of a variable's accesses grow with the square of their number in
    /// one function, and each probe reads the names again: 2,000 walked statements took it 15 s
    /// to compile, 4,000 a minute and more. No layout's function comes near this many.
    static let mostProbesPerFrame = 400

    private var visibleNames: [String] {
        var names: [String] = []
        for scope in scopes.reversed() {
            names = scope.names + names
            if scope.startsFrame { break }
        }
        // The innermost declaration of a name is the one in scope.
        var seen: Set<String> = []
        return names.reversed().filter { seen.insert($0).inserted }.reversed()
    }

    private var probing: Bool { scopes.last(where: \.startsFrame)?.probes == true }
    private var returnsValue: Bool { scopes.last(where: \.startsFrame)?.returnsValue == true }

    /// Whether comparisons are reported too (`--statements-only` leaves them as they are: the
    /// fallback for a file whose comparisons the generic probe cannot take).
    var reportsComparisons = true
    /// Whether a compared operand's names are reported one by one (`_LabWalk.term`).
    var reportsTerms = true

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    private func inFrame<T>(
        _ names: [String], probes: Bool = true, returnsValue: Bool = false, reportsReturns: Bool = false,
        _ body: () -> T
    ) -> T {
        scopes.append(
            Scope(
                names: names, startsFrame: true, probes: probes, returnsValue: returnsValue,
                reportsReturns: reportsReturns))
        defer { scopes.removeLast() }
        return body()
    }

    private func inBlock<T>(_ names: [String], _ body: () -> T) -> T {
        scopes.append(Scope(names: names, startsFrame: false, probes: true))
        defer { scopes.removeLast() }
        return body()
    }

    // MARK: Frames

    /// The stored properties of the types being read, innermost last: a method of the type
    /// reports them as the article's walk reports `spacing`.
    private var properties: [[String]] = []

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        properties.append(Self.storedProperties(node.memberBlock))
        defer { properties.removeLast() }
        return super.visit(node)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        properties.append(Self.storedProperties(node.memberBlock))
        defer { properties.removeLast() }
        return super.visit(node)
    }

    /// Instance properties with storage (no getter of their own runs when they are read).
    static func storedProperties(_ members: MemberBlockSyntax) -> [String] {
        members.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { return [] }
            return variable.bindings.flatMap { binding -> [String] in
                binding.accessorBlock == nil ? boundNames(binding.pattern) : []
            }
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var names = Self.parameterNames(node.signature.parameterClause.parameters)
        // A method of the type (not a static one, nor a function inside another) sees its
        // stored properties — but for a name the body declares a local of anywhere (Swift reads
        // a name used before its local's declaration as that local, and refuses).
        let isMethod = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if isMethod, !isStatic, let own = properties.last, let body = node.body {
            let locals = LocalNames(viewMode: .sourceAccurate)
            locals.walk(body)
            names = own.filter { !locals.names.contains($0) && !names.contains($0) } + names
        }
        if let body = node.body { bodies.insert(body.statements.id) }
        let returns = node.signature.returnClause != nil
        return inFrame(names, returnsValue: returns, reportsReturns: returns) { super.visit(node) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let names = Self.parameterNames(node.signature.parameterClause.parameters)
        return inFrame(names) { super.visit(node) }
    }

    /// Getters, setters and observers are not walked (a property's getter runs wherever it is
    /// read, and reads as a value in the walk).
    override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax {
        inFrame([], probes: false) { super.visit(node) }
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        var names: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        @unknown default: break
        }
        bodies.insert(node.statements.id)
        return inFrame(names.filter { $0 != "_" }, returnsValue: true) { super.visit(node) }
    }

    static func parameterNames(_ list: FunctionParameterListSyntax) -> [String] {
        list.map { ($0.secondName ?? $0.firstName).text }.filter { $0 != "_" }
    }

    // MARK: Blocks whose heads bind names

    override func visit(_ node: ForStmtSyntax) -> StmtSyntax {
        var result = node
        result.sequence = visit(node.sequence)
        if let condition = node.whereClause { result.whereClause = visit(condition) }
        let names = Self.boundNames(node.pattern)
        result.body = inBlock(names) { visit(node.body) }
        return StmtSyntax(result)
    }

    override func visit(_ node: IfExprSyntax) -> ExprSyntax {
        var result = node
        result.conditions = visit(node.conditions)
        result.body = inBlock(Self.boundNames(node.conditions)) { visit(node.body) }
        if let elseBody = node.elseBody { result.elseBody = visit(elseBody) }
        return ExprSyntax(result)
    }

    override func visit(_ node: WhileStmtSyntax) -> StmtSyntax {
        var result = node
        result.conditions = visit(node.conditions)
        result.body = inBlock(Self.boundNames(node.conditions)) { visit(node.body) }
        return StmtSyntax(result)
    }

    override func visit(_ node: CatchClauseSyntax) -> CatchClauseSyntax {
        let names = node.catchItems.isEmpty ? ["error"] : []
        return inBlock(names) { super.visit(node) }
    }

    /// The identifiers a pattern binds: `x`, `(i, s)`, `let (a, b)`.
    static func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.text == "_" ? [] : [identifier.identifier.text]
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(binding.pattern) }
        return []
    }

    /// The names `if let`/`guard let`/`while let` conditions bind.
    static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.flatMap { element -> [String] in
            guard case .optionalBinding(let binding) = element.condition else { return [] }
            return boundNames(binding.pattern)
        }
    }

    /// The names a statement declares for the statements after it: `let`/`var` with a value
    /// (one without may not be read before it is set), and what a `guard` binds.
    static func declaredNames(_ item: CodeBlockItemSyntax) -> [String] {
        switch item.item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
            let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
            guard !isLazy else { return [] }
            return variable.bindings.flatMap { binding -> [String] in
                binding.initializer == nil ? [] : boundNames(binding.pattern)
            }
        case .stmt(let statement):
            guard let guardStatement = statement.as(GuardStmtSyntax.self) else { return [] }
            return boundNames(guardStatement.conditions)
        case .expr: return []
        @unknown default: return []
        }
    }

    // MARK: Statements

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard probing else { return super.visit(node) }
        // A single expression is the body's value (`{ $0.width }`, `-> Int { a + b }`): with a
        // probe before it, it must be returned in words.
        let single = node.count == 1 && returnsValue && bodies.contains(node.id) ? node.first : nil
        if let single, Self.isIfOrSwitch(single) {
            // `if` and `switch` may be a body's value: their branches are walked, not the whole.
            return super.visit(node)
        }
        scopes.append(Scope(names: [], startsFrame: false, probes: true))
        defer { scopes.removeLast() }
        var items: [CodeBlockItemSyntax] = []
        let frame = scopes.lastIndex(where: \.startsFrame)
        for item in node {
            if Self.isDeclarationOfAType(item) {
                items.append(visit(item))
                continue
            }
            if let frame, scopes[frame].probed >= Self.mostProbesPerFrame {
                items.append(item.detached)
                scopes[scopes.count - 1].names += Self.declaredNames(item)
                continue
            }
            if let frame { scopes[frame].probed += 1 }
            // Detached: a change to a node still in the whole tree copies the tree's path to it,
            // every sibling of this list included (10,000 statements took 27 s and gigabytes).
            var rewritten = visit(item).detached
            if let single, case .expr(let expression) = rewritten.item, single.id == item.id {
                let returned = ReturnStmtSyntax(
                    returnKeyword: .keyword(.return, trailingTrivia: .space),
                    expression: expression.with(\.leadingTrivia, []))
                rewritten = rewritten.with(\.item, .stmt(StmtSyntax(returned)))
            }
            let probe = self.probe(line: line(item), names: visibleNames)
                .with(\.leadingTrivia, item.leadingTrivia)
            items.append(probe)
            // What the statement set, reported once it has run, on its own line (a body's
            // single expression is its value: nothing may follow it).
            let targets = single == nil ? Assignment.targets(of: item) : []
            if targets.isEmpty {
                items.append(rewritten.with(\.leadingTrivia, .space))
            } else {
                let trailing = rewritten.trailingTrivia
                items.append(
                    rewritten.with(\.leadingTrivia, .space).with(\.trailingTrivia, []).with(
                        \.semicolon, .semicolonToken()))
                var probes = Assignment.probes(line: line(item), targets: targets)
                if let last = probes.popLast() { items += probes + [last.with(\.trailingTrivia, trailing)] }
            }
            probed += 1
            scopes[scopes.count - 1].names += Self.declaredNames(item)
        }
        return CodeBlockItemListSyntax(items)
    }

    static func isIfOrSwitch(_ item: CodeBlockItemSyntax) -> Bool {
        let expression: ExprSyntax? =
            switch item.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            @unknown default: nil
            }
        return expression?.is(IfExprSyntax.self) == true || expression?.is(SwitchExprSyntax.self) == true
    }

    static func isDeclarationOfAType(_ item: CodeBlockItemSyntax) -> Bool {
        guard case .decl(let declaration) = item.item else { return false }
        return !declaration.is(VariableDeclSyntax.self)
    }

    /// `_LabWalk.step(LINE, ["x", "y"], [x, y]);`: one line of code, on the statement's line.
    private func probe(line: Int, names: [String]) -> CodeBlockItemSyntax {
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let values = names.map { "`\($0)`" }.joined(separator: ", ")
        let text = "_LabWalk.step(\(line), [\(quoted)], [\(values)] as [Any])"
        let parsed = Parser.parse(source: text).statements.first!
        return parsed.with(\.semicolon, .semicolonToken()).with(\.trailingTrivia, [])
    }

    // MARK: Returned values

    /// `return VALUE` in a walked function becomes `return _LabWalk.returned(LINE, VALUE)`: the
    /// value reported and handed back unchanged (the function's result type still decides what
    /// `.zero` or `[]` is). A value over several lines is left as it is, as a comparison is.
    override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
        let visited = super.visit(node)
        guard probing, reportsComparisons, scopes.last(where: \.startsFrame)?.reportsReturns == true,
            let returned = visited.as(ReturnStmtSyntax.self), let value = returned.expression,
            !node.trimmedDescription.contains(where: \.isNewline)
        else { return visited }
        let text = "_LabWalk.returned(\(line(node)), \(value.trimmedDescription))"
        guard let call = Parser.parse(source: text).statements.first, case .expr(let expression) = call.item else {
            return visited
        }
        let wrapped = expression.with(\.leadingTrivia, value.leadingTrivia).with(\.trailingTrivia, value.trailingTrivia)
        return StmtSyntax(returned.with(\.expression, wrapped))
    }

    // MARK: Comparisons

    /// `a OP b` inside a walked function becomes
    /// `_LabWalk.compare(LINE, "a", SHAPE, N, a, "OP", "b", SHAPE, N, b, (OP))`: both operands
    /// evaluated once, in order, and the result the operator's. An operand that is arithmetic
    /// on names has each name wrapped in `_LabWalk.term(…)`, which records its value and hands
    /// it back: the walk shows `x + size.width` as "0 + 4".
    override func visit(_ node: InfixOperatorExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        // A comparison over several lines is left as it is: written on one, it would move every
        // line after it, and a trap's line would no longer be the learner's.
        guard probing, reportsComparisons, !node.trimmedDescription.contains(where: \.isNewline),
            let infix = visited.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self), Self.comparisons.contains(op.operator.text)
        else { return visited }
        func operand(_ original: ExprSyntax, _ rewritten: ExprSyntax) -> String {
            let text = Self.literal(original.trimmedDescription)
            guard reportsTerms, let sum = Arithmetic(original), sum.terms > 0, !sum.isOneTerm else {
                return "\(text), \"\", 0, \(rewritten.trimmedDescription)"
            }
            return "\(text), \(Self.literal(sum.shape)), \(sum.terms), \(sum.wrapped)"
        }
        let text =
            "_LabWalk.compare(\(line(node)), \(operand(node.leftOperand, infix.leftOperand)), \"\(op.operator.text)\", \(operand(node.rightOperand, infix.rightOperand)), (\(op.operator.text)))"
        // Parsed whole, so that the operands keep their own meaning; the result keeps the
        // original's place on its line.
        guard let call = Parser.parse(source: text).statements.first, case .expr(let expression) = call.item,
            !text.contains("\n")
        else { return visited }
        return expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// A Swift string literal holding `text` (an operand as written, for the walk to show).
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n", "\r", "\t": escaped += " "
            case "\u{1}": escaped += "\\u{1}"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
