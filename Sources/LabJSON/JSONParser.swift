import LabText

/// A JSON text that could not be read, with where the problem is.
public struct JSONSyntaxError: LabError, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    /// "line 1, column 12: expected ',' or '}' after an object member"
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON reader (RFC 8259): one value, nothing after it but white space. It refuses
/// invalid UTF-8, duplicate keys, and nesting deeper than
/// `maximumDepth`, each with a line and column.
public struct JSONParser {
    public static let maximumDepth = 200
    /// From this many members on, an object's keys are hashed to find a duplicate.
    static let hashedKeys = 16

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        if String(validating: bytes, as: UTF8.self) == nil {
            var parser = JSONParser(bytes)
            parser.position = UTF8Text.firstInvalidByte(in: bytes).offset
            throw parser.error("the input is not valid UTF-8")
        }
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        if parser.position == bytes.count { throw parser.error("the input is empty; expected a JSON value") }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var object = JSONObject()
        // The keys so far, to refuse a duplicate: looked through while few, hashed once many (an
        // object of 100,000 keys was quadratic, 24 s).
        var keys: Set<String> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyStart = position
            let key = try parseString()
            let count = object.members.count
            if count == Self.hashedKeys { keys = Set(object.keys) }
            if count < Self.hashedKeys ? object[key] != nil : !keys.insert(key).inserted {
                position = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            object.members.append(JSONObject.Member(key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(object)
            default: throw error("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    // MARK: Strings

    /// A string's text: its bytes (already known to be UTF-8) as they are, with each escape
    /// decoded into the same buffer, in one pass (appending scalars to a string one at a time
    /// made 1.6 million escapes take 41 s).
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // the opening quote
        let start = position
        // Most strings have no escape: their bytes are the text.
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            position += 1
        }
        if peek() == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var text = Array(bytes[start..<position])
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                let scalar = try parseEscape()
                text.append(contentsOf: UTF8.encode(scalar)!)
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                text.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u escape must be followed by a low one")
                }
                position += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("invalid low surrogate in a \\u escape") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a lone low surrogate in a \\u escape") }
            return scalar
        default:
            position -= 1
            throw error("invalid escape \\\(describe(byte))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Numbers and words

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw error("a number must not start with 0") }
        } else {
            guard skipDigits() > 0 else { throw error("expected a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        // Out of Double's range, a number becomes ±infinity, so that the reader of the value
        // can say which field holds the absurd number.
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number \(text)") }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = peek(), isDigit(byte) { position += 1 }
        return position - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard peek() == expected else {
                throw error("unexpected \(peek().map(describe) ?? "end of input"); expected \(word)")
            }
            position += 1
        }
    }

    // MARK: Helpers

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// An error at the current position, counting lines and columns in characters.
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
