import LabSupport
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// A learner's file rewritten by the walk instrumenter so that, run on a walked case, it reports
/// each step of its own code (`_LabWalk` in the kit). `check` never needs it; `walk FILE.swift`
/// and the side-by-side walks of a failing check do.
public enum Instrumenting {
    /// How much the rewrite reports: every statement and comparison, or the statements alone
    /// (for a file whose comparisons the generic probe cannot take: a comparison between
    /// values of two types, which Swift allows only through an overload of its own).
    public enum Detail: Sendable, CaseIterable {
        case statementsAndComparisons
        /// Comparisons with their operands' values, not each name in them (`_LabWalk.term`).
        case comparisonsWithoutTerms
        case statementsOnly
    }

    /// The longest the rewrite may take (10,000 statements take it about 4 s).
    static let seconds = 60.0

    /// The instrumented text of `file`, or why it cannot be had, in one line.
    public static func instrumented(_ file: String, detail: Detail = .statementsAndComparisons)
        throws(ExerciseSetupError) -> String
    {
        let toolchain = try Toolchain.find()
        return try instrumented(file, detail: detail, toolchain: toolchain, kit: try toolchain.kit())
    }

    /// The same with the toolchain and kit already found (finding the kit asks the compiler
    /// for its version: once per walk is enough).
    static func instrumented(_ file: String, detail: Detail, toolchain: Toolchain, kit: Toolchain.Kit)
        throws(ExerciseSetupError) -> String
    {
        let instrumenter = Toolchain.instrumenter(in: kit.folder)
        guard FileSystem.exists(instrumenter) else {
            let why = FileSystem.readText(Toolchain.instrumenterAbsence(in: kit.folder))
            throw ExerciseSetupError(
                message: "cannot walk your own code: "
                    + (why
                        ?? "the exercise kit was prepared without the walk instrumenter; run layoutlab exercise prepare")
            )
        }
        let flags: [String] =
            switch detail {
            case .statementsAndComparisons: []
            case .comparisonsWithoutTerms: ["--no-terms"]
            case .statementsOnly: ["--statements-only"]
            }
        let arguments = flags + [file]
        let scratch = toolchain.cache + "/instrument-\(getpid())-\(UInt32.random(in: 0..<UInt32.max))"
        guard let outcome = ChildProcess.run(instrumenter, arguments, scratch: scratch, seconds: Self.seconds) else {
            throw ExerciseSetupError(message: "cannot walk your own code: the walk instrumenter could not be started")
        }
        if outcome.timedOut {
            throw ExerciseSetupError(
                message:
                    "cannot walk your own code: the walk instrumenter ran past its limit of \(Int(Self.seconds)) seconds"
            )
        }
        guard outcome.status == 0 else {
            var said = outcome.errors.split(separator: "\n").first.map(String.init) ?? "it stopped"
            if said.hasPrefix("walk-instrumenter: ") { said.removeFirst("walk-instrumenter: ".count) }
            throw ExerciseSetupError(message: "cannot walk your own code: " + said)
        }
        return outcome.output
    }
}
