import LabSupport
import LabText

/// Writes an exercise's starter file, for `exercise start` in the shell and on the command line.
public enum StarterFile {
    /// Writes `folder/ID.swift`, making the folder if need be (an existing file is kept
    /// unless `force`); its path.
    public static func write(_ id: String, folder: String, force: Bool = false) throws(ExerciseSetupError) -> String {
        guard let exercise = ExerciseCatalog.exercise(id: id) else {
            throw ExerciseSetupError(
                message:
                    "no exercise '\(id)'\(Suggestion.didYouMean(id, among: ExerciseCatalog.all.map(\.id))) (exercises lists them)"
            )
        }
        // A folder that is not there yet is made, as `mkdir -p` would; but a name that reads as
        // the file itself is taken for a slip, not made into a folder.
        if folder.hasSuffix(".swift"), !FileSystem.isDirectory(folder) {
            throw ExerciseSetupError(
                message: "give a folder, not a file: the starter is written as FOLDER/\(exercise.id).swift")
        }
        if FileSystem.exists(folder), !FileSystem.isDirectory(folder) {
            throw ExerciseSetupError(message: "\(folder) is a file, not a folder")
        }
        guard FileSystem.makeDirectories(folder) else {
            throw ExerciseSetupError(message: "cannot make the folder \(folder) (\(FileSystem.Failure.lastReason))")
        }
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + exercise.id + ".swift"
        if FileSystem.exists(path), !force {
            throw ExerciseSetupError(message: "\(path) exists; it is kept (check \(path) checks it)")
        }
        if let failure = FileSystem.replaceAtomically(path, with: exercise.starter) {
            throw ExerciseSetupError(message: "cannot write \(path): \(failure.reason)")
        }
        return path
    }

    /// One line an exercise: its id, padded, then what it is.
    public static func listing() -> [String] {
        let width = (ExerciseCatalog.all.map(\.id.count).max() ?? 0) + 2
        return ExerciseCatalog.all.map { exercise in
            exercise.id + String(repeating: " ", count: width - exercise.id.count) + exercise.summary
        }
    }
}
