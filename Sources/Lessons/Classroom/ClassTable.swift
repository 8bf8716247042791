import LabJSON
import LabText

/// Several students' results merged into one table per lesson: who is where, who is stuck,
/// and which checks most students got wrong the first time.
public struct ClassTable: Sendable {
    public var students: [StudentResults]
    /// The class as the teacher lists it (`--roster`): who is on it but handed nothing in, or
    /// has not opened a lesson others have, is said so. Empty: no roster.
    public var roster: [String]

    /// A name listed twice (in any case, spaces aside) is one student: kept once, where first listed.
    public init(_ students: [StudentResults], roster: [String] = []) {
        self.students = students.sorted { $0.student < $1.student }
        self.roster = Self.once(roster).names
    }

    /// The roster's names each once, and those listed again (as written the second time).
    public static func once(_ roster: [String]) -> (names: [String], repeated: [String]) {
        var seen: Set<String> = []
        var names: [String] = []
        var repeated: [String] = []
        for name in roster {
            if seen.insert(key(name)).inserted { names.append(name) } else { repeated.append(name) }
        }
        return (names, repeated)
    }

    /// A name as a roster and a results file are compared: its spaces trimmed, any case.
    static func key(_ name: String) -> String { name.trimmingWhitespace.lowercased() }

    /// The roster's names with no results file.
    public var nothingHandedIn: [String] {
        let handedIn = Set(students.map { Self.key($0.student) })
        return roster.filter { !handedIn.contains(Self.key($0)) }
    }

    /// The names with results that the roster does not list (a typo in either, or a guest).
    public var notOnTheRoster: [String] {
        guard !roster.isEmpty else { return [] }
        let listed = Set(roster.map(Self.key))
        return students.map(\.student).filter { !listed.contains(Self.key($0)) }
    }

    /// The roster's names who handed a file in without lesson `id` in it.
    func notOpened(_ id: String) -> [String] {
        roster.filter { name in
            guard let student = students.first(where: { Self.key($0.student) == Self.key(name) }) else { return false }
            return !student.lessons.contains { $0.id == id }
        }
    }

    /// The lessons anyone took, by id and version, in the order first met.
    private var lessonKeys: [(id: String, version: Int, title: String, steps: Int)] {
        var seen: [(id: String, version: Int, title: String, steps: Int)] = []
        for student in students {
            for lesson in student.lessons
            where !seen.contains(where: { $0.id == lesson.id && $0.version == lesson.version }) {
                seen.append((lesson.id, lesson.version, lesson.title, lesson.steps))
            }
        }
        return seen
    }

    /// Each check's students that did not get it right the first time, most first.
    func hardest(_ id: String, _ version: Int) -> [(step: Int, asks: String, missed: [String], of: Int)] {
        var byStep: [Int: (asks: String, missed: [String], of: Int)] = [:]
        for student in students {
            for lesson in student.lessons where lesson.id == id && lesson.version == version {
                for check in lesson.checksAndStop {
                    var entry = byStep[check.step] ?? (check.asks, [], 0)
                    entry.of += 1
                    if check.outcome != .firstTry { entry.missed.append(student.student) }
                    byStep[check.step] = entry
                }
            }
        }
        return byStep.map { (step: $0.key, asks: $0.value.asks, missed: $0.value.missed, of: $0.value.of) }
            .filter { !$0.missed.isEmpty }
            .sorted { ($0.missed.count, -$0.step) > ($1.missed.count, -$1.step) }
    }

    /// The wrong answers most typed at each check of a lesson, by how many students typed them
    /// (an answer counted once a student, its spaces and case aside): the slips to talk about.
    func commonWrong(_ id: String, _ version: Int) -> [(step: Int, answer: String, students: Int)] {
        var counts: [Int: [String: (shown: String, students: Set<String>)]] = [:]
        for student in students {
            for lesson in student.lessons where lesson.id == id && lesson.version == version {
                for check in lesson.checksAndStop {
                    for typed in check.wrongTyped {
                        let key = check.isCode ? Self.sameCode(typed) : Self.sameAnswer(typed)
                        guard !key.isEmpty else { continue }
                        // Shown as the first student typed it (a line of code in its own case).
                        var entry = counts[check.step, default: [:]][key] ?? (typed.trimmingWhitespace, [])
                        entry.students.insert(student.student)
                        counts[check.step, default: [:]][key] = entry
                    }
                }
            }
        }
        return counts.flatMap { step, answers in
            answers.values.map { (step: step, answer: $0.shown, students: $0.students.count) }
        }.sorted { ($0.students, -$0.step, $0.answer) > ($1.students, -$1.step, $1.answer) }
    }

    /// The first three of `ranked` (most first), and any after them as many as the third: a
    /// tie for third place is listed whole, never cut at an arbitrary one.
    static func topThree<T>(_ ranked: [T], by count: (T) -> Int) -> [T] {
        guard ranked.count > 3 else { return ranked }
        let third = count(ranked[2])
        return Array(ranked.prefix(3)) + ranked.dropFirst(3).prefix { count($0) == third }
    }

    /// Typed answers that say the same number count as one: "2", "2 rows" and "= 2" are 2; an
    /// answer with no number, or several, is its words, in any case.
    static func sameAnswer(_ typed: String) -> String {
        let numbers = typed.matches(of: #/-?\d+(\.\d+)?/#)
        if numbers.count == 1, let number = numbers.first { return String(typed[number.range]) }
        return typed.trimmingWhitespace.lowercased()
    }

    /// Each step's median time (the students who did it), in step order.
    static func medianSeconds(_ students: [StudentResults], _ id: String, _ version: Int) -> [(step: Int, seconds: Int)]
    {
        var byStep: [Int: [Int]] = [:]
        for student in students {
            for lesson in student.lessons where lesson.id == id && lesson.version == version {
                for check in lesson.checks {
                    if let seconds = check.seconds { byStep[check.step, default: []].append(seconds) }
                }
            }
        }
        return byStep.keys.sorted().map { step in
            let sorted = byStep[step]!.sorted()
            return (step, sorted[(sorted.count - 1) / 2])
        }
    }

    /// What a student tried where they stopped: "typed 7, 9; 1 hint".
    static func tried(_ stopped: StudentResults.CheckResult) -> String {
        var said: [String] = []
        if !stopped.wrongTyped.isEmpty {
            said.append("typed " + stopped.wrongTyped.map { Quote.cut($0, limit: 30) }.joined(separator: ", "))
        }
        if stopped.hints > 0 { said.append("\(Plural.count(stopped.hints, "hint"))") }
        return said.isEmpty ? "nothing typed" : said.joined(separator: "; ")
    }

    /// Lines of code that differ only in spaces count as one; case counts (`X` is not `x`).
    static func sameCode(_ typed: String) -> String { String(typed.filter { !$0.isWhitespace }) }

    /// The table as text.
    public func text() -> [String] {
        var lines = ["Class results: \(Plural.count(students.count, "student"))"]
        if !roster.isEmpty {
            lines[0] += " of \(roster.count) on the roster"
            if !nothingHandedIn.isEmpty {
                lines.append("Nothing handed in: \(nothingHandedIn.joined(separator: ", "))")
            }
            if !notOnTheRoster.isEmpty {
                lines.append("Not on the roster (a typo in a name?): \(notOnTheRoster.joined(separator: ", "))")
            }
        }
        let nameWidth = min(20, (students.map(\.student) + roster).map { DisplayWidth.of($0) }.max() ?? 0)
        for key in lessonKeys {
            lines += ["", "\(key.title) (\(key.id), version \(key.version))"]
            for student in students {
                guard let lesson = student.lessons.first(where: { $0.id == key.id && $0.version == key.version })
                else { continue }
                let counts = StudentResults.Outcome.allCases.compactMap { outcome -> String? in
                    let count = lesson.checks.filter { $0.outcome == outcome }.count
                    return count == 0 ? nil : "\(count) \(outcome.rawValue)"
                }
                let name = DisplayWidth.cut(student.student, columns: 20)
                let padding = String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name)))
                // A file written without its lesson knows no step count (see `named(from:)`).
                let place =
                    lesson.completed
                    ? "finished" : "at step \(lesson.step)" + (lesson.steps > 0 ? " of \(lesson.steps)" : "")
                lines.append(
                    "  \(name)\(padding)  \(place)" + (counts.isEmpty ? "" : " · " + counts.joined(separator: ", "))
                        + (lesson.stoppedAt.map { " · stopped here: " + Self.tried($0) } ?? ""))
            }
            // Who is on the roster and has not started: a row each, so that no one is missed.
            for missing in notOpened(key.id) + nothingHandedIn {
                let name = DisplayWidth.cut(missing, columns: 20)
                let padding = String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name)))
                let why = nothingHandedIn.contains(missing) ? "nothing handed in" : "not opened"
                lines.append("  \(name)\(padding)  \(why)")
            }
            let hardest = Self.topThree(hardest(key.id, key.version)) { $0.missed.count }
            if !hardest.isEmpty {
                lines.append("  Missed first most often:")
                for entry in hardest {
                    lines.append(
                        "    step \(entry.step)\(entry.asks == "step \(entry.step)" ? "" : ", " + Quote.cut(entry.asks, limit: 50)): \(entry.missed.count) of \(entry.of) (\(entry.missed.joined(separator: ", ")))"
                    )
                }
            }
            // How long the class took at each step, the first time through (the median).
            let times = Self.medianSeconds(students, key.id, key.version)
            if !times.isEmpty {
                lines.append(
                    "  Time at each step (median): "
                        + times.map { "step \($0.step) \(ClassTimer.clock($0.seconds))" }.joined(separator: " · "))
            }
            // Every step's wrong answers, the three typed by most students first.
            let typed = Dictionary(grouping: commonWrong(key.id, key.version), by: \.step)
            if !typed.isEmpty {
                lines.append("  Wrong answers typed most often:")
                for step in typed.keys.sorted() {
                    let answers = Self.topThree(typed[step]!) { $0.students }.map {
                        "\(Quote.cut($0.answer, limit: 30)) (\(Plural.count($0.students, "student")))"
                    }
                    lines.append("    step \(step): " + answers.joined(separator: " · "))
                }
            }
        }
        // Each student's exercises: passed, after how many failed checks, the reference seen.
        let checked = students.filter { !$0.exercises.isEmpty }
        if !checked.isEmpty {
            lines += ["", "Exercises (check)"]
            for student in checked {
                let name = DisplayWidth.cut(student.student, columns: 20)
                let padding = String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name)))
                lines.append(
                    "  \(name)\(padding)  " + student.exercises.map { "\($0.id) \($0.said)" }.joined(separator: " · "))
            }
        }
        let others = Dictionary(grouping: lessonKeys, by: \.id).filter { $0.value.count > 1 }.keys.sorted()
        if !others.isEmpty {
            lines += [
                "", "note: \(others.joined(separator: ", ")) was taken in more than one version; each is its own table",
            ]
        }
        return lines
    }

    /// One row per student and check, for a spreadsheet.
    public func csv() -> String {
        var rows = [
            "student,lesson,version,at_step,steps,completed,check_step,asks,outcome,wrong_answers,hints,first_wrong_answer,seconds"
        ]
        let field = Self.csvField
        for student in students {
            for lesson in student.lessons {
                let head = [
                    field(student.student), field(lesson.id), String(lesson.version), String(lesson.step),
                    String(lesson.steps), lesson.completed ? "yes" : "no",
                ]
                if lesson.checksAndStop.isEmpty {
                    rows.append((head + ["", "", "", "", "", "", ""]).joined(separator: ","))
                }
                for check in lesson.checksAndStop {
                    rows.append(
                        (head + [
                            String(check.step), field(check.asks), check.outcome.rawValue, String(check.wrongAnswers),
                            String(check.hints), field(check.firstWrongAnswer ?? ""),
                            check.seconds.map(String.init) ?? "",
                        ]).joined(separator: ","))
                }
            }
        }
        // Each exercise checked: a row, its lesson column "exercise ID", its outcome in words.
        for student in students {
            for exercise in student.exercises {
                rows.append(
                    [
                        field(student.student), field("exercise " + exercise.id), "", "", "",
                        exercise.passed ? "yes" : "no", "", "", field(exercise.said),
                        String(exercise.failedChecks), "", "", "",
                    ].joined(separator: ","))
            }
        }
        // The roster's names who have not started a lesson: a row each, its outcome saying why.
        for key in lessonKeys {
            for missing in notOpened(key.id) + nothingHandedIn {
                let why = nothingHandedIn.contains(missing) ? "nothing handed in" : "not opened"
                rows.append(
                    [
                        field(missing), field(key.id), String(key.version), "", String(key.steps), "no", "", "", why,
                        "", "", "", "",
                    ]
                    .joined(separator: ","))
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// A cell's text as a spreadsheet should get it from a student's file: control characters
    /// shown as themselves (the one visible-text rule: no raw escape or bell reaches a terminal
    /// that prints the file), a cell that a spreadsheet would take for a formula (`=`, `+`, `-`,
    /// `@` first) kept as text with a leading `'`, as OWASP advises, and quoted when it holds a
    /// comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        var cell = VisibleText.of(text)
        if let first = cell.first, "=+-@".contains(first) { cell = "'" + cell }
        return cell.contains(where: { ",\"".contains($0) }) ? "\"" + cell.replacing("\"", with: "\"\"") + "\"" : cell
    }

    /// The students' files merged, with the hardest checks of each lesson.
    public var json: JSONValue {
        .object([
            "students": .array(students.map(\.json)),
            "roster": .array(roster.map(JSONValue.string)),
            "nothingHandedIn": .array(nothingHandedIn.map(JSONValue.string)),
            "notOnTheRoster": .array(notOnTheRoster.map(JSONValue.string)),
            "lessons": .array(
                lessonKeys.map { key in
                    .object([
                        "id": .string(key.id), "version": .number(Double(key.version)), "title": .string(key.title),
                        "notOpened": .array(notOpened(key.id).map(JSONValue.string)),
                        "wrongTyped": .array(
                            commonWrong(key.id, key.version).map { entry in
                                .object([
                                    "step": .number(Double(entry.step)), "answer": .string(entry.answer),
                                    "students": .number(Double(entry.students)),
                                ])
                            }),
                        "missedFirst": .array(
                            hardest(key.id, key.version).map { entry in
                                .object([
                                    "step": .number(Double(entry.step)), "asks": .string(entry.asks),
                                    "students": .array(entry.missed.map(JSONValue.string)),
                                    "of": .number(Double(entry.of)),
                                ])
                            }),
                    ])
                }),
        ])
    }
}
