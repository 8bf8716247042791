import SwiftSyntax

/// An operand that is arithmetic on names and numbers (`x + size.width`, `CGFloat.pi / 2 +
/// anglePerItem`, `-(a - b)`): its shape with `\u{1}` for each name, its text with each name
/// wrapped in `_LabWalk.term(…)`, and how many names. Nothing else qualifies (a call, a
/// closure, a ternary): such an operand is shown by its value alone, and nothing in it is
/// wrapped, so a name is never read twice nor a call made twice.
struct Arithmetic {
    var shape: String
    var wrapped: String
    var terms: Int
    /// The whole operand is one name: its value says it all.
    var isOneTerm: Bool

    static let operators: Set<String> = ["+", "-", "*", "/"]

    init?(_ expression: ExprSyntax) {
        if Self.isName(expression) {
            let text = expression.trimmedDescription
            (shape, wrapped, terms, isOneTerm) = ("\u{1}", "_LabWalk.term(\(text))", 1, true)
        } else if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
            let text = expression.trimmedDescription
            (shape, wrapped, terms, isOneTerm) = (text, text, 0, false)
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil, let inner = Arithmetic(only.expression)
        {
            (shape, wrapped, terms, isOneTerm) = (
                "(" + inner.shape + ")", "(" + inner.wrapped + ")", inner.terms, false
            )
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let inner = Arithmetic(prefix.expression)
        {
            (shape, wrapped, terms, isOneTerm) = ("-" + inner.shape, "-" + inner.wrapped, inner.terms, false)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self), Self.operators.contains(op.operator.text),
            let left = Arithmetic(infix.leftOperand), let right = Arithmetic(infix.rightOperand)
        {
            let name = op.operator.text
            shape = left.shape + " " + name + " " + right.shape
            wrapped = left.wrapped + " " + name + " " + right.wrapped
            terms = left.terms + right.terms
            isOneTerm = false
        } else {
            return nil
        }
    }

    /// A name or a chain of property reads on one (`maxWidth`, `size.width`, `self.spacing`,
    /// `CGFloat.pi`): read once where it stands, wrapped or not.
    static func isName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil && reference.baseName.tokenKind != .keyword(.Self)
                && reference.baseName.text.first.map { $0.isLetter || $0 == "_" || $0 == "`" } == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.argumentNames == nil && (isName(base) || base.is(DeclReferenceExprSyntax.self))
        }
        return false
    }
}

/// Every name a function body declares, at any depth: its locals, loop variables, bindings and
/// closure parameters.
final class LocalNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
}
