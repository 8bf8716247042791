import LabSupport
import LabText
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// The learner's own code, walked: their file instrumented (`Instrumenting`), compiled against
/// the kit and run on one case under the supervisor and limits `check` uses, its report read
/// into the steps `walk` shows — their lines, their variables, their comparisons with the
/// numbers — and the `place` calls the pictures draw.
public enum LearnerWalk {
    /// A comparison the learner's code made, its two operands as written and as they were.
    public struct Comparison: Equatable, Sendable {
        public var line: Int
        public var left: String
        public var leftValue: String
        public var op: String
        public var right: String
        public var rightValue: String
        public var result: Bool
        /// The operands' values themselves (`8`, `7`: the shown ones may be sums, "4 + 4"), when
        /// the kit reported them.
        public var leftResult: String?
        public var rightResult: String?

        /// `x + size.width > maxWidth: 8 > 7 → true`: the comparison as written, then with its
        /// numbers, as the article's walk writes its decisions.
        public var text: String {
            "\(left) \(op) \(right): \(leftValue) \(op) \(rightValue) → \(result)"
        }
    }

    /// A walk of one case: the steps as `walk` shows them, and how the run ended.
    public struct Run: Sendable {
        public var walk: LayoutWalk
        /// Why the run did not finish (a trap, the time limit), in words; nil when it did.
        public var problem: String?
        /// The learner's file as they wrote it: the walk's listing.
        public var listing: String
        /// What the run computed, in order: the values `RunAlignment` pairs with another run's.
        public var trace: [WalkedEvent] = []
    }

    /// Walks `file` (an exercise of the flow family) on `scene`.
    /// How long a walked program may run (a check's own limit).
    public static let timeLimit = 10.0

    public static func walk(_ file: String, on scene: ExerciseCase, timeLimit: Double = timeLimit)
        throws(ExerciseSetupError) -> Run
    {
        let (run, report) = try walked(file, kind: "a flow layout's", timeLimit: timeLimit, items: scene.items.count) {
            guard case .layout = $0.reference else { return nil }
            return "walk\n" + scene.harnessText(id: 0)
        }
        var walked = run
        let result = HarnessOutput(report.harness, cases: [scene]).runs[0]
        walked.walk = LayoutWalk(
            steps: report.steps, isCut: report.capped, items: scene.layoutItems, placed: report.placed,
            result: result.map(Self.result))
        walked.walk.proposal = scene.proposal
        if walked.problem == nil, result == nil { walked.problem = report.ended }
        return walked
    }

    /// Walks `file` (an exercise of article 003's collections) on `scene`: `prepare`, then
    /// `targetContentOffset` for the case's release; each step's picture shows the items whose
    /// attributes were made before it, as they end up.
    public static func walk(_ file: String, on scene: CollectionCase, timeLimit: Double = timeLimit)
        throws(ExerciseSetupError) -> Run
    {
        let (run, report) = try walked(file, kind: "a collection's", timeLimit: timeLimit, items: scene.itemCount) {
            guard case .collection(let kind) = $0.reference, kind == scene.kind else { return nil }
            return "walk\n" + scene.harnessText(id: 0)
        }
        var walked = run
        let result = CollectionRun.runs(in: report.harness, cases: [scene]).runs[0]
        // The items in the order their attributes were first made, with the attributes they ended with.
        var order: [Int] = []
        for index in report.made where !order.contains(index) { order.append(index) }
        let final = Dictionary((result?.items ?? []).map { ($0.index, $0) }, uniquingKeysWith: { _, last in last })
        let prepared = order.compactMap { final[$0] }.map { item in
            var attributes = CollectionItemAttributes(index: item.index, center: item.center, size: item.size)
            (attributes.scale, attributes.rotation, attributes.zIndex) = (item.scale, item.rotation, item.zIndex)
            return attributes
        }
        // A step's picture: the items made before it that the layout handed back in the end, as
        // they ended — but not the one in hand, which its code is still changing.
        let kept = Set(prepared.map(\.index))
        // The item in hand stays in hand through a helper's steps (which have no index of
        // their own), until another is taken up or the method ends.
        var steps = report.steps
        var inHand: Int?
        for index in steps.indices {
            if index > 0, steps[index].phase != steps[index - 1].phase { inHand = nil }
            if let item = steps[index].item { inHand = item }
            var made = Set(report.made.prefix(steps[index].doneCount)).intersection(kept)
            if let item = inHand, made.contains(item),
                prepared.firstIndex(where: { $0.index == item }) == made.count - 1
            {
                made.remove(item)
            }
            steps[index].doneCount = made.count
        }
        walked.walk = LayoutWalk(steps: steps, isCut: report.capped, prepared: prepared, scene: scene.collectionScene)
        if walked.problem == nil, result == nil { walked.problem = report.ended }
        return walked
    }

    /// Builds `file` instrumented, runs it on the case `casesText` makes of its exercise (nil:
    /// not this kind of exercise), and reads its report: the run as far as it says, and the
    /// report's walk lines. Each step's statement is the learner's line as written.
    private static func walked(
        _ file: String, kind: String, timeLimit: Double, items: Int, casesText: (Exercise) -> String?
    ) throws(ExerciseSetupError) -> (Run, Report) {
        let (text, exercise) = try walkable(file)
        guard let cases = casesText(exercise) else {
            throw ExerciseSetupError(
                message:
                    "\(VisibleText.of(file.split(separator: "/").last.map(String.init) ?? file)) is \(exercise.id)'s, not \(kind) exercise: set the workspace up as its exercise's layout (exercise start \(exercise.id) says which)"
            )
        }
        let toolchain = try Toolchain.find()
        let kit = try toolchain.kit()
        let program = try build(file, exercise: exercise, toolchain: toolchain, kit: kit)
        let casesFile = toolchain.cache + "/walk-cases-\(getpid())-\(UInt32.random(in: 0..<UInt32.max))"
        guard FileSystem.writeWhole(casesFile, cases) else {
            throw ExerciseSetupError(message: "cannot write in \(toolchain.cache)")
        }
        defer { FileSystem.removeTree(casesFile) }
        guard
            let outcome = ChildProcess.runLearnerProgram(
                program, [casesFile], supervisor: kit.supervisor, cache: toolchain.cache, seconds: timeLimit,
                memoryLimit: 2 << 30)
        else { throw ExerciseSetupError(message: "the walked program could not be started") }
        var report = Report(outcome.report, items: items)
        // Each step's statement as the learner wrote it (the listing finds it by its line).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in report.steps.indices {
            if let line = report.steps[index].line, lines.indices.contains(line - 1) {
                report.steps[index].code = lines[line - 1].trimmingWhitespace
            }
        }
        Self.fetchedChildren(&report.steps, count: items)
        var problem: String?
        if let foreign = outcome.foreignLine {
            // Something in the program wrote where the walk reports: what came after is not trusted.
            problem =
                "wrote on the walk's report a line it never writes (line \(foreign.number): '\(Quote.cut(foreign.text))')"
            report.steps = []
        } else if outcome.interrupted {
            problem = "was stopped by Ctrl-C"
        } else if outcome.timedOut {
            problem = "\(Self.outOfTime) \(NumberText.plain(timeLimit)) s (a loop that never ends?)"
        }
        report.ended = "stopped: " + CaseRunner<ExerciseCase, CaseRun>.why(outcome, file: file)
        let walk = LayoutWalk(steps: report.steps, isCut: report.capped, items: [], placed: [], result: nil)
        if problem != nil, outcome.foreignLine != nil { report.trace = [] }
        return (Run(walk: walk, problem: problem, listing: text, trace: report.trace), report)
    }

    /// How a walk's problem begins when the run ran out of time.
    static let outOfTime = "was still running after"

    /// The file's text and exercise, when it can be walked: readable and an exercise's; else
    /// why not, in one line.
    public static func walkable(_ file: String) throws(ExerciseSetupError) -> (text: String, exercise: Exercise) {
        try ExerciseFile.read(file, by: "walk")
    }

    /// `let child = cache.fittingOrder[index]` fetches the child in hand: the one it fetches
    /// (the next step's `child`), not the `index` it reads, which counts places in an order.
    static func fetchedChildren(_ steps: inout [WalkStep], count: Int) {
        for index in steps.indices.dropLast() {
            guard let name = CheckReport.assigned(by: steps[index].code), isChildName(name),
                let value = steps[index + 1].variables.first(where: { $0.name == name })?.value,
                let fetched = Int(value), (0..<count).contains(fetched)
            else { continue }
            steps[index].item = fetched
        }
    }

    /// A name for the subview itself, by its index (`child`, `subview`), read before an index's.
    static func isChildName(_ name: String) -> Bool {
        ["child", "subview", "childindex", "subviewindex"].contains(name.lowercased())
    }

    /// The subview (or a collection's item) a step has in hand, read from the learner's own
    /// names: a variable that holds it (`s subview 1`, `indexPath IndexPath(item: 2, …)`), else
    /// one that holds its index under a child's name (`child 2`: a stack's `index` counts its
    /// place in the fitting order, `child` is the subview at that place) or an index's name
    /// (`i 1`, `index 1`, `item 1`; `next 1` is not one). `walk`'s n key goes to the next, and a failing check's "your lines for it"
    /// are those with the differing subview in hand.
    public static func subviewInHand(_ step: WalkStep, count: Int) -> Int? {
        for variable in step.variables {
            let value = variable.value
            let number: Substring? =
                value.hasPrefix("subview ")
                ? value.dropFirst("subview ".count)
                : value.hasPrefix("IndexPath(item: ")
                    ? value.dropFirst("IndexPath(item: ".count).prefix { $0.isNumber } : nil
            if let number, let index = Int(number), (0..<count).contains(index) { return index }
        }
        // An index's names, the likeliest first: a flow layout's `var row = 0` counts rows,
        // and must not be read as the subview in hand when `index` or `i` is there too.
        let names: [(String) -> Bool] = [
            isChildName,
            { $0 == "i" || $0 == "idx" || $0.hasSuffix("index") }, { ["j", "k", "n"].contains($0) },
            { $0 == "item" || $0 == "row" },
        ]
        for matches in names {
            for variable in step.variables where matches(variable.name.lowercased()) {
                if let index = Int(variable.value), (0..<count).contains(index) { return index }
            }
        }
        return nil
    }

    /// The collection case `layoutlab walk FILE.swift` walks with no script to set one up: the
    /// first of the exercise's named cases.
    public static func namedCollectionCase(for file: String) -> CollectionCase? {
        guard let text = FileSystem.readText(file), let exercise = ExerciseCatalog.exercise(for: text),
            case .collection(let kind) = exercise.reference
        else { return nil }
        return CollectionCase.namedCases(kind).first
    }

    /// The case `layoutlab walk FILE.swift` walks with no script to set one up: the first of
    /// the file's exercise's named cases with three subviews or more (the first with any, else).
    public static func namedCase(for file: String) -> ExerciseCase? {
        guard let text = FileSystem.readText(file), let exercise = ExerciseCatalog.exercise(for: text) else {
            return nil
        }
        let cases = exercise.namedCases
        return cases.first { $0.items.count >= 3 } ?? cases.first { !$0.items.isEmpty }
    }

    /// The instrumented program: the comparisons reported too when it compiles so, else the
    /// statements alone (a comparison Swift allows between two types through an overload of
    /// its own cannot go through the walk's generic probe).
    static func build(_ file: String, exercise: Exercise, toolchain: Toolchain, kit: Toolchain.Kit)
        throws(ExerciseSetupError) -> String
    {
        var firstFailure: CompileFailure?
        for detail in Instrumenting.Detail.allCases {
            let instrumented = try Instrumenting.instrumented(file, detail: detail, toolchain: toolchain, kit: kit)
            let name = file.split(separator: "/").last.map(String.init) ?? "Layout.swift"
            let path = try toolchain.placed(instrumented, kind: "walks", name: name)
            do throws(CompileFailure) {
                return try toolchain.build(path, text: instrumented, for: exercise, kit: kit)
            } catch {
                if error.interrupted { throw ExerciseSetupError(message: "stopped by Ctrl-C while compiling") }
                firstFailure = firstFailure ?? error
            }
        }
        // The learner's own slip, said as check says it, with their file's name and line;
        // else the rewrite's, which check does not share.
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if let text = FileSystem.readText(file) {
            do throws(CompileFailure) {
                _ = try toolchain.build(file, text: text, for: exercise, kit: kit)
            } catch {
                throw ExerciseSetupError(
                    message: "\(name) does not compile yet (\(error.message)); check \(name) shows where")
            }
        }
        throw ExerciseSetupError(
            message: "cannot walk your own code: it did not compile once rewritten to report its steps ("
                + (firstFailure?.message ?? "the compiler said nothing") + "); check FILE still checks it")
    }

    static func result(_ run: CaseRun) -> LayoutResult {
        let placements = run.frames.enumerated().map { Placement(index: $0.offset, frame: $0.element, row: 0) }
        return LayoutResult(size: run.size, bounds: run.bounds, placements: placements)
    }

    /// The walked run's report: the walk's own lines, and the harness's (its run of the case).
    struct Report {
        var steps: [WalkStep] = []
        var placed: [WalkPlacement] = []
        /// The items whose attributes were made, in order (a collection's).
        var made: [Int] = []
        var capped = false
        /// What the run computed, in order (see `WalkedEvent`).
        var trace: [WalkedEvent] = []
        /// The harness's own lines, for its reader.
        var harness = ""
        /// Why the run ended early, should the harness's lines say it did not finish.
        var ended: String?

        init(_ text: String, items count: Int) {
            var harness: [Substring] = []
            var phase = WalkPhase.makeCache
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                switch fields.first {
                case "step" where fields.count >= 2:
                    guard let number = Int(fields[1]), number > 0 else { continue }
                    let variables = fields.dropFirst(2).compactMap { field -> WalkVariable? in
                        guard let equals = field.firstIndex(of: "=") else { return nil }
                        return WalkVariable(String(field[..<equals]), String(field[field.index(after: equals)...]))
                    }
                    var step = WalkStep(phase: phase, function: "", code: "", says: "", variables: variables)
                    step.line = number
                    // How far the picture goes: `place` calls made, or (a collection's) attributes.
                    step.doneCount = max(placed.count, made.count)
                    steps.append(step)
                case "compare" where fields.count == 8 || fields.count == 10:
                    guard let number = Int(fields[1]), !steps.isEmpty else { continue }
                    var comparison = Comparison(
                        line: number, left: fields[2], leftValue: fields[3], op: fields[4], right: fields[5],
                        rightValue: fields[6], result: fields[7] == "true")
                    if fields.count == 10 { (comparison.leftResult, comparison.rightResult) = (fields[8], fields[9]) }
                    let last = steps.count - 1
                    steps[last].decision = [steps[last].decision, comparison.text].compactMap { $0 }.joined(
                        separator: ", ")
                    trace.append(WalkedEvent(.compared(comparison), line: number, step: last, phase: phase))
                case "assign" where fields.count == 4:
                    guard let number = Int(fields[1]), !steps.isEmpty else { continue }
                    trace.append(
                        WalkedEvent(.assigned(fields[2], fields[3]), line: number, step: steps.count - 1, phase: phase))
                case "return" where fields.count == 3:
                    guard let number = Int(fields[1]), !steps.isEmpty else { continue }
                    trace.append(WalkedEvent(.returned(fields[2]), line: number, step: steps.count - 1, phase: phase))
                case "asked" where fields.count == 4:
                    guard let index = Int(fields[1]), (0..<count).contains(index) else { continue }
                    trace.append(
                        WalkedEvent(
                            .asked(index, proposal: fields[2], answer: fields[3]), line: steps.last?.line,
                            step: steps.count - 1, phase: phase))
                case "placed" where fields.count == 6:
                    let numbers = fields.dropFirst(2).compactMap(Double.init)
                    guard let index = Int(fields[1]), numbers.count == 4, (0..<count).contains(index) else {
                        continue
                    }
                    let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                    placed.append(WalkPlacement(index: index, frame: frame))
                    trace.append(
                        WalkedEvent(.placed(index, frame), line: steps.last?.line, step: steps.count - 1, phase: phase))
                case "made" where fields.count == 2:
                    if let index = Int(fields[1]), (0..<count).contains(index) { made.append(index) }
                case "walk-capped": capped = true
                default:
                    // The size the layout answered, once its sizeThatFits has returned.
                    if line.hasPrefix("size "), phase == .sizeThatFits {
                        let answer = line.dropFirst(5).split(separator: " ").map {
                            Double($0).map(WalkText.number) ?? String($0)
                        }.joined(separator: "×")
                        trace.append(
                            WalkedEvent(.answered(answer), line: steps.last?.line, step: steps.count - 1, phase: phase))
                    }
                    if line.hasPrefix("phase ") {
                        // The collection harness's marks are the walk's alone; the flow harness's
                        // are its report's too.
                        if let named = WalkPhase(rawValue: String(line.dropFirst(6))) { phase = named }
                        if phase == .prepare || phase == .targetContentOffset { continue }
                    }
                    harness.append(line)
                }
            }
            self.harness = harness.joined(separator: "\n")
            for index in steps.indices {
                steps[index].item = LearnerWalk.subviewInHand(steps[index], count: count)
            }
        }
    }
}
