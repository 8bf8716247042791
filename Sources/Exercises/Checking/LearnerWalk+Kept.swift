import LabSupport
import Synchronization

extension LearnerWalk {
    /// An exercise's reference solution as a file a walk takes (in the cache, named as
    /// `exercise start` names the learner's): what `validate`, `demo` and the slides walk where a
    /// lesson's question stops the learner's own code, and a teacher wants the article's answer.
    public static func referenceFile(for exercise: Exercise) throws(ExerciseSetupError) -> String {
        try Toolchain.find().placed(exercise.solution, kind: "references", name: exercise.id + ".swift")
    }

    /// `walk(file, on:)`, kept while the file stays as it is: a lesson's walk question asks for
    /// the same walk to draw its screen, to work out its answer and to explain it.
    public static func walkKept(_ file: String, on scene: ExerciseCase) throws(ExerciseSetupError) -> Run {
        try kept(file, scene.harnessText(id: 0)) { () throws(ExerciseSetupError) in try walk(file, on: scene) }
    }

    /// The same for a collection's case.
    public static func walkKept(_ file: String, on scene: CollectionCase) throws(ExerciseSetupError) -> Run {
        try kept(file, scene.harnessText(id: 0)) { () throws(ExerciseSetupError) in try walk(file, on: scene) }
    }

    private static func kept(_ file: String, _ scene: String, walking: () throws(ExerciseSetupError) -> Run)
        throws(ExerciseSetupError) -> Run
    {
        let key = [file, FileSystem.identity(of: file) ?? "missing", scene].joined(separator: "\n")
        if let kept = kept.withLock({ $0[key] }) { return kept }
        let run = try walking()
        kept.withLock { runs in
            if runs.count >= 16 { runs.removeAll() }
            runs[key] = run
        }
        return run
    }

    private static let kept = Mutex<[String: Run]>([:])
}
