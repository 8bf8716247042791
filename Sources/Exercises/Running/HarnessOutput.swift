import LayoutCore

/// Reads what the harness printed: for each case it finished, its `CaseRun`; and the case it
/// had started but not finished when it stopped (a trap, an endless loop killed), if any.
struct HarnessOutput {
    var runs: [Int: CaseRun] = [:]
    var unfinished: Int?

    init(_ text: String, cases: [ExerciseCase]) {
        var current: Int?
        var size = Size(width: 0, height: 0)
        var phase = CaseRun.Phase.makeCache
        var questions: [CaseRun.Question] = []
        var placements: [(index: Int, position: Point, anchor: UnitPoint, size: Size)] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            let numbers = words.dropFirst().map(Self.number)
            switch first {
            case "start":
                current = words.count > 1 ? Int(words[1]) : nil
                (size, phase, questions, placements) = (Size(width: 0, height: 0), .makeCache, [], [])
            case "phase": phase = words.count > 1 ? CaseRun.Phase(rawValue: words[1]) ?? phase : phase
            case "ask" where numbers.count == 5:
                guard let index = numbers[0].map({ Int($0) }) else { continue }
                questions.append(
                    CaseRun.Question(
                        phase: phase, index: index, proposal: ProposedSize(width: numbers[1], height: numbers[2]),
                        answer: Size(width: numbers[3] ?? 0, height: numbers[4] ?? 0)))
            case "size" where numbers.count == 2: size = Size(width: numbers[0] ?? 0, height: numbers[1] ?? 0)
            case "place" where numbers.count == 9:
                guard let index = numbers[0].map({ Int($0) }) else { continue }
                placements.append(
                    (
                        index, Point(x: numbers[1] ?? 0, y: numbers[2] ?? 0),
                        UnitPoint(x: numbers[3] ?? 0, y: numbers[4] ?? 0),
                        Size(width: numbers[7] ?? 0, height: numbers[8] ?? 0)
                    ))
            case "end":
                guard let id = current, cases.indices.contains(id) else { continue }
                let scene = cases[id]
                runs[id] = CaseRun(
                    size: size, origin: scene.origin, placements: placements, questions: questions,
                    proposal: scene.proposal, items: scene.layoutItems)
                current = nil
            default: continue
            }
        }
        unfinished = current
    }

    /// A number as Swift prints a Double ("4.0", "inf", "nan"), or nil for "nil".
    static func number(_ word: String) -> Double? {
        word == "nil" ? nil : Double(word)
    }
}
