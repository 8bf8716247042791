import LabSupport
import LabText

/// The lesson's header (`id:`, `title:`, `version:` …), the errors held back while no key of it
/// is known yet, and `key: value` lines.
extension LessonParser {
    mutating func parseHeaderLine(_ raw: String, _ number: Int, _ header: inout [String: Located]) {
        let trimmed = raw.trimmingWhitespace
        if trimmed.isEmpty { return }
        // `Title:` is a header key in the wrong case: said, and read as the key it means.
        if let colon = raw.firstIndex(of: ":"), Self.headerKeys.contains(raw[..<colon].lowercased()),
            keyValue(raw) == nil, let (_, value, column) = keyValue(raw[..<colon].lowercased() + raw[colon...])
        {
            let key = raw[..<colon].lowercased()
            releaseHeldHeaderErrors()
            self.error(
                number, 1, .unknownHeaderKey,
                "header keys are lower case: write '\(key):', not '\(Quote.cut(raw[..<colon])):'")
            if header[key] == nil { header[key] = Located(value, line: number, column: column) }
            return
        }
        guard let (key, value, column) = keyValue(raw) else {
            self.error(
                number, 1, .headerSyntax,
                "expected 'key: value' in the header (\(Self.headerKeys.joined(separator: ", "))) or a step starting with =="
            )
            holdWhileNoKeyIsKnown(header)
            return
        }
        guard Self.headerKeys.contains(key) else {
            let suggestion = Suggestion.didYouMean(key, among: Self.headerKeys)
            self.error(
                number, 1, .unknownHeaderKey,
                "unknown header key '\(Quote.cut(key))'\(suggestion) (allowed: \(Self.headerKeys.joined(separator: ", ")))"
            )
            if !suggestion.isEmpty { heldNearAKey = true }
            holdWhileNoKeyIsKnown(header)
            return
        }
        releaseHeldHeaderErrors()
        if header[key] != nil { self.error(number, 1, .duplicateHeaderKey, "'\(key)' is given twice") }
        header[key] = Located(value, line: number, column: column)
    }

    /// Holds back the error just said about a header line while no header key is known yet: the
    /// file may not be a lesson at all (a link to /etc/passwd), and then none of its lines may be
    /// quoted in a message. After `unreadableHeaderLimit` such lines, and no step in the file, it
    /// is said not to be a lesson, in words of the lab's own.
    mutating func holdWhileNoKeyIsKnown(_ header: [String: Located]) {
        guard header.isEmpty else { return }
        heldHeaderErrors.append(diagnostics.removeLast())
        if heldHeaderErrors.count == Self.unreadableHeaderLimit, !fileHasSteps {
            let first = heldHeaderErrors[0].line
            heldHeaderErrors = []
            self.error(
                first, 1, .notALesson,
                "this does not look like a lesson: its first \(Self.unreadableHeaderLimit) lines of text are not the header's keys; a lesson begins with id:, title: and version: (see layoutlab help format; the rest was not read, and none of it is shown)"
            )
            notALesson = true
        }
    }

    /// The file is a lesson after all: the header lines held back are its errors.
    mutating func releaseHeldHeaderErrors() {
        guard let first = heldHeaderErrors.first else { return }
        // Before anything said of a later line meanwhile (a control character), in line order.
        let position = diagnostics.firstIndex { $0.line > first.line } ?? diagnostics.endIndex
        diagnostics.insert(contentsOf: heldHeaderErrors, at: position)
        heldHeaderErrors = []
    }

    /// `key: value` with a lowercase key; the column where the value starts.
    func keyValue(_ raw: String) -> (String, String, Int)? {
        guard let colon = raw.firstIndex(of: ":") else { return nil }
        let key = String(raw[..<colon])
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        let rest = raw[raw.index(after: colon)...]
        let value = String(rest).trimmingWhitespace
        let column = raw.distance(from: raw.startIndex, to: colon) + 2 + rest.prefix { $0 == " " }.count
        return (key, value, column)
    }

    /// What to write for a missing header key: the id the file's name asks for, a version 1.
    static func example(of key: String, file: String) -> String {
        switch key {
        case "id":
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let id = name.hasSuffix(".lesson") ? String(name.dropLast(".lesson".count)) : name
            let usable = !id.isEmpty && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
            return usable ? " (for this file: id: \(id))" : ""
        case "version": return " (a first one: version: 1)"
        default: return ""
        }
    }
}
