/// The clocks in front of a class, as demo and the slides keep them: the lesson's (`--timer`)
/// and the question's (`--question-time`), which starts afresh on each step and is shown while
/// the step's question waits. `p` pauses both (a discussion, a break) and starts them again.
/// Times are seconds from any fixed start, so that the clocks are values, tested without waiting.
public struct DemoClocks: Equatable, Sendable {
    public let lessonTimer: ClassTimer?
    public let questionTimer: QuestionTimer?
    private var lesson: PausableClock
    private var question: PausableClock
    /// The step the question's clock counts for.
    private var questionStep: Int

    public init(lesson: ClassTimer?, question: QuestionTimer?, step: Int, at now: Double) {
        lessonTimer = lesson
        questionTimer = question
        self.lesson = PausableClock(at: now)
        self.question = PausableClock(at: now)
        questionStep = step
    }

    /// Whether there is a clock to pause: `p` means nothing without one.
    public var pausable: Bool { lessonTimer != nil || questionTimer != nil }

    public var isPaused: Bool { lesson.isPaused }

    /// `p`: paused, or going again.
    public mutating func togglePause(at now: Double) {
        if lesson.isPaused {
            lesson.resume(at: now)
            question.resume(at: now)
        } else {
            lesson.pause(at: now)
            question.pause(at: now)
        }
    }

    /// Another step is shown: its question's clock starts from nothing (paused if the clocks are).
    public mutating func show(step: Int, at now: Double) {
        guard step != questionStep else { return }
        questionStep = step
        question = PausableClock(at: now, paused: lesson.isPaused)
    }

    /// The clocks' words for the keys' line: "paused · 12:05 left · question 0:45 left" (the
    /// question's only while `waiting`, its question not yet answered); nil with no clock.
    public func text(waiting: Bool, at now: Double) -> String? {
        var parts: [String] = []
        if isPaused, pausable { parts.append("paused") }
        if let lessonTimer { parts.append(lessonTimer.text(elapsed: lesson.elapsed(at: now))) }
        if let questionTimer, waiting { parts.append(questionTimer.text(elapsed: question.elapsed(at: now))) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
