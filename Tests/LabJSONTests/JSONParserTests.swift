import LabJSON
import Testing

@Suite("JSON reader and writer")
struct JSONParserTests {
    @Test func parsesEveryKindOfValue_keepingMemberOrder() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2.5e1, true, false, null], "a": "x\"\u00e9\ud83d\ude00"} "#)
        #expect(
            value
                == .object([
                    "b": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]), "a": .string("x\"é😀"),
                ]))
        guard case .object(let object) = value else { return }
        #expect(object.keys == ["b", "a"])
    }

    @Test func writesCompactTextThatReadsBack() throws {
        let value: JSONValue = .object([
            "n": .number(30), "f": .number(2.5), "s": .string("tab\there \"q\" \u{1B}"), "e": .array([]),
        ])
        #expect(value.compactText == #"{"n": 30, "f": 2.5, "s": "tab\there \"q\" \u001B", "e": []}"#)
        #expect(try JSONParser.parse(value.compactText) == value)
    }

    /// U+009B (an 8-bit escape sequence opener) and the bidirectional overrides once reached
    /// the terminal raw in `place` output (issue 14): they are written as \u escapes.
    @Test func c1ControlsAndOverrides_areEscaped() throws {
        let value: JSONValue = .string("a\u{9B}2Jb\u{202E}c\u{85}")
        #expect(value.compactText == #""a\u009B2Jb\u202Ec\u0085""#)
        #expect(try JSONParser.parse(value.compactText) == value)
    }

    @Test func hugeNumbersBecomeInfinity_soTheirFieldCanBeNamed() throws {
        #expect(try JSONParser.parse("1e999") == .number(.infinity))
        #expect(JSONValue.number(.infinity).compactText == "null")
    }

    @Test(arguments: [
        ("", "line 1, column 1: the input is empty; expected a JSON value"),
        ("{", "line 1, column 2: expected a quoted key"),
        ("[1,]", "line 1, column 4: unexpected ']'; expected a value"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\""),
        ("{\"a\": 1 \"b\": 2}", "line 1, column 9: expected ',' or '}' after an object member"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
        ("[1]\n x", "line 2, column 2: unexpected text after the JSON value"),
        ("01", "line 1, column 2: a number must not start with 0"),
        ("1.", "line 1, column 3: expected a digit after the decimal point"),
        ("-", "line 1, column 2: expected a digit"),
        ("tru", "line 1, column 4: unexpected end of input; expected true"),
        ("NaN", "line 1, column 1: unexpected 'N'; expected a value"),
        ("\"abc", "line 1, column 5: unterminated string"),
        ("\"a\tb\"", "line 1, column 3: a control character must be escaped inside a string"),
        ("\"\\x\"", "line 1, column 3: invalid escape \\'x'"),
        ("\"\\ud800\"", "line 1, column 8: a high surrogate \\u escape must be followed by a low one"),
        ("\"\\udc00\"", "line 1, column 8: a lone low surrogate in a \\u escape"),
        ("\"\\u12\"", "line 1, column 6: expected four hex digits after \\u"),
    ])
    func refusesBadText_withLineAndColumn(text: String, message: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func refusesInvalidUTF8_atTheFirstBadByte() {
        do {
            _ = try JSONParser.parse([0x22, 0x61, 0xC3, 0x28, 0x22])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.description == "line 1, column 3: the input is not valid UTF-8")
        }
    }

    @Test func refusesNestingTooDeep_withoutOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        do {
            _ = try JSONParser.parse(deep)
            Issue.record("accepted deep nesting")
        } catch {
            #expect(error.message == "nested deeper than 200 levels")
        }
        #expect((try? JSONParser.parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200))) != nil)
    }

    /// The shapes that were quadratic: an object of many keys (each new key was compared with
    /// all before it: 100,000 keys took 24 s) and strings of many escapes (each decoded scalar
    /// appended to a string: 1.6 million took 41 s). Read in one pass now.
    @Test func manyKeys_andADuplicateAmongThem() throws {
        let keys = (0..<200_000).map { "\"k\($0)\": \($0)" }
        guard case .object(let object) = try JSONParser.parse("{" + keys.joined(separator: ", ") + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == 200_000)
        #expect(object.members.last?.key == "k199999")
        // A duplicate anywhere is found, small objects and large ones alike.
        for count in [2, 15, 16, 17, 1000] {
            let text = "{" + (0..<count).map { "\"k\($0)\": 0" }.joined(separator: ",") + ",\"k1\": 1}"
            #expect(throws: JSONSyntaxError.self, "\(count) keys") { try JSONParser.parse(text) }
        }
    }

    @Test func manyEscapes_readInOnePass() throws {
        let label = String(repeating: "\\u0041", count: 400_000)
        #expect(try JSONParser.parse("\"\(label)\"") == .string(String(repeating: "A", count: 400_000)))
        let newlines = String(repeating: "\\n", count: 1_000_000)
        #expect(
            try JSONParser.parse("[\"x\(newlines)y\"]")
                == .array([.string("x" + String(repeating: "\n", count: 1_000_000) + "y")]))
        // Escapes, raw UTF-8 and surrogate pairs mixed keep their order.
        #expect(try JSONParser.parse(#""a\u00e9é\ud83d\ude00😀\n""#) == .string("aéé😀😀\n"))
    }
}
