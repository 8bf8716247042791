import Exercises
import LabSupport
import LabText
import LayoutCore

/// Reads the lesson format described in Lessons/FORMAT.md. It collects every problem it can
/// find rather than stopping at the first, and returns a lesson only when there was no error
/// (`keepingErrors` returns what it read anyway, for validate to check the rest in one pass).
public struct LessonParser {
    public static let headerKeys = LessonKey.names(.header)
    public static let checkKeys = LessonKey.names(.check)
    public static let detailKeys = LessonKey.names(.detail)

    let file: String
    var diagnostics: [Diagnostic] = []

    public static func parse(_ text: String, file: String, keepingErrors: Bool = false) -> (
        lesson: Lesson?, diagnostics: [Diagnostic]
    ) {
        var parser = LessonParser(file: file)
        var text = text
        if text.first == "\u{FEFF}" {
            parser.error(
                1, 1, .byteOrderMark,
                "the file starts with a byte-order mark; remove it (lessons are UTF-8 without one)")
            text.removeFirst()
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            parser.error(
                1, 1, .emptyFile,
                "the file is empty; a lesson starts with a header (id:, title:, version:) and has steps (== Title)")
            return (nil, parser.diagnostics)
        }
        let lesson = parser.parse(text)
        let failed = parser.diagnostics.contains { $0.severity == .error }
        return (failed && !keepingErrors ? nil : lesson, parser.diagnostics)
    }

    /// The step being read, for the diagnostics (nil in the header).
    var currentStep: Int?
    /// The steps with any line in them, right or wrong (an empty step is its own mistake).
    var stepsWithLines: Set<Int> = []
    /// After a second check in a step (reported), its details are passed over.
    var skippingCheck = false
    /// Header lines that were not `key: value`, before any header key was read; at five the
    /// file is taken for something other than a lesson, and reading stops (a README passed to
    /// validate gave one error a line, 628 of them).
    var notALesson = false
    /// Those lines' errors, held back until the file shows it is a lesson after all (a header
    /// key or a step), and dropped for the one error when it is not.
    var heldHeaderErrors: [Diagnostic] = []
    /// Whether a held line's key is near a header key (`tittle:`): then the file is a lesson
    /// with a typo, and its errors are said.
    var heldNearAKey = false
    /// Whether any line starts a step (`==`): such a file is a lesson, however its header reads.
    var fileHasSteps = false
    static let unreadableHeaderLimit = 5
    /// The steps whose prose was found to hold a pasted picture (said once each).
    var picturesAsProse: Set<Int> = []

    /// A container's frame (╔═╗ ║ #==#) or a ruler (`0····+····10`), as the lab draws them.
    static func looksLikeAPicture(_ line: String) -> Bool {
        // The box-drawing outline (U+2550…U+255D: bytes E2 95 90…9D) — found among the bytes,
        // as every line of every lesson is read at each start.
        // ═ ║ ╔ ╗ ╚ ╝ are E2 95 followed by 90, 91, 94, 97, 9A, 9D.
        var previous2: UInt8 = 0
        var previous: UInt8 = 0
        for byte in line.utf8 {
            if previous2 == 0xE2, previous == 0x95, [0x90, 0x91, 0x94, 0x97, 0x9A, 0x9D].contains(byte) { return true }
            (previous2, previous) = (previous, byte)
        }
        guard line.utf8.contains(where: { $0 == 0x30 || $0 == 0x23 }) else { return false }  // "0" or "#"
        let trimmed = line.trimmingWhitespace
        return trimmed.hasPrefix("0····+") || trimmed.hasPrefix("0....+")
            || (trimmed.hasPrefix("#=") && trimmed.hasSuffix("=#"))
    }

    mutating func error(_ line: Int, _ column: Int, _ code: DiagnosticCode, _ message: String) {
        diagnostics.append(
            Diagnostic(file: file, line: line, column: column, code: code, message: message, step: currentStep))
    }

    mutating func warning(_ line: Int, _ column: Int, _ code: DiagnosticCode, _ message: String) {
        diagnostics.append(
            Diagnostic(
                file: file, line: line, column: column, severity: .warning, code: code, message: message,
                step: currentStep))
    }

    /// The lesson, or nil when the file was not read to its end (it is not a lesson).
    private mutating func parse(_ text: String) -> Lesson? {
        var header: [String: Located] = [:]
        var steps: [Step] = []
        var inPicture = false
        let lines = UTF8Text.lines(of: text)
        fileHasSteps = lines.contains { $0.hasPrefix("==") }
        for (offset, raw) in lines.enumerated() {
            if notALesson { break }
            let number = offset + 1
            if let column = Self.controlCharacterColumn(raw) {
                error(
                    number, column, .controlCharacter,
                    "a control character (escape, NUL or the like) at column \(column); a lesson is plain text")
                continue
            }
            // A bidirectional control or a line separator would show the line's words in
            // another order than they are written (or break it): shown as �, as in labels.
            var raw = raw
            if let (scalar, column) = VisibleText.firstReordering(in: raw) {
                warning(
                    number, column, .reorderingCharacter,
                    "U+\(String(scalar.value, radix: 16, uppercase: true)) (\(Self.reorderingName(scalar))) could reorder or break what the terminal shows; it is shown as �"
                )
                raw = VisibleText.of(raw)
            }
            // A picture is a run of lines starting with "|".
            if inPicture {
                if raw.hasPrefix("|") {
                    let content = raw.dropFirst().hasPrefix(" ") ? String(raw.dropFirst(2)) : String(raw.dropFirst())
                    steps[steps.count - 1].picture?.append(content)
                    continue
                }
                inPicture = false
            }
            let trimmed = raw.trimmingWhitespace
            if trimmed.hasPrefix("//") { continue }
            if raw.hasPrefix("==") {
                releaseHeldHeaderErrors()
                let title = String(raw.dropFirst(2)).trimmingWhitespace
                if title.isEmpty { error(number, 3, .untitledStep, "a step needs a title after ==") }
                currentStep = steps.count
                skippingCheck = false
                steps.append(Step(title: title, line: number))
                continue
            }
            guard !steps.isEmpty else {
                parseHeaderLine(raw, number, &header)
                continue
            }
            if !trimmed.isEmpty { stepsWithLines.insert(steps.count - 1) }
            if trimmed.isEmpty {
                appendProse("", number, to: &steps[steps.count - 1])
                continue
            }
            if raw.hasPrefix(">") {
                let command = String(raw.dropFirst()).trimmingWhitespace
                let column = raw.count - String(raw.dropFirst()).trimmingLeadingSpaces.count + 1
                if command.isEmpty { error(number, 1, .emptyCommand, "a '>' line needs a command after it") }
                if steps[steps.count - 1].check != nil {
                    error(number, 1, .setupAfterCheck, "setup commands come before the step's check")
                }
                steps[steps.count - 1].setup.append(SetupLine(Located(command, line: number, column: column)))
                continue
            }
            if trimmed == "picture:" {
                if steps[steps.count - 1].picture != nil {
                    error(number, 1, .duplicatePicture, "a step has one picture")
                }
                steps[steps.count - 1].picture = []
                steps[steps.count - 1].pictureLine = number
                inPicture = true
                continue
            }
            if let column = Self.stepNumberColumn(raw),
                !["stop", "goal", "answer", "solution", "route", "blank"].contains(keyValue(raw)?.0 ?? "")
            {
                // The step it names, when it is one read already: its own title as the example.
                let named = raw.firstMatch(of: #/\b[Ss]teps? (\d+)/#).flatMap { Int($0.1) }
                let title = named.flatMap { $0 >= 1 && $0 <= steps.count ? steps[$0 - 1].title : nil }
                let example = title.map { "(\"\($0)\" above)" } ?? "(the words after its ==)"
                warning(
                    number, column, .stepNumber,
                    "this names a step by its number, which goes wrong when a step is added, removed or moved; name it by its title \(example) or by what it does"
                )
            }
            // A note for the teacher, anywhere in the step: never the learner's to read.
            if let (key, value, column) = keyValue(raw), LessonKey(rawValue: key) == .teacher {
                if value.isEmpty {
                    error(number, column, .emptyValue, "teacher: needs the note's words after it")
                } else {
                    steps[steps.count - 1].teacherNotes.append(Located(value, line: number, column: column))
                }
                continue
            }
            if let (key, value, column) = keyValue(raw), Self.checkKeys.contains(key) || Self.detailKeys.contains(key) {
                parseCheckLine(key, Located(value, line: number, column: column), &steps[steps.count - 1])
                continue
            }
            // A check key written right further down the step makes a capitalised one above it
            // prose that happens to begin "Question:", not a second check. (Looked for only
            // then: a step's every prose line scanning the rest of it was quadratic.)
            let checkBelow = {
                lines[(offset + 1)...].prefix { !$0.hasPrefix("==") }.contains { line in
                    Self.checkKeys.contains { line.hasPrefix($0 + ":") }
                }
            }
            if let meant = reportMistypedKey(raw, number, checkBelow: checkBelow) {
                // Read as the key it was meant to be, so that one slip is one error and the
                // lines after it are read as they were meant too.
                if meant == "picture" {
                    if steps[steps.count - 1].picture == nil {
                        steps[steps.count - 1].picture = []
                        steps[steps.count - 1].pictureLine = number
                        inPicture = true
                    }
                } else if let colon = raw.firstIndex(of: ":") {
                    let rest = raw[raw.index(after: colon)...]
                    let column = raw.distance(from: raw.startIndex, to: colon) + 2 + rest.prefix { $0 == " " }.count
                    parseCheckLine(
                        meant, Located(String(rest).trimmingWhitespace, line: number, column: column),
                        &steps[steps.count - 1])
                }
                continue
            }
            appendProse(raw, number, to: &steps[steps.count - 1])
        }
        if notALesson { return nil }
        // A short file with no header key and no step, none of whose lines is a misspelt key:
        // not a lesson either, and nothing of it is quoted.
        if header.isEmpty, steps.isEmpty, !heldHeaderErrors.isEmpty, !heldNearAKey {
            let first = heldHeaderErrors[0].line
            heldHeaderErrors = []
            error(
                first, 1, .notALesson,
                "this does not look like a lesson: none of its lines is a header key or a step; a lesson begins with id:, title: and version: (see layoutlab help format; none of it is shown)"
            )
            return nil
        }
        releaseHeldHeaderErrors()
        return finish(header, steps)
    }

    /// Every key a step may hold.
    static let stepKeys = checkKeys + detailKeys + LessonKey.names(.step)

    /// A line that starts like a key (`Question:`, `pictrue:`, a tab then `answer:`) but is
    /// none is a mistake, not prose: as prose it would be shown to the learner (a mistyped
    /// `picture:` in a prediction would print the hidden answer). The key it was meant to be,
    /// when it was one.
    private mutating func reportMistypedKey(_ raw: String, _ number: Int, checkBelow: () -> Bool) -> String? {
        let indent = raw.prefix { $0 == " " || $0 == "\t" }
        let rest = raw.dropFirst(indent.count)
        guard let colon = rest.firstIndex(of: ":"), rest.startIndex < colon else { return nil }
        let word = String(rest[..<colon])
        guard word.allSatisfy(\.isLetter), word.count <= 12 else { return nil }
        let lowered = word.lowercased()
        let known = Self.stepKeys.contains(lowered)
        // Near by spelling only (a prose line "So: …" is not a short "solution:").
        let near = Self.stepKeys.first { Suggestion.distance(lowered, $0) <= (lowered.count <= 5 ? 1 : 2) }
        guard known || near != nil else { return nil }
        // Only a check key in capitals at the start of its line; a misspelt or indented one is
        // still a mistake, whatever follows.
        if known, word != lowered, indent.isEmpty, Self.checkKeys.contains(lowered), checkBelow() { return nil }
        let column = indent.count + 1
        if !indent.isEmpty, known {
            let what = indent.contains("\t") ? "a tab" : "spaces"
            error(
                number, 1, .tabIndent, "\(what) before '\(Quote.cut(word)):'; a key starts at the beginning of its line"
            )
        } else if known {
            error(number, column, .unknownKey, "keys are lower case: write '\(lowered):', not '\(Quote.cut(word)):'")
        } else if let near {
            error(
                number, column, .unknownKey,
                "'\(Quote.cut(word)):' is not a key; did you mean '\(near):'? (a step's keys: \(Self.stepKeys.joined(separator: ", ")))"
            )
        }
        return known ? lowered : near
    }

    private mutating func appendProse(_ line: String, _ number: Int, to step: inout Step) {
        // A picture pasted without its "| " prefixes would be prose the learner reads, ruler
        // numbers and all (and the picture: above it empty): said once a step.
        if Self.looksLikeAPicture(line), picturesAsProse.insert(currentStep ?? -1).inserted {
            error(
                number, 1, .pictureAsProse,
                "this line looks like a picture without its '| ' prefixes; a picture's lines each start with '| ' under 'picture:' (as prose the learner would read it, rulers and all)"
            )
        }
        if step.check != nil {
            if !line.isEmpty {
                error(
                    number, 1, .textAfterCheck,
                    "text after the check; prose goes before question:, task: or predict: (or use explain:)")
            }
            return
        }
        step.prose.append(line)
    }

    private mutating func finish(_ header: [String: Located], _ rawSteps: [Step]) -> Lesson {
        currentStep = nil  // the header's problems belong to no step
        for key in ["id", "title", "version"] where header[key] == nil {
            error(1, 1, .missingHeaderKey, "the header needs '\(key):'\(Self.example(of: key, file: file))")
        }
        if let id = header["id"], !id.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) || id.text.isEmpty {
            error(id.line, id.column, .badID, "an id uses letters, digits and '-' only, like flow-basics")
        }
        var version = 0
        if let text = header["version"] {
            if let value = Int(text.text), value > 0 {
                version = value
            } else {
                error(text.line, text.column, .badVersion, "version must be a whole number from 1")
            }
        }
        var skipAllowed = true
        if let skip = header["skip"] {
            switch skip.text.lowercased() {
            case "allowed": skipAllowed = true
            case "forbidden": skipAllowed = false
            default: error(skip.line, skip.column, .badSkip, "skip is 'allowed' or 'forbidden'")
            }
        }
        var order = 1000
        if let text = header["order"] {
            if let value = Int(text.text) {
                order = value
            } else {
                error(text.line, text.column, .badOrder, "order must be a whole number")
            }
        }
        if rawSteps.isEmpty {
            error(
                max(1, header.values.map(\.line).max() ?? 1), 1, .noSteps,
                "a lesson needs at least one step (a line starting with ==)")
        }
        var exerciseSeen = false
        let steps = rawSteps.enumerated().map { index, step -> Step in
            var step = step
            currentStep = index  // what is said of the step now is said of it, not of the last
            if step.check?.kind == .exercise { exerciseSeen = true }
            if let check = step.check, let stop = check.walkStop, stop.yours {
                // The learner's own file is the one the lesson's exercise step had them write.
                if !exerciseSeen {
                    error(
                        stop.line, stop.column, .walkYours,
                        "stop: your test walks the learner's own exercise file: put it after the lesson's exercise: step"
                    )
                }
                if let ask = check.walkAsk, ask != .nextLine {
                    error(
                        check.walkAskLine, 1, .walkYours,
                        "a stop at your test asks next line: the learner's variables have names of their own")
                }
            }
            // Trim blank prose lines at both ends; keep paragraphs apart by one blank line.
            while step.prose.first == "" { step.prose.removeFirst() }
            while step.prose.last == "" { step.prose.removeLast() }
            if let check = step.check { checkComplete(check) }
            if !stepsWithLines.contains(index) {
                error(
                    step.line, 1, .emptyStep,
                    "the step '\(Quote.cut(step.title))' has nothing in it: give it prose, a setup or a check (or remove it)"
                )
            }
            return step
        }
        currentStep = nil
        var lesson = Lesson(
            id: header["id"]?.text ?? "", title: header["title"]?.text ?? "", version: version,
            summary: header["summary"]?.text ?? "", author: header["author"]?.text ?? "",
            skipAllowed: skipAllowed, order: order, steps: steps, file: file)
        lesson.idLine = header["id"]?.line ?? 1
        return lesson
    }

}
