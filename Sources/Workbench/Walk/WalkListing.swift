import LabText
import LayoutCore

/// The listing a walk runs through — the code `source` shows for the layout in use — with the
/// line each step names: found by the function it is in and its text, so that a probe in the
/// engine never carries a line number that an edit of the listing would silently shift.
public struct WalkListing: Equatable, Sendable {
    public let lines: [String]

    public init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// The line (from 1, as `source` numbers them) of a step's statement: the `occurrence`th
    /// line holding its text after the line that declares its function; nil when there is none.
    public func line(of step: WalkStep) -> Int? {
        if let line = step.line { return lines.indices.contains(line - 1) ? line : nil }
        guard let start = lines.firstIndex(where: { Self.declares($0, step.function) }) else { return nil }
        var seen = 0
        for index in start..<lines.count where lines[index].contains(step.code) {
            if seen == step.occurrence { return index + 1 }
            seen += 1
        }
        return nil
    }

    /// The line that runs after the `if` on `line`, given whether its condition held: the
    /// block's first line, or the first line after the block (after `} else {`, the else
    /// block's first); for a block on the `if`'s own line (`if … { angle = .pi }`), that line
    /// when the condition holds. Blank lines and comments are not lines that run. Nil when
    /// the line is no `if`.
    public func nextLine(afterIf line: Int, condition: Bool) -> Int? {
        guard lines.indices.contains(line - 1) else { return nil }
        let head = lines[line - 1]
        let trimmed = head.trimmingWhitespace
        guard trimmed.hasPrefix("if ") else { return nil }
        if trimmed.hasSuffix("}"), trimmed.contains("{") {
            if condition { return line }
            return nextRunning(from: line)
        }
        guard trimmed.hasSuffix("{") else { return nil }
        let indent = head.prefix { $0 == " " }.count
        var index = line  // the line after the `if`, 0-based
        if !condition {
            // The closing brace at the `if`'s own indentation.
            while index < lines.count {
                let text = lines[index]
                let textIndent = text.prefix { $0 == " " }.count
                if textIndent == indent, text.trimmingWhitespace.hasPrefix("}") { break }
                index += 1
            }
            guard index < lines.count else { return nil }
            let closing = lines[index].trimmingWhitespace
            index += 1
            if closing.hasPrefix("} else if") { return index }
        }
        return nextRunning(from: index)
    }

    /// The first line from `index` (0-based) that runs: not blank, a comment or a lone `}`.
    private func nextRunning(from index: Int) -> Int? {
        var index = index
        while index < lines.count {
            let text = lines[index].trimmingWhitespace
            if !text.isEmpty, !text.hasPrefix("//"), text != "}" { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The line (from 1) that declares the function, property or type `name`.
    public func line(declaring name: String) -> Int? {
        let wanted = name.lowercased()
        return declarations.first { $0.name.lowercased() == wanted }?.line
            ?? declarations.first { $0.name.lowercased().hasPrefix(wanted) }?.line
    }

    /// The names declared in the listing, in order (each once).
    public var declaredNames: [String] {
        var seen = Set<String>()
        return declarations.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Each `func`, computed `var`, `struct`, `class`, `enum` or `extension` with its name and line.
    private var declarations: [(name: String, line: Int)] {
        let keywords: Set<Substring> = ["func", "var", "struct", "class", "enum", "extension"]
        return lines.enumerated().compactMap { index, line in
            let trimmed = line.trimmingWhitespace
            guard !trimmed.hasPrefix("//") else { return nil }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count,
                words[..<keyword].allSatisfy({ !$0.contains("=") && !$0.contains(".") })
            else { return nil }
            // A stored or local `var` is no place to start; a computed property is.
            if words[keyword] == "var", !trimmed.hasSuffix("{") { return nil }
            return (String(words[keyword + 1]), index + 1)
        }
    }

    /// `func rows(of:…`, `override func prepare()`, `var collectionViewContentSize`.
    static func declares(_ line: String, _ function: String) -> Bool {
        line.contains("func \(function)") || line.contains("var \(function)")
    }
}
