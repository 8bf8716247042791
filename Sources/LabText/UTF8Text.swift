/// Strict UTF-8: text from a file or a pipe is decoded only when every byte is valid, and
/// otherwise the first bad byte is found, so the message can say exactly where it is.
public enum UTF8Text {
    /// Where the first invalid byte sits: its offset, and its line and column (counted in
    /// characters, as the lesson parser counts them, both from 1).
    public struct InvalidByte: LabError, Equatable {
        public var offset: Int
        public var line: Int
        public var column: Int
        public var byte: UInt8

        public var hex: String {
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" + digits : digits)
        }

        public var message: String { "byte \(hex) at \(line):\(column) is not UTF-8" }
    }

    /// What ends a line in a text file: LF, CRLF (one Character in Swift, so splitting on
    /// "\n" alone would never see it) or a lone CR.
    public static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The lines of a text, split where `isLineBreak` says (an empty last line kept, as
    /// `split(omittingEmptySubsequences: false)` keeps it). Found among the bytes, which is many
    /// times faster than among characters and gives the same lines: Unicode never joins a
    /// line break to what comes before or after it into one character.
    public static func lines(of text: String) -> [String] {
        linesWithEndings(of: text).lines
    }

    /// `lines(of:)`, with the ending of each line as written (`\n`, `\r\n` or `\r`; "" for a
    /// last line without one), for whoever writes the text back with its line ends.
    public static func linesWithEndings(of text: String) -> (lines: [String], endings: [String]) {
        var lines: [String] = []
        var endings: [String] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(String(text[start..<index]))
            var next = bytes.index(after: index)
            if byte == 0x0D, next != bytes.endIndex, bytes[next] == 0x0A { next = bytes.index(after: next) }
            endings.append(String(text[index..<next]))
            index = next
            start = index
        }
        lines.append(String(text[start...]))
        endings.append("")
        return (lines, endings)
    }

    /// The text, or where it stops being UTF-8.
    public static func decode(_ bytes: [UInt8]) -> Result<String, InvalidByte> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        return .failure(firstInvalidByte(in: bytes))
    }

    /// The first byte that does not begin a valid UTF-8 character. Call only on bytes that
    /// are not valid UTF-8.
    public static func firstInvalidByte(in bytes: [UInt8]) -> InvalidByte {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            offset += encoded.count
        }
        // Everything before the bad byte is valid: count its lines and the characters of the
        // last one (an accent on its own scalar is no column of its own).
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        let lines = before.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
        return InvalidByte(
            offset: offset, line: lines.count, column: (lines.last?.count ?? 0) + 1,
            byte: offset < bytes.count ? bytes[offset] : 0)
    }
}
