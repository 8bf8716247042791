import LabSupport
import LabText

/// A learner's exercise file as `check` and `walk FILE.swift` read it: a `.swift` file, not
/// named main.swift, whose name the compiler's messages can carry, read without waiting (a
/// FIFO), UTF-8, and saying which exercise it is for; else why not, in one line.
enum ExerciseFile {
    /// `command` names what reads it in the messages (`check`, `walk`).
    static func read(_ file: String, by command: String) throws(ExerciseSetupError) -> (
        text: String, exercise: Exercise
    ) {
        // The compiler takes only a `.swift` file for Swift: any other name was compiled as
        // something else, and the learner read "cannot find 'FlowLayout' in scope".
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard name.hasSuffix(".swift"), name.count > ".swift".count else {
            throw ExerciseSetupError(
                message:
                    "\(VisibleText.of(file)): \(command) compiles Swift files, whose names end in .swift; rename it \(VisibleText.of(name.isEmpty ? "layout" : name)).swift"
            )
        }
        let text: String
        // Never waited on: a FIFO put in the file's place would hang `check` and `watch`.
        switch FileSystem.readRegularFile(file, limit: 8 << 20) {
        case .failure(let failure):
            throw (ExerciseSetupError(message: "cannot read \(file): \(failure.reason)"))
        case .success(nil):
            throw (ExerciseSetupError(message: "cannot read \(file): No such file or directory"))
        case .success(let bytes?):
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw (ExerciseSetupError(message: "\(file) is not UTF-8 text"))
            }
            text = decoded
        }
        // The compiler's messages name the file line by line: a newline in its name would break
        // them apart, and its raw output would be all the learner saw.
        if file.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw
                (ExerciseSetupError(
                    message:
                        "\(VisibleText.of(file)): \(command) cannot compile a file whose name holds a newline or another control character; rename it"
                ))
        }
        if file.split(separator: "/").last == "main.swift" {
            throw
                (ExerciseSetupError(
                    message:
                        "name your exercise file something other than main.swift: the checker's own main takes that name"
                ))
        }
        guard let exercise = ExerciseCatalog.exercise(for: text) else {
            throw
                (ExerciseSetupError(
                    message:
                        "\(file) does not say which exercise it is for: its first lines need '// layoutlab exercise: ID' (layoutlab exercises lists them)"
                ))
        }
        return (text, exercise)
    }
}
