import Testing

@testable import LabText

@Suite("strict UTF-8")
struct UTF8TextTests {
    @Test func validText_isDecoded() throws {
        #expect(try UTF8Text.decode(Array("Привет\n".utf8)).get() == "Привет\n")
    }

    @Test func theFirstBadByte_isFoundByLineAndCharacter() {
        // "e" and a combining acute are one character: the bad byte is in column 3 of line 2.
        let bytes = Array("one\ne\u{301}x".utf8) + [0xFF] + Array("rest".utf8)
        guard case .failure(let bad) = UTF8Text.decode(bytes) else {
            Issue.record("invalid UTF-8 was decoded")
            return
        }
        #expect(bad == UTF8Text.InvalidByte(offset: 8, line: 2, column: 3, byte: 0xFF))
        #expect(bad.hex == "0xFF")
    }

    @Test func aCharacterCutOff_atTheEnd_isFound() {
        let bytes = Array("a →".utf8).dropLast()
        guard case .failure(let bad) = UTF8Text.decode(Array(bytes)) else {
            Issue.record("a cut character was decoded")
            return
        }
        #expect(bad.line == 1 && bad.column == 3 && bad.byte == 0xE2)
    }
}
