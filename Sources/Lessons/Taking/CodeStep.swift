import Exercises
import LabText
import LayoutCore
import Workbench

/// A code step made concrete: the exercise whose reference solution (the listing `source`
/// shows) holds the step's blank, the blank as found there, and the window of the listing the
/// step shows with it blanked out.
public struct CodeStep: Sendable {
    public let exercise: Exercise
    public let blank: CodeTrial.Blank
    /// The blank's line on the listing, from 1.
    public let line: Int

    /// What stands in the listing where the learner's code goes.
    public static let gap = "<your code>"

    /// The exercise for a step showing the layout `layoutName`: of the exercises that write it,
    /// the first whose listing holds the blank once, the lesson's own exercises (`preferring`)
    /// first. Why not, in a line, when none does.
    public init(_ check: Check, layoutName: String, preferring: [String]) throws(CodeTrialError) {
        guard let written = check.blank?.text, !written.isEmpty else {
            throw CodeTrialError(message: "this code step has no blank:")
        }
        let writing = ExerciseCatalog.all.filter { $0.layoutName == layoutName }
        guard !writing.isEmpty else {
            let layouts = Set(ExerciseCatalog.all.map(\.layoutName)).sorted()
            throw CodeTrialError(
                message:
                    "a code step blanks a line of an exercise's listing; no exercise writes the step's layout '\(layoutName)' (one of \(layouts.joined(separator: ", ")) does)"
            )
        }
        let ordered =
            writing.filter { preferring.contains($0.id) } + writing.filter { !preferring.contains($0.id) }
        var first: CodeTrialError?
        for exercise in ordered {
            do throws(CodeTrialError) {
                let (blank, line) = try Self.find(written, in: exercise.solution)
                (self.exercise, self.blank, self.line) = (exercise, blank, line)
                return
            } catch {
                first = first ?? error
            }
        }
        throw first ?? CodeTrialError(message: "the blank is not on the listing")
    }

    /// The code step of `check` on a step whose setup made `workspace`, in `lesson` (whose own
    /// exercises are looked in first): the one rule the taker, validate and every screen use.
    public init(_ check: Check, on workspace: Workspace, in lesson: Lesson?) throws(CodeTrialError) {
        try self.init(check, layoutName: workspace.layoutName, preferring: lesson?.exerciseIDs ?? [])
    }

    /// `blank:` as written — a line of the listing, or a piece of one in quotes ("…" or `…`),
    /// with `| in NAME` when it is looked for in function NAME only (a line two functions share) —
    /// found on the listing, once.
    static func find(_ written: String, in listing: String) throws(CodeTrialError) -> (CodeTrial.Blank, Int) {
        var lines = listing.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        var trimmed = written.trimmingWhitespace
        if let bar = trimmed.ranges(of: " | in ").last {
            let name = trimmed[bar.upperBound...].trimmingWhitespace
            trimmed = String(trimmed[..<bar.lowerBound]).trimmingWhitespace
            guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else {
                throw CodeTrialError(message: "no function '\(Quote.cut(name))' on the listing")
            }
            // The function's own lines: up to the next function.
            let end = lines[(start + 1)...].firstIndex { $0.contains("func ") } ?? lines.count
            lines = lines.indices.map { (start..<end).contains($0) ? lines[$0] : "" }
        }
        if let piece = Self.quoted(trimmed) {
            let holding = lines.indices.filter { lines[$0].contains(piece) }
            guard holding.count == 1, let index = holding.first else {
                throw CodeTrialError(
                    message: holding.isEmpty
                        ? "'\(Quote.cut(piece))' is not on the listing"
                        : "'\(Quote.cut(piece))' is on \(holding.count) lines of the listing: quote a piece found on one"
                )
            }
            return (CodeTrial.Blank(line: lines[index], piece: piece, number: index + 1), index + 1)
        }
        let matching = lines.indices.filter { lines[$0] == trimmed }
        guard matching.count == 1, let index = matching.first else {
            throw CodeTrialError(
                message: matching.isEmpty
                    ? "the line '\(Quote.cut(trimmed))' is not on the listing (quote a piece of a line in \"…\")"
                    : "the line '\(Quote.cut(trimmed))' is on the listing \(matching.count) times: blank a line found once"
            )
        }
        return (CodeTrial.Blank(line: trimmed, number: index + 1), index + 1)
    }

    /// The text inside "…" or `…`, when `text` is quoted.
    static func quoted(_ text: String) -> String? {
        guard text.count >= 3, let first = text.first, first == "\"" || first == "`", text.last == first else {
            return nil
        }
        return String(text.dropFirst().dropLast())
    }

    /// The listing's lines around the blank, numbered, the blank's code shown as `gap`.
    public func window(before: Int = 2, after: Int = 1) -> [(number: Int, text: String)] {
        let lines = exercise.solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var range = max(0, line - 1 - before)...min(lines.count - 1, line - 1 + after)
        // An empty line at either end shows nothing: left out.
        while range.lowerBound < line - 1, lines[range.lowerBound].allSatisfy(\.isWhitespace) {
            range = (range.lowerBound + 1)...range.upperBound
        }
        // (A lone closing brace after the blank shows nothing either: the room goes to the picture.)
        while range.upperBound > line - 1,
            lines[range.upperBound].allSatisfy(\.isWhitespace) || lines[range.upperBound].trimmingWhitespace == "}"
        {
            range = range.lowerBound...(range.upperBound - 1)
        }
        // Further up, the lines that declare the names the blank's code reads, when the window
        // does not show them (a parameter, a `let` at the top of the function): the nearest two,
        // their numbers showing the lines left out between.
        let shown = Set(range)
        var declaring: [Int] = []
        for name in Self.names(in: blank.piece ?? blank.line)
        where !shown.contains(where: { Self.declares(lines[$0], name) }) {
            // Within the function the blank is in: up to its `func` line.
            for index in stride(from: range.lowerBound - 1, through: 0, by: -1) {
                if Self.declares(lines[index], name) {
                    if !declaring.contains(index) { declaring.append(index) }
                    break
                }
                if lines[index].trimmingWhitespace.hasPrefix("func ") { break }
            }
        }
        guard !declaring.isEmpty else {
            return range.map { index in (index + 1, index == line - 1 ? blanked(lines[index]) : lines[index]) }
        }
        // Room for them is taken from the context: the line before the blank and the blank, with
        // the two nearest declarations, each cut to a line — the window keeps its four lines.
        let context = Array(max(range.lowerBound, line - 2)...(line - 1))
        let nearest = declaring.sorted().suffix(2).filter { !context.contains($0) }
        return (nearest + context).sorted().map { index in
            let text =
                index == line - 1
                ? blanked(lines[index]) : context.contains(index) ? lines[index] : Self.cut(lines[index])
            return (index + 1, text)
        }
    }

    /// A declaring line cut to what declares (a function's signature up to its parameters'
    /// end), so that it takes one line of the window.
    static func cut(_ line: String, limit: Int = 60) -> String {
        guard line.count > limit, let close = line.firstIndex(of: ")") else { return line }
        let signature = line[...close]
        return signature.count < line.count ? signature + " …" : String(signature)
    }

    /// The names a line of code reads, in order, once each: lower-case words that are not a
    /// member after a dot, a label before a colon, nor a keyword.
    static func names(in code: String) -> [String] {
        let keywords: Set<String> = [
            "if", "else", "let", "var", "return", "guard", "for", "in", "while", "true", "false", "nil", "self",
            "max", "min", "abs", "sin", "cos", "case", "switch", "func", "_", "where", "to", "along", "of",
        ]
        var names: [String] = []
        let characters = Array(code)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character.isLetter || character == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            let word = String(characters[index..<end])
            let afterDot = index > 0 && characters[index - 1] == "."
            let isLabel = end < characters.count && characters[end] == ":"
            if !afterDot, !isLabel, word.first?.isLowercase == true, !keywords.contains(word), !names.contains(word) {
                names.append(word)
            }
            index = end
        }
        return names
    }

    /// Whether a listing line declares `name`: `let name`, `var name`, `for name in`, a
    /// function's parameter `name:`, or a name in a tuple (`let (a, name)`, `for (i, name) in`).
    static func declares(_ line: String, _ name: String) -> Bool {
        let code = line.trimmingWhitespace
        func followedByNameEnd(_ range: Range<String.Index>) -> Bool {
            range.upperBound == code.endIndex
                || !(code[range.upperBound].isLetter || code[range.upperBound].isNumber
                    || code[range.upperBound] == "_")
        }
        let tuple = ["let (", "var (", "for ("].contains { code.hasPrefix($0) }
        for prefix in ["let ", "var ", "for ", "let (", "var (", "for (", ", "] {
            for range in code.ranges(of: prefix + name) where followedByNameEnd(range) {
                if prefix == ", " { guard tuple else { continue } }
                return true
            }
        }
        if code.hasPrefix("func ") || code.contains(" func ") {
            return code.ranges(of: name + ":").contains { range in
                range.lowerBound > code.startIndex
                    && [" ", "("].contains(code[code.index(before: range.lowerBound)])
            }
        }
        return false
    }

    /// A whole listing as `source` shows it while the step waits for its answer: the blank's
    /// line (on the exercise's own listing, that line; on another listing holding it, every
    /// line that is the blank's) shown as `gap`, and the numbers of the lines blanked.
    public func blanking(_ listing: String) -> (text: String, lines: [Int]) {
        var lines = listing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let holding =
            listing == exercise.solution
            ? [line - 1] : lines.indices.filter { lines[$0].trimmingWhitespace == blank.line.trimmingWhitespace }
        for index in holding where lines.indices.contains(index) { lines[index] = blanked(lines[index]) }
        return (lines.joined(separator: "\n"), holding.map { $0 + 1 })
    }

    /// The blank's line with its code (or its quoted piece) shown as `gap`, indentation kept.
    func blanked(_ original: String) -> String {
        let indentation = String(original.prefix { $0 == " " || $0 == "\t" })
        guard let piece = blank.piece, let found = original.firstRange(of: piece) else {
            return indentation + Self.gap
        }
        var blanked = original
        blanked.replaceSubrange(found, with: Self.gap)
        return blanked
    }

    /// Whether two lines of code are the same after normalising spaces: runs of spaces made
    /// one, and none beside punctuation (`x+1 >0` is `x + 1 > 0`).
    public static func sameCode(_ a: String, _ b: String) -> Bool { normalised(a) == normalised(b) }

    /// Whether `text` holds `code`, spaces normalised alike (a screen's line holding a blank's
    /// solution gives it away).
    public static func shows(_ text: String, code: String) -> Bool {
        let wanted = normalised(code)
        return !wanted.isEmpty && normalised(text).contains(wanted)
    }

    /// Whether `text` holds what `code` computes or tests, without its keyword, its name and its
    /// brace: `relativeX / radius` of `var angle = relativeX / radius`, the condition of an `if
    /// … {` (an earlier step quoting a later code step's expression gives the line away). An
    /// expression shorter than 8 characters, or with no operator, gives nothing away.
    public static func showsExpression(_ text: String, of code: String) -> Bool {
        let core = expression(of: code)
        // A condition's clauses each give it away (`a > b` of `if a > b, !c {`), as the whole does.
        let parts =
            [core] + (core.contains(",") && !core.contains("(") ? core.split(separator: ",").map(String.init) : [])
        return parts.contains { part in
            part.count >= 8 && part.contains(where: { "+-*/<>=!?&|%(".contains($0) }) && shows(text, code: part)
        }
    }

    /// A line's expression: `return X`, `if X {`, `guard X else {`, `let name = X`, `name = X`
    /// give X.
    static func expression(of code: String) -> String {
        var core = normalised(code)
        for keyword in ["return ", "if ", "guard ", "while "] where core.hasPrefix(keyword) {
            core.removeFirst(keyword.count)
        }
        if core.hasSuffix("else{") { core.removeLast("else{".count) }
        if core.hasSuffix("{") { core.removeLast() }
        // `name = X`, `let name = X`: X (a first `=` that is no part of `==`, `!=`, `<=`, `>=`).
        if let equals = core.firstIndex(of: "=") {
            let after = core.index(after: equals)
            var name = String(core[..<equals])
            let comparison = after < core.endIndex && core[after] == "="
            let operatorBefore = name.last.map { "=!<>".contains($0) } ?? false
            for keyword in ["let ", "var "] where name.hasPrefix(keyword) { name.removeFirst(keyword.count) }
            let isName = name.allSatisfy { $0.isLetter || $0.isNumber || "_.: ".contains($0) }
            if !comparison, !operatorBefore, isName { core = String(core[after...]) }
        }
        return core.trimmingWhitespace
    }

    static func normalised(_ code: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in code.trimmingWhitespace {
            if character == " " || character == "\t" {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = out.last, Self.isWordy(last), Self.isWordy(character) { out.append(" ") }
            pendingSpace = false
            out.append(character)
        }
        return out
    }

    private static func isWordy(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    /// The step's own items (or collection) as the case tried first; nil when the exercise's
    /// subviews cannot be them (a spacer, a text item's wrapping).
    public static func trialCase(_ workspace: Workspace) -> TrialCase? {
        if let collection = workspace.collection { return .collection(CollectionCase.walking(collection)) }
        guard
            let (scene, note) = try? ExerciseCase.walking(
                workspace.items, workspace.configuration, proposal: workspace.proposal, origin: workspace.origin),
            note == nil
        else { return nil }
        return .layout(scene)
    }
}
