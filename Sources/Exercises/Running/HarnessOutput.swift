import LabSupport
import LabText
import LayoutCore

/// Reads what the harness reported: for each case it finished, its `CaseRun`; and the case it
/// had started but not finished when it stopped (a trap, an endless loop killed), if any.
///
/// The report comes from inside the learner's process, so it is read as untrusted input: a line
/// that is not one the harness writes (a word it does not use, a count of numbers it does not
/// write, an index that is not a subview's) stops the reading, and `unreadable` holds it.
struct HarnessOutput {
    var runs: [Int: CaseRun] = [:]
    var unreadable: ReportProblem?
    var unfinished: Int?

    init(_ text: String, cases: [ExerciseCase]) {
        var current: Int?
        var size = Size(width: 0, height: 0)
        var phase = CaseRun.Phase.makeCache
        var questions: [CaseRun.Question] = []
        var placements: [(index: Int, position: Point, anchor: UnitPoint, size: Size)] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            let numbers = words.dropFirst().map(ReportProblem.number)
            // Each subview index must name one of the case's subviews; each number must be a
            // number Swift prints (or nil where a proposal may be nil).
            let subviews = current.map { cases[$0].items.count } ?? 0
            var index: Int?
            if case let value??? = numbers.first, let whole = Int(exactly: value),
                (0..<subviews).contains(whole)
            {
                index = whole
            }
            let valid: Bool
            switch words.first {
            case "start":
                let id = words.count == 2 ? Int(words[1]) : nil
                valid = current == nil && id.map(cases.indices.contains) == true
                if valid {
                    current = id
                    (size, phase, questions, placements) = (Size(width: 0, height: 0), .makeCache, [], [])
                }
            case "phase":
                let named = words.count == 2 ? CaseRun.Phase(rawValue: String(words[1])) : nil
                valid = current != nil && named != nil
                phase = named ?? phase
            case "ask":
                valid =
                    numbers.count == 5 && index != nil && numbers.dropFirst(3).allSatisfy(ReportProblem.isNumber)
                    && numbers.allSatisfy(ReportProblem.isNumberOrNil)
                if valid, let index {
                    questions.append(
                        CaseRun.Question(
                            phase: phase, index: index, proposal: ProposedSize(width: numbers[1]!, height: numbers[2]!),
                            answer: Size(width: numbers[3]!!, height: numbers[4]!!)))
                }
            case "size":
                valid = current != nil && numbers.count == 2 && numbers.allSatisfy(ReportProblem.isNumber)
                if valid { size = Size(width: numbers[0]!!, height: numbers[1]!!) }
            case "place":
                valid =
                    numbers.count == 9 && index != nil && numbers.allSatisfy(ReportProblem.isNumberOrNil)
                    && [1, 2, 3, 4, 7, 8].allSatisfy { ReportProblem.isNumber(numbers[$0]) }
                if valid, let index {
                    placements.append(
                        (
                            index, Point(x: numbers[1]!!, y: numbers[2]!!), UnitPoint(x: numbers[3]!!, y: numbers[4]!!),
                            Size(width: numbers[7]!!, height: numbers[8]!!)
                        ))
                }
            case "end":
                valid = current != nil && words.count == 2 && Int(words[1]) == current
                if valid, let id = current {
                    let scene = cases[id]
                    runs[id] = CaseRun(
                        size: size, origin: scene.origin, placements: placements, questions: questions,
                        proposal: scene.proposal, items: scene.layoutItems, stackOrientation: scene.stackOrientation)
                    current = nil
                }
            default:
                valid = false
            }
            guard valid else {
                unreadable = ReportProblem(line: number + 1, text: String(line))
                break
            }
        }
        unfinished = current
    }
}

/// What a harness's report held: each finished case's run, by case; the case it had started and
/// not finished; and the first line that could not be read, if any.
struct HarnessRuns<Run> {
    var runs: [Int: Run] = [:]
    var unfinished: Int?
    var unreadable: ReportProblem?
}

/// A line of the harness's report that could not be read: its number and its text.
struct ReportProblem: Equatable, Sendable {
    var line: Int
    var text: String

    /// The line in words, cut to a line's worth, for "line 12 is 'ask nan …'".
    var quoted: String {
        "line \(line) is '\(Quote.cut(text))'"
    }

    /// A report's number as Swift prints a Double ("4.0", "inf", "nan"), `.some(nil)` for "nil",
    /// and nil for anything else.
    static func number(_ word: Substring) -> Double?? {
        if word == "nil" { return .some(nil) }
        guard let value = Double(word) else { return nil }
        return .some(value)
    }

    /// A number or the word nil (a proposal's missing length).
    static func isNumberOrNil(_ value: Double??) -> Bool { value != nil }

    /// A number, not nil.
    static func isNumber(_ value: Double??) -> Bool {
        if case .some(.some) = value { return true }
        return false
    }
}
