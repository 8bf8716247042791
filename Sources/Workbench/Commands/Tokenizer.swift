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

/// Splits a command line into words the way a shell does: spaces separate words, "double" or
/// 'single' quotes keep spaces inside one word, a backslash keeps the next character as it
/// is, and `#` outside quotes starts a comment.
public enum Tokenizer {
    public static func words(_ line: String) throws(CommandError) -> [Word] {
        let scan = Self.scan(line)
        if let open = scan.openQuote { throw .unterminatedQuote(open) }
        if scan.endsInEscape { throw .backslashAtEnd }
        return scan.words
    }

    /// A line split as far as it goes, for a line still being typed as well as a whole one.
    public struct Scan {
        /// Every word, the last one as far as it is typed.
        public internal(set) var words: [Word] = []
        /// Where the last word begins in the line; nil when the line ends between words.
        public internal(set) var lastWordStart: String.Index?
        public internal(set) var openQuote: Character?
        public internal(set) var endsInEscape = false
    }

    /// The one place that knows the quoting rules: `words` for a line that is run, and tab
    /// completion for the word under the cursor.
    public static func scan(_ line: String) -> Scan {
        var scan = Scan()
        var current = ""
        var start: String.Index?
        var quoted = false
        var escaping = false
        func finishWord() {
            if start != nil { scan.words.append(Word(current, quoted: quoted)) }
        }
        for index in line.indices {
            let character = line[index]
            if escaping {
                current.append(character)
                escaping = false
                continue
            }
            if let open = scan.openQuote {
                if character == open {
                    scan.openQuote = nil
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
                start = start ?? index
            case "\"", "'":
                scan.openQuote = character
                quoted = true
                start = start ?? index
            case "#" where start == nil:
                finishWord()
                return scan  // a comment: the line ends between words
            case _ where isSpace(character):
                finishWord()
                current = ""
                start = nil
                quoted = false
            default:
                current.append(character)
                start = start ?? index
            }
        }
        finishWord()
        scan.lastWordStart = start
        scan.endsInEscape = escaping
        return scan
    }

    /// `Character.isWhitespace` looks up a Unicode property; nearly everything typed is
    /// ASCII, which is answered at once (a million-line script spends its time here).
    static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }
}
