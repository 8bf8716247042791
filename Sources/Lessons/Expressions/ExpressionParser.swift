import LabSupport
import LabText

/// Reads the answer-expression language (documented in Lessons/FORMAT.md):
///
///     expression := or
///     or         := and ("or" and)*
///     and        := not ("and" not)*
///     not        := "not" not | every | comparison
///     every      := "every" QUANTITY "from" sum "to" sum ("by" sum)? ":" expression
///
/// An `every`'s condition reaches to the end: `count == 3 and every width from 16 to 80: A and B`
/// checks A and B at every width.
///     comparison := sum (("==" | "!=" | "<" | "<=" | ">" | ">=") sum)?
///     sum        := product (("+" | "-") product)*
///     product    := unary (("*" | "/") unary)*
///     unary      := "-" unary | primary
///     primary    := NUMBER | "STRING" | NAME | NAME "(" arguments ")" | "(" expression ")"
public struct ExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case text(String)
        case name(String)
        case symbol(String)
        case end
    }

    private var tokens: [(token: Token, column: Int)] = []
    private var position = 0
    /// How deep the recursive descent is: refused past `maximumDepth` rather than running
    /// out of stack (the fuzzer found `--------…1` doing that).
    private var depth = 0
    static let maximumDepth = 100
    /// How many tokens an expression may have: a long flat chain (`1+1+…+1`) is no deeper than
    /// its first term, but its tree is as long as the chain, and taking a tree of 100,000 nodes
    /// apart recursively overflowed the stack. No answer needs more than a few dozen.
    static let maximumTokens = 1000

    private mutating func descend() throws(ExpressionError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw ExpressionError(
                column: current.column,
                message: "the expression is nested too deeply (at most \(Self.maximumDepth) levels)")
        }
    }

    public static func parse(_ source: String) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser()
        parser.tokens = try tokenize(source)
        // The last token is the end.
        if parser.tokens.count - 1 > Self.maximumTokens {
            throw ExpressionError(
                column: parser.tokens[Self.maximumTokens].column,
                message:
                    "the expression is too long (\(parser.tokens.count - 1) parts; at most \(Self.maximumTokens)): write it shorter"
            )
        }
        let expression = try parser.parseExpression()
        if parser.current.token != .end {
            throw ExpressionError(
                column: parser.current.column,
                message: "unexpected \(describe(parser.current.token)) after the expression")
        }
        return expression
    }

    private var current: (token: Token, column: Int) { tokens[position] }

    private mutating func advance() { position += 1 }

    private mutating func take(_ symbol: String) -> Bool {
        if current.token == .symbol(symbol) || current.token == .name(symbol) {
            advance()
            return true
        }
        return false
    }

    /// Takes an operator if it comes next; returns its column.
    private mutating func take(_ operation: BinaryOperator) -> Int? {
        let column = current.column
        return take(operation.rawValue) ? column : nil
    }

    private mutating func parseExpression() throws(ExpressionError) -> Expression {
        try parseOr()
    }

    /// Inside an `every`'s condition: another would multiply the values tried.
    private var insideEvery = false

    private mutating func parseEvery(column: Int) throws(ExpressionError) -> Expression {
        guard !insideEvery else {
            throw ExpressionError(column: column, message: "an every cannot hold another every")
        }
        insideEvery = true
        defer { insideEvery = false }
        try descend()
        defer { depth -= 1 }
        guard case .name(let word) = current.token, let quantity = Quantity(rawValue: word.lowercased()) else {
            throw ExpressionError(
                column: current.column,
                message:
                    "every needs what it varies: \(Quantity.allCases.map(\.rawValue).joined(separator: ", ")) (every width from 10 to 40: …)"
            )
        }
        advance()
        let low = try expect(
            "from", then: { (parser: inout ExpressionParser) throws(ExpressionError) in try parser.parseSum() })
        let high = try expect(
            "to", then: { (parser: inout ExpressionParser) throws(ExpressionError) in try parser.parseSum() })
        let step = take("by") ? try parseSum() : nil
        guard take(":") else {
            throw ExpressionError(
                column: current.column, message: "expected ':' before what must hold for every \(word)")
        }
        let condition = try parseExpression()
        return .every(
            Quantifier(quantity: quantity, low: low, high: high, step: step, condition: condition), column: column)
    }

    /// A keyword, then what follows it.
    private mutating func expect(
        _ keyword: String, then parse: (inout ExpressionParser) throws(ExpressionError) -> Expression
    ) throws(ExpressionError) -> Expression {
        guard take(keyword) else {
            throw ExpressionError(column: current.column, message: "expected '\(keyword)' in every … from … to …")
        }
        return try parse(&self)
    }

    private mutating func parseOr() throws(ExpressionError) -> Expression {
        try descend()
        defer { depth -= 1 }
        var left = try parseAnd()
        while let column = take(.or) { left = .binary(.or, left, try parseAnd(), column: column) }
        return left
    }

    private mutating func parseAnd() throws(ExpressionError) -> Expression {
        var left = try parseNot()
        while let column = take(.and) { left = .binary(.and, left, try parseNot(), column: column) }
        return left
    }

    private mutating func parseNot() throws(ExpressionError) -> Expression {
        let column = current.column
        if take("every") { return try parseEvery(column: column) }
        if take("not") {
            try descend()
            defer { depth -= 1 }
            return .unary(.not, try parseNot(), column: column)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(ExpressionError) -> Expression {
        let left = try parseSum()
        for operation in BinaryOperator.comparisons {
            if let column = take(operation) { return .binary(operation, left, try parseSum(), column: column) }
        }
        return left
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        var left = try parseProduct()
        while true {
            if let column = take(.plus) {
                left = .binary(.plus, left, try parseProduct(), column: column)
            } else if let column = take(.minus) {
                left = .binary(.minus, left, try parseProduct(), column: column)
            } else {
                return left
            }
        }
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        var left = try parseUnary()
        while true {
            if let column = take(.times) {
                left = .binary(.times, left, try parseUnary(), column: column)
            } else if let column = take(.divide) {
                left = .binary(.divide, left, try parseUnary(), column: column)
            } else {
                return left
            }
        }
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        let column = current.column
        if take("-") {
            try descend()
            defer { depth -= 1 }
            return .unary(.negate, try parseUnary(), column: column)
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        let (token, column) = current
        switch token {
        case .number(let value):
            advance()
            return .number(value, column: column)
        case .text(let value):
            advance()
            return .text(value, column: column)
        case .name(let name):
            advance()
            guard take("(") else { return .call(name: Name(name), arguments: [], column: column) }
            var arguments: [Expression] = []
            if !take(")") {
                repeat { arguments.append(try parseOr()) } while take(",")
                guard take(")") else {
                    throw ExpressionError(column: current.column, message: "expected ')' to close \(name)(")
                }
            }
            return .call(name: Name(name), arguments: arguments, column: column)
        case .symbol("("):
            advance()
            let inner = try parseExpression()
            guard take(")") else { throw ExpressionError(column: current.column, message: "expected ')'") }
            return inner
        default:
            throw ExpressionError(
                column: column, message: "expected a number, a name or '(', found \(Self.describe(token))")
        }
    }

    private static func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): "the number \(NumberText.plain(value, infinity: "infinity"))"
        case .text(let value): "the text \"\(Quote.cut(value))\""
        case .name(let value): "'\(Quote.cut(value))'"
        case .symbol(let value): "'\(value)'"
        case .end: "the end"
        }
    }

    private static func tokenize(_ source: String) throws(ExpressionError) -> [(token: Token, column: Int)] {
        var tokens: [(token: Token, column: Int)] = []
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character.isNumber
                || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber)
            {
                var end = index
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                let text = String(characters[index..<end])
                guard let value = Double(text) else {
                    throw ExpressionError(column: column, message: "'\(Quote.cut(text))' is not a number")
                }
                tokens.append((.number(value), column))
                index = end
            } else if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" { end += 1 }
                guard end < characters.count else {
                    throw ExpressionError(column: column, message: "unterminated \" in the expression")
                }
                tokens.append((.text(String(characters[(index + 1)..<end])), column))
                index = end + 1
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count,
                    characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                { end += 1 }
                tokens.append((.name(String(characters[index..<end])), column))
                index = end
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<=", ">="].contains(two) {
                    tokens.append((.symbol(two), column))
                    index += 2
                } else if "+-*/<>(),:".contains(character) {
                    tokens.append((.symbol(String(character)), column))
                    index += 1
                } else {
                    throw ExpressionError(column: column, message: "unexpected character '\(character)'")
                }
            }
        }
        tokens.append((.end, characters.count + 1))
        return tokens
    }
}
