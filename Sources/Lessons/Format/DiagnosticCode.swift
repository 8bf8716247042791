/// What kind of problem a diagnostic reports: a stable name for CI and editors (the text may
/// change; the code does not). Lessons/FORMAT.md lists them all, and a test keeps it so.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // Reading the file
    case unreadable = "unreadable"
    case emptyFile = "empty-file"
    case byteOrderMark = "byte-order-mark"
    case controlCharacter = "control-character"
    case reorderingCharacter = "reordering-character"
    case noLessonFile = "no-lesson-file"
    case missingPath = "missing-path"
    case linkLoop = "link-loop"
    case notALesson = "not-a-lesson"
    // The header
    case headerSyntax = "header-syntax"
    case unknownHeaderKey = "unknown-header-key"
    case duplicateHeaderKey = "duplicate-header-key"
    case missingHeaderKey = "missing-header-key"
    case badID = "bad-id"
    case idNotFileName = "id-not-file-name"
    case duplicateID = "duplicate-id"
    case shippedID = "shipped-id"
    case badVersion = "bad-version"
    case badSkip = "bad-skip"
    case badOrder = "bad-order"
    // Steps
    case noSteps = "no-steps"
    case untitledStep = "untitled-step"
    case emptyStep = "empty-step"
    case unknownKey = "unknown-key"
    case tabIndent = "tab-indent"
    case emptyCommand = "empty-command"
    case setupAfterCheck = "setup-after-check"
    case notAnEdit = "not-an-edit"
    case setupFailed = "setup-failed"
    case duplicatePicture = "duplicate-picture"
    case pictureDiffers = "picture-differs"
    case pictureAsProse = "picture-as-prose"
    case textAfterCheck = "text-after-check"
    case tooTall = "too-tall"
    case answerOnScreen = "answer-on-screen"
    case noMistake = "no-mistake"
    // Checks
    case duplicateCheck = "duplicate-check"
    case emptyValue = "empty-value"
    case detailOutsideCheck = "detail-outside-check"
    case detailNotForCheck = "detail-not-for-check"
    case duplicateAnswer = "duplicate-answer"
    case missingAnswer = "missing-answer"
    case literalAnswer = "literal-answer"
    case choiceCount = "choice-count"
    case duplicateChoice = "duplicate-choice"
    case letterChoice = "letter-choice"
    case choicesMatch = "choices-match"
    case mistakeSyntax = "mistake-syntax"
    case mistakeIsAnswer = "mistake-is-answer"
    /// A mistake's reply that names what its value is ("That is B's x") when the layout says
    /// otherwise.
    case mistakeClaim = "mistake-claim"
    /// A sum in the lesson's words that does not add up ("6 + 1 = 8").
    case arithmetic = "arithmetic"
    case badRound = "bad-round"
    case missingGoal = "missing-goal"
    case goalNotCondition = "goal-not-condition"
    case missingSolution = "missing-solution"
    case solutionFailed = "solution-failed"
    case alreadySolved = "already-solved"
    case solutionMissesGoal = "solution-misses-goal"
    /// (A warning) the learner typing the solution would see 000's cache keep old rows.
    case staleRows = "stale-rows"
    /// `cache:` other than `kept`.
    case badCache = "bad-cache"
    case routeSyntax = "route-syntax"
    case routeDisagrees = "route-disagrees"
    /// (A warning) one `set` of another setting than the solution's reaches the goal too.
    case alsoSolved = "also-solved"
    /// A code step's `window:` that is no whole number from 3 to 20.
    case badWindow = "bad-window"
    case noHints = "no-hints"
    case unknownExercise = "unknown-exercise"
    case walkSyntax = "walk-syntax"
    case missingWalk = "missing-walk"
    case walkQuestion = "walk-question"
    case walkOffScreen = "walk-off-screen"
    case walkYours = "walk-yours"
    /// (A warning) a walk of the learner's own code that validate could not try (no compiler).
    case walkUntried = "walk-untried"
    case stepNumber = "step-number"
    /// (A warning) an answer of a fraction of a column or line, which the picture rounds, with
    /// no word of the rounding in the explanation.
    case roundedAnswer = "rounded-answer"
    case exerciseLayout = "exercise-layout"
    /// A code step's blank, solution or mistakes do not do what the step says.
    case codeStep = "code-step"
    /// A code step's solution or mistakes could not be compiled here (no Swift toolchain).
    case codeUntried = "code-untried"
    // Expressions
    case expression = "expression"
}
