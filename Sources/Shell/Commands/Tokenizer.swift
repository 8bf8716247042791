/// One word of a command line, and whether it was quoted (a quoted `"break"` is a label,
/// a bare `break` is a keyword).
public struct Word: Equatable, Sendable {
    public var text: String
    public var quoted: Bool

    public init(_ text: String, quoted: Bool = false) {
        self.text = text
        self.quoted = quoted
    }
}

/// A command line that cannot be split into words.
public struct ShellError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Splits a command line into words the way a shell does: spaces separate words, "double" or
/// 'single' quotes keep spaces inside one word, a backslash keeps the next character as it
/// is, and `#` outside quotes starts a comment.
public enum Tokenizer {
    public static func words(_ line: String) throws(ShellError) -> [Word] {
        var words: [Word] = []
        var current = ""
        var inWord = false
        var quoted = false
        var quote: Character?
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaping = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\\":
                escaping = true
                inWord = true
            case "\"", "'":
                quote = character
                quoted = true
                inWord = true
            case "#" where !inWord:
                return finish(words, current, inWord, quoted)
            case _ where Self.isSpace(character):
                if inWord { words.append(Word(current, quoted: quoted)) }
                current = ""
                inWord = false
                quoted = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let open = quote { throw ShellError("unterminated \(open) quote; close it with another \(open)") }
        if escaping { throw ShellError("a backslash at the end of the line has nothing to escape") }
        return finish(words, current, inWord, quoted)
    }

    private static func finish(_ words: [Word], _ current: String, _ inWord: Bool, _ quoted: Bool) -> [Word] {
        inWord ? words + [Word(current, quoted: quoted)] : words
    }

    /// `Character.isWhitespace` looks up a Unicode property; nearly everything typed is
    /// ASCII, which is answered at once (a million-line script spends its time here).
    static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }
}
