import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Testing
import Workbench

/// While a question is open, its picture does not state what it asks for: a test that walks
/// every question and prediction of every shipped lesson.
@Suite("questions keep their answers")
struct QuestionSecretsTests {
    struct Asked: CustomStringConvertible {
        var lesson: String
        var step: Int
        var check: Check
        var setup: [SetupLine]
        var description: String { "\(lesson) step \(step + 1)" }
    }

    static let asked: [Asked] = LessonLibrary(folders: []).lessons.flatMap { lesson in
        lesson.steps.enumerated().compactMap { index, step in
            guard let check = step.check, check.kind == .question || check.kind == .predict, check.choices.isEmpty
            else { return nil }
            return Asked(lesson: lesson.id, step: index, check: check, setup: step.setup)
        }
    }

    /// The picture as the learner sees it while the question waits.
    static func picture(_ asked: Asked) -> (lines: [String], workspace: Workspace) {
        let workspace = StepScript.setUp(asked.setup).workspace
        var options = RenderOptions()
        options.withheld = AnswerSecrets.withheld(by: asked.check)
        return (workspace.picture(options: options), workspace)
    }

    /// The numbers a line states, as written.
    static func numbers(in line: some StringProtocol) -> Set<String> {
        var found: Set<String> = []
        var current = ""
        for character in line {
            if character.isASCII && (character.isNumber || (character == "." && !current.isEmpty)) {
                current.append(character)
            } else {
                if !current.isEmpty { found.insert(String(current.trimmingSuffix(while: { $0 == "." }))) }
                current = ""
            }
        }
        if !current.isEmpty { found.insert(current) }
        return found
    }

    /// The kinds of quantity a picture can state, and the names that ask for each.
    enum Kind: CaseIterable {
        case across, down, rows, count, offset, middle

        var names: Set<String> {
            switch self {
            case .across: ["x", "right", "w", "width", "minwidth"]
            case .down: ["y", "bottom", "h", "height", "minheight", "row"]
            case .rows: ["rows"]
            case .count: ["count"]
            case .offset: ["offset", "maxoffset", "contentwidth"]
            case .middle: ["centred", "centredafter"]
            }
        }
    }

    /// Every name an expression reads.
    static func names(_ expression: Expression) -> Set<String> {
        switch expression {
        case .number, .text: []
        case .unary(_, let operand, _): names(operand)
        case .binary(_, let left, let right, _): names(left).union(names(right))
        case .call(let name, let arguments, _):
            arguments.reduce(Set([name.key])) { $0.union(names($1)) }
        case .every(let q, _): names(q.low).union(names(q.high)).union(names(q.condition))
        }
    }

    /// The numbers the picture states for a kind of quantity, read from its text: the ruler and
    /// the size's width across, the line numbers and the size's height down, the status line's
    /// fields for the rest.
    static func stated(_ kind: Kind, in lines: [String]) -> Set<String> {
        let summary = lines.first { $0.contains(" · ") } ?? ""
        func field(_ pattern: some RegexComponent<(Substring, Substring)>) -> Set<String> {
            summary.firstMatch(of: pattern).map { [String($0.1)] } ?? []
        }
        let size = summary.firstMatch(of: /→ ([^×\s]+)×([^\s·]+)/)
        switch kind {
        case .across:
            return numbers(in: lines.first ?? "").union(size.map { [String($0.1)] } ?? [])
        case .down:
            let margins = lines.dropFirst().filter { !$0.contains(" · ") }.map {
                $0.prefix { $0 != "║" && $0 != "╔" && $0 != "╚" && $0 != "#" }
            }
            return margins.reduce(into: Set<String>()) { $0.formUnion(numbers(in: $1)) }.union(
                size.map { [String($0.2)] } ?? [])
        case .rows: return field(/in (\S+) rows?/)
        case .count: return field(/(\S+) items?/)
        case .offset:
            return summary.firstMatch(of: /offset (\S+) of 0…(\S+)/).map { [String($0.1), String($0.2)] } ?? []
        case .middle: return field(/nearest the middle: item (\S+)/)
        }
    }

    @Test(arguments: asked)
    func thePictureDoesNotStateTheAnswer(asked: Asked) throws {
        let (lines, workspace) = Self.picture(asked)
        let source = try #require(asked.check.answer).text
        let answer = try Evaluator.evaluate(source, LayoutFacts(workspace))
        guard case .number(let value) = answer, value.isFinite else { return }
        let written = NumberText.plain(value)
        let read = Self.names(try ExpressionParser.parse(source))
        for kind in Kind.allCases where !kind.names.isDisjoint(with: read) {
            #expect(
                !Self.stated(kind, in: lines).contains(written),
                "\(asked) (\(source)): the picture states \(written)\n\(lines.joined(separator: "\n"))")
        }
    }
}

extension StringProtocol {
    fileprivate func trimmingSuffix(while condition: (Character) -> Bool) -> Substring {
        var text = Substring(self)
        while let last = text.last, condition(last) { text.removeLast() }
        return text
    }
}
