/// What checks a lesson as `validate` does, handed to the lesson taker by the layer above: the
/// checks draw each step's screen to see that it fits the window, and the lesson-taking code
/// draws nothing. `TeacherLessonChecks` (a teacher's lessons, checked at start and on opening)
/// and `LessonValidator` (a reloaded file, checked when it is reloaded) meet it.
public protocol LessonChecking {
    /// The faulty lessons, by id, with how many errors each has.
    var problemCounts: [String: Int] { get }
    /// Checks a lesson that was not checked yet (a start runs out of time before some).
    func checkIfNeeded(_ lesson: Lesson)
    /// The errors `validate` finds in a lesson, as it prints them.
    func errors(in lesson: Lesson) -> [String]
}
