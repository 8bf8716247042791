import LabSupport
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// `layoutlab exercise prepare`: the exercise kit compiled ahead of the first check, with the
/// compiler's module cache warmed by compiling one exercise, in a folder the lab looks in
/// (`make run` and `make install` prepare it beside the executable). A first check then copies
/// it into the learner's cache and compiles only their file.
public enum PreparedKit {
    public struct Report: Equatable, Sendable {
        public var folder: String
        /// Whether it had been prepared before (nothing was compiled).
        public var wasReady: Bool
        public var seconds: Double
    }

    /// The folder the lab looks in beside its executable.
    public static var defaultFolder: String { FileSystem.canonicalPath(Toolchain.besideExecutable) }

    public static func prepare(into folder: String) throws(ExerciseSetupError) -> Report {
        let started = ChildProcess.monotonicSeconds()
        guard FileSystem.makeDirectories(folder), FileSystem.isWritable(folder) else {
            throw (ExerciseSetupError(message: "cannot write in \(folder)"))
        }
        let compiler = try Toolchain.find().swiftc
        let folder = FileSystem.canonicalPath(folder)
        let toolchain = Toolchain(swiftc: compiler, cache: folder)
        let before = FileSystem.entries(in: folder).filter { $0.hasPrefix("kit-") }
        let kit = try toolchain.kit(usePrepared: false)
        let wasReady = before.contains(kit.folder.split(separator: "/").last.map(String.init) ?? "")
        if !wasReady {
            // One exercise compiled as a check compiles it, for the module cache; then nothing
            // of it is kept.
            guard let flow = ExerciseCatalog.exercise(id: "flow") else { throw (.init(message: "no flow")) }
            let warm = folder + "/warm-up"
            _ = FileSystem.makeDirectories(warm)
            if FileSystem.writeWhole(warm + "/flow.swift", flow.solution) {
                do throws(CompileFailure) {
                    _ = try toolchain.build(warm + "/flow.swift", text: flow.solution, for: flow, kit: kit)
                } catch {
                    FileSystem.removeTree(warm)
                    // The compiler's first lines, on one line: "…: the compiler failed:" alone
                    // said nothing of why.
                    let reason = error.lines.prefix(4).map(\.trimmingWhitespace).filter { !$0.isEmpty }
                    throw ExerciseSetupError(
                        message:
                            "the kit is built, but an exercise did not compile with it: \(reason.isEmpty ? "the compiler gave no reason" : reason.joined(separator: " "))"
                    )
                }
            }
            FileSystem.removeTree(warm)
            FileSystem.removeTree(folder + "/builds")
        }
        // Readable by every user of the machine (the compiler makes its module cache closed to
        // others): a lab installed or built by one user serves all.
        _ = ChildProcess.run("/bin/chmod", ["-R", "a+rX", folder], scratch: folder + "/chmod", seconds: 60)
        return (Report(folder: folder, wasReady: wasReady, seconds: ChildProcess.monotonicSeconds() - started))
    }
}
