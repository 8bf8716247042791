import SwiftParser
import SwiftSyntax

/// What a statement sets, so that the walk can report each new value with the learner's own
/// name for it once the statement has run: the aligned runs of `check` pair the learner's values
/// with the reference's by what they are, and name the line where one first differs (a share,
/// an offset, a spacing set by an assignment, not only a comparison that went the other way).
enum Assignment {
    /// The names or paths `item` sets, as written: `x` for `x = …`, `x += …` and `let x = …`,
    /// `cache.origin[index].x` for an assignment to it, `rows` for `rows.append(…)`. Only a path
    /// that reads back without calling anything (names, properties, subscripts by names and
    /// numbers): reading it again must not run the learner's code twice.
    static func targets(of item: CodeBlockItemSyntax) -> [String] {
        switch item.item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "lazy" })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.initializer != nil, let name = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    return nil
                }
                return name.identifier.text
            }
        case .expr(let expression):
            return target(of: expression).map { [$0] } ?? []
        case .stmt(let statement):
            guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else { return [] }
            return target(of: expression).map { [$0] } ?? []
        @unknown default:
            return []
        }
    }

    /// The methods of the standard library's collections that change the collection they are
    /// called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "removeSubrange", "swapAt", "sort",
        "reverse", "popLast",
    ]

    private static func target(of expression: ExprSyntax) -> String? {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let isAssignment =
                infix.operator.is(AssignmentExprSyntax.self)
                || infix.operator.as(BinaryOperatorExprSyntax.self).map {
                    ["+=", "-=", "*=", "/="].contains($0.operator.text)
                } == true
            guard isAssignment, isPath(infix.leftOperand) else { return nil }
            return infix.leftOperand.trimmedDescription
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            mutatingMethods.contains(member.declName.baseName.text), isPath(base)
        {
            // What an append added is what it computed; the rest of a long array is cut from view.
            return base.trimmedDescription + (member.declName.baseName.text == "append" ? ".last" : "")
        }
        return nil
    }

    /// A name, a property of a path, or a subscript of a path by names and numbers, on one line.
    static func isPath(_ expression: ExprSyntax) -> Bool {
        guard !expression.trimmedDescription.contains(where: \.isNewline) else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil
                && reference.baseName.text.first.map { $0.isLetter || $0 == "_" || $0 == "`" } == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.argumentNames == nil && (isPath(base) || base.is(DeclReferenceExprSyntax.self))
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return isPath(subscriptCall.calledExpression) && subscriptCall.trailingClosure == nil
                && subscriptCall.arguments.allSatisfy { argument in
                    argument.label == nil
                        && (isPath(argument.expression) || argument.expression.is(IntegerLiteralExprSyntax.self)
                            || Arithmetic(argument.expression) != nil)
                }
        }
        return false
    }

    /// `_LabWalk.assigned(LINE, "x", x);` for each target, to follow the statement on its line.
    static func probes(line: Int, targets: [String]) -> [CodeBlockItemSyntax] {
        let items = targets.compactMap { target in
            Parser.parse(source: "_LabWalk.assigned(\(line), \(Instrumenter.literal(target)), \(target))").statements
                .first
        }
        // Each ends with `;`, the last too: another statement may follow on the same line.
        return items.map { item in
            item.with(\.semicolon, .semicolonToken()).with(\.leadingTrivia, .space).with(\.trailingTrivia, [])
        }
    }
}
