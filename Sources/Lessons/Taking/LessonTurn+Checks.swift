import LabSupport
import LabText
import LayoutCore
import Workbench

/// The step's check: answers judged (as a tutor reads them), hints, skips, and a task's goal
/// after every change.
extension LessonTurn {
    mutating func hint() throws(LessonError) -> LessonHappening {
        _ = try current()
        guard let check = pendingCheck else { throw .nothingToHint }
        guard !check.hints.isEmpty else { return .noHints }
        guard state.tries.hintsShown < check.hints.count else {
            return .hintsUsedUp(count: check.hints.count, canSkip: canSkip)
        }
        state.tries.hintsShown += 1
        keepAttempts()
        return .hint(
            text: check.hints[state.tries.hintsShown - 1], number: state.tries.hintsShown, of: check.hints.count)
    }

    mutating func skip() throws(LessonError) -> LessonReply {
        _ = try current()  // no lesson open: that error first
        guard canSkip else { throw .skipForbidden }
        guard let check = pendingCheck else { throw .nothingToSkip }
        state.checkDone = true
        // The wrong answers and hints before the skip are kept: a teacher's results count them.
        record(
            StepResult(
                .skipped, wrongAnswers: state.tries.wrongAnswers, hintsSeen: state.tries.hintsShown,
                firstWrongAnswer: state.tries.firstWrongAnswer))
        var answer: Value?
        var unanswered: String?
        do throws(LessonError) {
            answer = try rightAnswer(check).atPrecision(check.rounding)
        } catch {
            // A walk of the learner's file with no file to walk (or one that does not compile
            // now) has no answer, and its explanation, which speaks of what the walk found, is
            // not said either: why is.
            if check.walk != nil { unanswered = error.message }
        }
        // An exercise's explanation is said to one whose code passed ("your carousel rests
        // where 003's does"): a skip has no code to say it of.
        var skip = Skip(
            answer: answer, solution: check.kind == .task ? check.solution.map(\.text) : [],
            explanation: check.kind == .exercise || unanswered != nil ? nil : explanation(of: check),
            revealsPicture: revealed(by: check))
        skip.unanswered = unanswered
        if check.kind == .code {
            skip.code = check.solution.first?.text
            if let credit = (try? codeStep(check))?.exercise.referenceCredit { skip.codeCredit = credit }
        }
        return LessonReply([.skipped(skip), goOn])
    }

    /// The picture an answer or a skip shows: a prediction's, hidden until then (at rest, when
    /// it asked where a released scroll rests); for a question about the layout at another
    /// width (`heightat(12)`), the layout at that width, which the step's own picture could not
    /// show.
    func revealed(by check: Check) -> Workspace? {
        if let resting = StepReveal.atRest(check, state.stepWorkspace) { return resting }
        if check.kind == .predict { return state.stepWorkspace }
        return StepReveal.atOtherWidth(check, state.stepWorkspace)
    }

    /// The one width an answer asks the layout about besides its own (`rowsat(20)`), if any.
    static func otherWidth(in expression: Expression) -> Double? {
        var widths: Set<Double> = []
        func visit(_ node: Expression) {
            switch node {
            case .call(let name, let arguments, _):
                if [.rowsat, .heightat].contains(name.function), arguments.count == 1,
                    case .number(let width, _) = arguments[0]
                {
                    widths.insert(width)
                }
                arguments.forEach(visit)
            case .unary(_, let operand, _): visit(operand)
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .number, .text, .every: break
            }
        }
        visit(expression)
        return widths.count == 1 ? widths.first : nil
    }

    /// What is said once a check is answered: for a walk, what the statement did (its
    /// comparison with the numbers: the why), then the author's words.
    func explanation(of check: Check) -> String? {
        guard let question = check.walk, let setting = try? question.setting(state.stepWorkspace, yours: yourFile)
        else {
            return check.explanation
        }
        let step = setting.step
        let why = ([step.decision].compactMap { $0 } + [step.says]).filter { !$0.isEmpty }.joined(separator: ": ")
        // Named by its number: "that line" read as the answer's line.
        let line = step.line ?? setting.listing.line(of: step)
        let opening = "At \(line.map { "line \($0)" } ?? "that line"), \(why)."
        guard let explanation = check.explanation else { return opening }
        // The author's words may say the same already (the comparison with its numbers, or
        // what the line does): said once.
        return Self.repeats(explanation, step) ? explanation : opening + " " + explanation
    }

    /// Whether an explanation already says what the walk's step does: its comparison's
    /// left side with its numbers, or four words in a row of what it says.
    static func repeats(_ explanation: String, _ step: WalkStep) -> Bool {
        let words = { (text: String) in
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        if let decision = step.decision {
            // The comparison's left side with its numbers: "Int(66 / 52)", "costs[2] 89 + 8²
            // + bias 15" (the author may write the bias as 5 × 3): most of its numbers there.
            let left = String(decision.prefix { !">=<→".contains($0) })
            let numbers = { (text: String) in
                text.split { !$0.isNumber && $0 != "." }.map(String.init).filter { $0.contains(where: \.isNumber) }
            }
            let asked = numbers(left)
            let told = Set(numbers(explanation))
            if asked.count >= 2, asked.filter(told.contains).count * 4 >= asked.count * 3 { return true }
        }
        let said = words(step.says)
        let told = words(explanation).joined(separator: " ")
        guard said.count >= 4 else { return false }
        return (0...(said.count - 4)).contains { told.contains(said[$0..<($0 + 4)].joined(separator: " ")) }
    }

    /// The check's right answer: its expression's value (on `facts` when given, the layout
    /// already run for the answer), or what its walk shows.
    func rightAnswer(_ check: Check, facts: LayoutFacts? = nil) throws(LessonError) -> Value {
        if let question = check.walk {
            do {
                return try question.answer(state.stepWorkspace, yours: yourFile)
            } catch {
                // Not the lesson's fault: the learner's file is not there, or does not compile now.
                if error.isSetup { throw .yourCodeNotWalked(error.message) }
                if error.isTheLearners { throw .yourCodeNotWalked(error.message + " (skip moves on)") }
                throw .answerNotComputable(error.message)
            }
        }
        guard let answer = check.answer else { throw .noQuestion }
        do {
            return try Evaluator.evaluate(answer, facts ?? LayoutFacts(state.stepWorkspace))
        } catch {
            throw .answerNotComputable(error.message)
        }
    }

    mutating func answer(_ typed: String) throws(LessonError) -> LessonReply {
        _ = try current()
        guard let check = pendingCheck else { throw .noQuestion }
        guard check.kind != .task else { throw .isTask }
        guard check.kind != .exercise else { throw .isExercise(check.prompt) }
        if check.kind == .code { return try tryCode(typed, judged: true) }
        guard check.answer != nil || check.walk != nil else { return LessonReply() }
        // One set of facts, so one layout run, for the right answer, its unrounded value and the
        // mistakes alike.
        let facts = LayoutFacts(state.stepWorkspace, check: check)
        let right = try rightAnswer(check, facts: facts)
        let readings: [AnswerReading.Reading]
        let asking = AnswerReading.Asking(check, right: right, in: state.stepWorkspace)
        if check.choices.isEmpty {
            do throws(UnreadableAnswer) {
                readings = try AnswerReading.read(typed, asking: asking)
            } catch {
                return LessonReply([.answered(.unreadable(error, hasHints: !check.hints.isEmpty, canSkip: canSkip))])
            }
        } else if let chosen = ChoiceLetters.choice(typed, check.choices) {
            readings = ChoiceLetters.readings(of: chosen, asking: asking)
        } else if let found = try? AnswerReading.read(typed, asking: asking) {
            // The choice said in words: "2 rows", "nope".
            readings = found
        } else if typed.count == 1, typed.first?.isLetter == true {
            throw .chooseLetter(ChoiceLetters.letters(check.choices.count))
        } else {
            readings = [AnswerReading.Reading(Answer.value(of: typed))]
        }
        // An answer asked "to the nearest whole unit" (round(…)) may be given more exactly:
        // 6.28 for round(2π) is right, judged at its own decimals against what was rounded.
        let unrounded = Self.unrounded(check.answer).flatMap { try? Evaluator.evaluate($0, facts) }
        let isRight = { (reading: AnswerReading.Reading) in
            AnswerReading.isRight(reading, right, roundedTo: check.rounding)
                || (reading.decimals > 0 && unrounded.map { AnswerReading.isRight(reading, $0) } == true)
        }
        if readings.contains(where: isRight) {
            state.checkDone = true
            record(
                StepResult(
                    .correct, wrongAnswers: state.tries.wrongAnswers, hintsSeen: state.tries.hintsShown,
                    firstWrongAnswer: state.tries.firstWrongAnswer))
            // Said at the precision asked: 25.5, not 25.48011282039459.
            var shown = right.atPrecision(check.rounding)
            // A choice is said as the learner saw it: "b) 2".
            if !check.choices.isEmpty, let named = StepReveal.choiceNamed(by: right, in: check) { shown = .text(named) }
            let verdict = AnswerVerdict.right(
                shown, explanation: explanation(of: check), revealsPicture: revealed(by: check))
            return LessonReply([.answered(verdict), goOn])
        }
        let mistake = check.mistakes.first { mistake in
            guard let wrong = try? Evaluator.evaluate(mistake.value, facts) else { return false }
            return readings.contains { Answer.same($0.value, wrong) }
        }
        // Words said back as they were read: "it's 9.5" is 9.5, "three" is 3 (a phrase said back
        // whole read "Not quite: it's 9.5 is not it"); a number as typed (1/3, not 0.333…); a
        // choice's letter with its words.
        let letterChosen = !check.choices.isEmpty && ChoiceLetters.choice(typed, check.choices) != nil
        let saidBack =
            readings.count == 1 && !letterChosen && typed.contains(where: \.isLetter) ? "\(readings[0].value)" : typed
        // The right value, less exactly than asked: a tutor asks for the decimals, and no
        // wrong try is counted.
        if let decimals = check.rounding, decimals > 0,
            readings.contains(where: {
                $0.decimals < decimals && AnswerReading.isRight($0, right, roundedTo: $0.decimals)
            })
        {
            return LessonReply([
                .answered(
                    .wrong(
                        typed: saidBack, mistake: nil, expected: .moreDecimals(decimals),
                        hasHints: !check.hints.isEmpty))
            ])
        }
        var expected: ExpectedAnswer?
        // Only the answer as written counts here (80% is 80 first, 0.8 only besides). Said both
        // ways: a fraction for a whole number, a whole number for a fraction (unless a whole
        // number is what the step asks for, `round: 0`).
        if case .number(let value) = right, value.isFinite, case .number(let given)? = readings.first?.value,
            given.isFinite
        {
            if value == value.rounded(), given != given.rounded() {
                expected = .wholeNumber
            } else if value != value.rounded(), given == given.rounded(), check.rounding != 0 {
                expected = .notWholeNumber
            }
        }
        state.tries.wrongAnswers += 1
        // A choice's letter is kept with what it says ("a) 9"), so that a teacher's results
        // count it with the same answer typed out.
        let letter = typed.trimmingWhitespace.lowercased()
        if letter.count == 1, let index = ChoiceLetters.alphabet.firstIndex(of: Character(letter)),
            check.choices.indices.contains(index)
        {
            state.tries.wrongTyped.append("\(letter)) \(check.choices[index].text)")
        } else {
            state.tries.wrongTyped.append(typed)
        }
        // The first wrong answer of any question, as kept (a choice with its letter and words):
        // a choice question's was left out, a blank cell in the teacher's results.
        if state.tries.firstWrongAnswer == nil { state.tries.firstWrongAnswer = state.tries.wrongTyped.last }
        keepAttempts()
        return LessonReply([
            .answered(
                .wrong(
                    typed: letterChosen ? state.tries.wrongTyped.last ?? typed : saidBack, mistake: mistake?.message,
                    expected: expected, hasHints: !check.hints.isEmpty))
        ])
    }

    /// Whether an answer expression counts from 0: a row, an index, a card's number.
    static func countsFromZero(_ answer: LocatedExpression?) -> Bool {
        guard let expression = answer?.expression else { return false }
        func reads(_ node: Expression) -> Bool {
            switch node {
            case .number, .text: return false
            case .unary(_, let operand, _): return reads(operand)
            case .binary(_, let left, let right, _): return reads(left) || reads(right)
            case .every: return false
            case .call(let name, let arguments, _):
                if [.row, .index].contains(name.itemFact) { return true }
                if [.fact(.centred), .fact(.ontop), .function(.centredafter)].contains(name.collection) { return true }
                return arguments.contains(where: reads)
            }
        }
        return reads(expression)
    }

    /// What `round(E)` rounds: E's text, when the answer is that and only that.
    static func unrounded(_ answer: LocatedExpression?) -> Expression? {
        guard case .call(let name, let arguments, _)? = answer?.expression,
            name.function == .round, arguments.count == 1
        else { return nil }
        return arguments[0]
    }

    /// After every change of the workspace: is the task's goal reached?
    /// `learnerChanged` is false for the step's own setup: what its goal cannot work out
    /// there is the lesson's business (validate checks the solution), not the learner's.
    mutating func afterChange(
        _ workspace: Workspace, learnerChanged: Bool = true, pictureIsStale: Bool = false, run: LayoutResult? = nil
    ) -> [LessonHappening] {
        guard let check = pendingCheck, check.kind == .task, let goal = check.goal else { return [] }
        // One set of facts for the goal and the task's rules, from the shell's run if given.
        let facts = LayoutFacts(workspace, run: run)
        do {
            guard case .bool(true) = try Evaluator.evaluate(goal, facts) else {
                state.goalProblemSaid = nil
                // Something the task asks to keep, broken by this change: said, with its values.
                return learnerChanged ? state.taskRules.newlyBroken(in: facts).map(LessonHappening.ruleBroken) : []
            }
        } catch {
            // The learner's changes took the workspace where the goal cannot be worked out (a
            // range grown too long, a fact of another layout): say so, rather than never
            // finishing the task without a word.
            guard learnerChanged, error.message != state.goalProblemSaid else { return [] }
            state.goalProblemSaid = error.message
            return [.goalNotChecked(reason: error.message)]
        }
        state.checkDone = true
        record(StepResult(.solved, hintsSeen: state.tries.hintsShown))
        return (pictureIsStale ? [.solvedUnderStalePicture(workspace)] : []) + [
            .solved(explanation: check.explanation), goOn,
        ]
    }
}

extension LessonTurn {
    /// `why`: the first part of the task's goal that is false for the layout as it is now,
    /// with its values; never the solution.
    func why(_ workspace: Workspace) throws(LessonError) -> LessonHappening {
        _ = try current()
        guard let check = step?.check, check.kind == .task, let goal = check.goal else {
            // An answered question is no longer one ("hint helps" would be refused next).
            throw .whyIsForTasks(state.checkDone ? nil : step?.check?.kind)
        }
        if state.checkDone { return .goalHolds }
        let facts = LayoutFacts(workspace)
        if case .bool(true)? = try? Evaluator.evaluate(goal, facts) { return .goalHolds }
        return .goalNotYet(Evaluator.whyFalse(goal.text, facts))
    }
}

extension AnswerReading.Asking {
    /// How `check`'s answer is read: counting from 0 when its answer is a row, an index or a
    /// card; "all" is every item of `workspace`; a way given to negative numbers in the question
    /// ("(Negative means left.)") makes "one to the left" −1.
    public init(_ check: Check, right: Value, in workspace: Workspace) {
        self.init(
            right, countsFromZero: LessonTurn.countsFromZero(check.answer),
            itemCount: workspace.collection?.itemCount ?? workspace.items.count,
            negativeWay: AnswerReading.SignedWay.negative(in: check.prompt),
            measuresLength: check.answer?.expression?.readsALength == true)
    }
}
