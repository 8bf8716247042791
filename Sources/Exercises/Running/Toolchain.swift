import LabSupport
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// Why an exercise could not be checked at all (no compiler, no cache folder, a file that is not
/// an exercise): one line, with what to do.
public struct ExerciseSetupError: LabError, Equatable, Sendable {
    public let message: String
}

/// The Swift compiler on this machine and the cache folder `check` builds in: the kit compiled
/// once per lab version and compiler, each learner's program once per version of their file.
struct Toolchain {
    let swiftc: String
    let cache: String

    /// `$SWIFTC`, else `swiftc` on `PATH`; the cache in `$LAYOUTLAB_CACHE`, else
    /// `$XDG_CACHE_HOME/layoutlab`, else `~/.cache/layoutlab`.
    static func find() throws(ExerciseSetupError) -> Toolchain {
        let compiler: String?
        if let given = Environment.nonEmpty("SWIFTC") {
            guard access(given, X_OK) == 0 else {
                throw (ExerciseSetupError(message: "SWIFTC is \(given), which is not a program that can be run"))
            }
            compiler = given
        } else {
            compiler = (Environment.nonEmpty("PATH") ?? "/usr/bin:/bin").split(separator: ":").map { $0 + "/swiftc" }
                .first { access($0, X_OK) == 0 }
        }
        guard let compiler else {
            throw
                (ExerciseSetupError(
                    message:
                        "check needs the Swift compiler (swiftc), and there is none on PATH: install Swift 6 (swift.org/install) or set SWIFTC to swiftc's path"
                ))
        }
        guard let cache = cacheFolder() else {
            throw
                (ExerciseSetupError(
                    message: "check needs a folder to build in: set LAYOUTLAB_CACHE (or HOME) to a writable folder"))
        }
        return (Toolchain(swiftc: compiler, cache: cache))
    }

    private static func cacheFolder() -> String? {
        guard
            let folder = Environment.labFolder(
                explicit: "LAYOUTLAB_CACHE", xdg: "XDG_CACHE_HOME", underHome: ".cache/layoutlab")
        else { return nil }
        return FileSystem.makeDirectories(folder) && FileSystem.isWritable(folder) ? folder : nil
    }

    /// The kit's sources, as embedded.
    static var kitSources: [(path: String, text: String)] {
        EmbeddedExerciseFiles.files.filter { $0.path.hasPrefix("Sources/LabSwiftUI/") }
    }

    /// The supervisor's sources (its top-level code in main.swift) and its C header, as embedded.
    static var supervisorSources: [(path: String, text: String)] {
        EmbeddedExerciseFiles.files.filter {
            ($0.path.hasPrefix("Sources/ExerciseSupervisor/") && $0.path.hasSuffix(".swift"))
                || $0.path == "Sources/CExerciseSupervisor/supervisor.h"
        }
    }

    /// The walk instrumenter's sources (its command line in main.swift), as embedded.
    static var instrumenterSources: [(path: String, text: String)] {
        EmbeddedExerciseFiles.files.filter {
            $0.path.hasPrefix("Sources/WalkInstrumenter/") && $0.path.hasSuffix(".swift")
        }
    }

    /// The supervisor compiled with the kit, in the kit's folder.
    static func supervisor(in kit: String) -> String { kit + "/exercise-supervisor" }

    private var moduleCache: String { cache + "/module-cache" }

    /// How the kit is compiled (part of its cache key).
    static let kitFlags = ["-parse-as-library", "-swift-version", "5", "-O"]

    /// A compiled kit: its folder (the module, the library, the supervisor) and the compiler's
    /// module cache that programs built against it use.
    struct Kit: Equatable {
        let folder: String
        let moduleCache: String
        var supervisor: String { Toolchain.supervisor(in: folder) }
    }

    /// The kit, compiled if this lab and compiler have not compiled it before, or prepared
    /// ahead (`layoutlab exercise prepare`) and `usePrepared`.
    func kit(usePrepared: Bool = true, beforeBuilding: (@Sendable () -> Void)? = nil) throws(ExerciseSetupError)
        -> Kit
    {
        let sources = Self.kitSources
        let key = Fingerprint.of(
            (sources + Self.supervisorSources + Self.instrumenterSources).flatMap { [$0.path, $0.text] } + [
                swiftc, compilerVersion, Self.kitFlags.joined(separator: " "),
            ])
        let folder = cache + "/kit-" + key
        removeUnused(except: folder)
        if Self.isWhole(folder) {
            FileSystem.touch(folder)
            return (Kit(folder: folder, moduleCache: moduleCache))
        }
        // A kit prepared when the lab was built or installed, used where it is with the module
        // cache its compiles filled (the compiler's cache files name their own folder, so they
        // cannot be copied; read-only, they are still read): the first check compiles only the
        // learner's file.
        if usePrepared, let prepared = Self.preparedKits.first(where: { Self.isUsable($0, key: key) }) {
            return (Kit(folder: prepared + "/kit-" + key, moduleCache: prepared + "/module-cache"))
        }
        beforeBuilding?()
        // Built aside and moved into place, so that two checks at once never see half a kit.
        // Of this call's own: two checks of one process may build at once.
        let building = folder + ".building-\(getpid())-\(UInt32.random(in: 0..<UInt32.max))"
        guard FileSystem.makeDirectories(building) else {
            throw (ExerciseSetupError(message: "cannot write in \(cache)"))
        }
        var paths: [String] = []
        for source in sources {
            let path = building + "/" + (source.path.split(separator: "/").last.map(String.init) ?? "Kit.swift")
            guard FileSystem.writeWhole(path, source.text) else {
                throw (ExerciseSetupError(message: "cannot write in \(cache)"))
            }
            paths.append(path)
        }
        let arguments =
            Self.kitFlags + [
                "-module-name", "LabSwiftUI", "-emit-module",
                "-emit-module-path", building + "/LabSwiftUI.swiftmodule", "-emit-library", "-static", "-o",
                building + "/libLabSwiftUI.a", "-module-cache-path", moduleCache,
            ] + paths
        let outcome = ChildProcess.run(swiftc, arguments, scratch: building + "/compile", seconds: 600)
        if outcome?.interrupted == true {
            FileSystem.removeTree(building)
            throw
                (ExerciseSetupError(message: "stopped by Ctrl-C while compiling the exercise kit; nothing was decided"))
        }
        guard let outcome, outcome.status == 0 else {
            throw (ExerciseSetupError(message: "the exercise kit did not compile with \(swiftc); is it Swift 6?"))
        }
        if let failure = buildSupervisor(in: building) { throw (failure) }
        // The walk of a learner's own code needs it; `check` does not, so a toolchain without
        // SwiftSyntax still checks (and `walk FILE.swift` says why it cannot walk).
        buildInstrumenter(in: building)
        if rename(building, folder) != 0 {
            // Another check finished first: use its kit.
            FileSystem.removeTree(building)
        }
        return (Kit(folder: folder, moduleCache: moduleCache))
    }

    /// Whether a prepared folder holds a whole kit for `key` that this user can read, with a
    /// module cache to read too (one made by another user may be closed to others).
    static func isUsable(_ prepared: String, key: String) -> Bool {
        let kit = prepared + "/kit-" + key
        return isWhole(kit) && access(kit, R_OK | X_OK) == 0 && access(kit + "/libLabSwiftUI.a", R_OK) == 0
            && access(prepared + "/module-cache", R_OK | X_OK) == 0
    }

    /// Whether a kit's folder holds the kit and its supervisor.
    static func isWhole(_ folder: String) -> Bool {
        FileSystem.exists(folder + "/libLabSwiftUI.a") && FileSystem.exists(supervisor(in: folder))
    }

    /// The folders where a kit may have been prepared (`layoutlab exercise prepare`):
    /// `$LAYOUTLAB_KIT`, and `lib/layoutlab/exercise-kit` beside the executable's folder —
    /// where `make install` puts it under the prefix, and `make run` beside the built lab.
    /// `LAYOUTLAB_KIT=none` looks in none of them (every new cache compiles its own kit).
    static var preparedKits: [String] {
        let given = Environment.nonEmpty("LAYOUTLAB_KIT")
        if given == "none" { return [] }
        return (given.map { [$0] } ?? []) + [besideExecutable]
    }

    /// `BIN/../lib/layoutlab/exercise-kit` for the running executable in `BIN`.
    static var besideExecutable: String {
        let executable = FileSystem.canonicalPath("/proc/self/exe")
        let bin = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return bin + "/../lib/layoutlab/exercise-kit"
    }

    /// Compiles the supervisor into the kit's folder being built; why not, if it failed.
    private func buildSupervisor(in building: String) -> ExerciseSetupError? {
        // Each file under its own name, in a folder of their own: main.swift holds the top-level code.
        let folder = building + "/supervisor-sources"
        let files = Self.supervisorSources.map { (folder + "/" + ($0.path.split(separator: "/").last ?? ""), $0.text) }
        let header = folder + "/supervisor.h"
        let sources = files.map(\.0).filter { $0.hasSuffix(".swift") }
        guard sources.contains(folder + "/main.swift"), files.contains(where: { $0.0 == header }),
            FileSystem.makeDirectories(folder), files.allSatisfy({ FileSystem.writeWhole($0.0, $0.1) })
        else { return ExerciseSetupError(message: "cannot write in \(cache)") }
        let arguments =
            ["-O", "-swift-version", "5", "-import-objc-header", header, "-module-cache-path", moduleCache] + sources
            + ["-o", Self.supervisor(in: building)]
        let outcome = ChildProcess.run(swiftc, arguments, scratch: building + "/supervisor-compile", seconds: 300)
        if outcome?.interrupted == true {
            FileSystem.removeTree(building)
            return ExerciseSetupError(
                message: "stopped by Ctrl-C while compiling the exercise kit; nothing was decided")
        }
        guard outcome?.status == 0 else {
            FileSystem.removeTree(building)
            return ExerciseSetupError(message: "the exercise supervisor did not compile with \(swiftc); is it Swift 6?")
        }
        return nil
    }

    /// How the learner's program is compiled (part of its cache key): unoptimised, as they
    /// would debug it, with debug information, so that the backtrace of a trap inside the
    /// standard library (an index out of range) names the learner's line.
    static let programFlags = ["-swift-version", "5", "-Onone", "-g"]

    /// The longest a learner's file may take to compile.
    static let compileSeconds = 300.0

    /// How the driver runs the compile, which changes nothing in the program (not part of the
    /// key): the learner's file and the harness in one frontend (whole-module), the module and
    /// the object made side by side on as many cores as there are (at most 4). The driver's
    /// defaults, a frontend per file one after another, took 0.61–0.64 s a compile here; this
    /// takes 0.38–0.41 s. (Batch mode fails to link here: its object goes missing.)
    static var driverFlags: [String] {
        ["-wmo", "-j\(max(1, min(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 4)))"]
    }

    /// A kit or a file's build folder that no check has used for this long is removed: each
    /// new lab version or compiler makes a kit of its own (about 1 MB), each file checked a
    /// build folder, and the cache would otherwise only grow.
    static let unusedFor = 30 * 24 * 60 * 60

    /// Removes the kits (but `current`) and build folders left unused for `unusedFor` seconds;
    /// those in use are touched whenever a check uses them.
    /// Only names the lab makes are touched (a `LAYOUTLAB_CACHE` pointed at a folder of one's
    /// own must not lose an old `builds/notes`): a fingerprint, `kit-` and one, or that and
    /// `.building-PID`.
    func removeUnused(except current: String) {
        let isFingerprint = { (name: Substring) in
            name.utf8.count == 16 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        }
        let kits = FileSystem.entries(in: cache).filter { name in
            guard name.hasPrefix("kit-") else { return false }
            let rest = name.dropFirst(4)
            return isFingerprint(rest.prefix(16)) && (rest.count == 16 || rest.dropFirst(16).hasPrefix(".building-"))
        }.map { cache + "/" + $0 }
        let builds = FileSystem.entries(in: cache + "/builds").filter { isFingerprint($0[...]) }.map {
            cache + "/builds/" + $0
        }
        for folder in kits + builds where folder != current {
            if let age = FileSystem.secondsSinceChange(of: folder), age > Self.unusedFor {
                FileSystem.removeTree(folder)
            }
        }
    }

    /// Compiles a learner's file with the exercise's harness main against the kit; the
    /// program's path, or the compiler's complaints about the learner's file.
    func build(_ file: String, text: String, for exercise: Exercise, kit: Kit) throws(CompileFailure) -> String {
        let absolute = file.hasPrefix("/") ? file : FileSystem.currentDirectory + "/" + file
        let folder = cache + "/builds/" + Fingerprint.of([absolute])
        guard FileSystem.makeDirectories(folder) else {
            throw (CompileFailure(lines: ["cannot write in \(cache)"]))
        }
        FileSystem.touch(folder)
        let program =
            folder + "/exercise-"
            + Fingerprint.of([
                kit.folder, exercise.id, text, exercise.harness, Self.programFlags.joined(separator: " "),
            ])
        if FileSystem.exists(program) { return (program) }
        // Each check compiles in a folder of its own (the harness must be called main.swift),
        // so that two checks of one file at once never write each other's files.
        let work = folder + "/work-\(getpid())-\(UInt32.random(in: 0..<UInt32.max))"
        // A check killed half-way (kill -9, a closed terminal) leaves its folder behind.
        for entry in FileSystem.entries(in: folder) where entry.hasPrefix("work-") {
            let owner = entry.dropFirst("work-".count).split(separator: "-").first.map(String.init) ?? ""
            if let pid = Int32(owner), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                FileSystem.removeTree(folder + "/" + entry)
            }
        }
        guard FileSystem.makeDirectories(work) else {
            throw (CompileFailure(lines: ["cannot write in \(cache)"]))
        }
        defer { FileSystem.removeTree(work) }
        let main = work + "/main.swift"
        guard FileSystem.writeWhole(main, exercise.harness) else {
            throw (CompileFailure(lines: ["cannot write in \(cache)"]))
        }
        let arguments = { (moduleCache: String) in
            Self.programFlags + Self.driverFlags + [
                "-module-name", "Exercise", "-module-alias",
                "\(exercise.module)=LabSwiftUI",
                "-I", kit.folder, "-L", kit.folder, "-lLabSwiftUI", "-module-cache-path", moduleCache,
                "-diagnostic-style", "llvm", absolute, main, "-o", work + "/program",
            ]
        }
        guard
            var outcome = ChildProcess.run(
                swiftc, arguments(kit.moduleCache), scratch: work + "/compile", seconds: Self.compileSeconds)
        else {
            throw (CompileFailure(lines: ["could not run \(swiftc)"]))
        }
        // A prepared module cache the compiler could not use (moved, or made by another
        // compiler): once more with this cache's own, rather than blame the learner's file.
        if outcome.status != 0, kit.moduleCache != moduleCache, !outcome.interrupted,
            ["precompiled file", "module cache", "missing required module", kit.moduleCache].contains(where: {
                (outcome.errors + outcome.output).contains($0)
            }),
            let again = ChildProcess.run(
                swiftc, arguments(moduleCache), scratch: work + "/compile", seconds: Self.compileSeconds)
        {
            outcome = again
        }
        if outcome.interrupted { throw (CompileFailure(lines: [], interrupted: true)) }
        if outcome.timedOut {
            throw
                (CompileFailure(lines: [
                    "\(file): the compiler ran past its limit of \(Int(Self.compileSeconds)) seconds for one file; nothing was decided (is a function many thousands of lines long?)"
                ]))
        }
        guard outcome.status == 0, rename(work + "/program", program) == 0 else {
            throw (CompileFailure.from(outcome.errors + outcome.output, file: file, absolute: absolute, main: main))
        }
        // Older builds of this file are of no more use, once no check can be about to run one:
        // a build of a minute ago may be another check's (a watch and a walk of one file).
        for entry in FileSystem.entries(in: folder)
        where entry.hasPrefix("exercise-") && folder + "/" + entry != program
            && (FileSystem.secondsSinceChange(of: folder + "/" + entry) ?? 0) > 600
        {
            unlink(folder + "/" + entry)
        }
        return (program)
    }
}

/// The compiler's errors in the learner's file, with the path as they gave it; errors in the
/// checker's own main (the learner's type is not what it expects) said in the lab's words.
public struct CompileFailure: LabError, Equatable, Sendable {
    public let lines: [String]
    /// Ctrl-C stopped the compiler: nothing was decided about the file.
    public var interrupted = false

    /// The compiler's first line about the file (the report shows them all).
    public var message: String { lines.first ?? "the file did not compile" }

    static func from(_ output: String, file: String, absolute: String, main: String) -> CompileFailure {
        // Each error in the file with its excerpt, once: the driver's module job and its compile
        // job both type-check the declarations and both report an error in one, and the driver
        // adds a line of its own ("error: emit-module command failed …").
        var errors: [[String]] = []
        var keepingExcerpt = false
        var harnessProblems: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let range = line.firstRange(of: ": error: "), line.hasPrefix("/") {
                let path = String(line[..<range.lowerBound]).split(separator: ":").first.map(String.init) ?? ""
                if path == absolute {
                    errors.append([file + line.dropFirst(absolute.count)])
                    keepingExcerpt = true
                } else {
                    if path == main { harnessProblems.append(String(line[range.upperBound...])) }
                    keepingExcerpt = false
                }
            } else if line.contains(": warning: ") || line.contains(": note: ") || line.hasPrefix("error: ") {
                keepingExcerpt = false
            } else if keepingExcerpt, !line.isEmpty {
                errors[errors.count - 1].append(line)
            }
        }
        var lines: [String] = []
        for (index, error) in errors.enumerated() where !errors[..<index].contains(error) { lines += error }
        if lines.isEmpty, var first = harnessProblems.first {
            // `layout.spacing = …` when the property is gone finds Layout's spacing(subviews:cache:).
            if first.contains("'spacing' is a method") {
                first = "it sets var spacing, which your layout no longer has"
            }
            lines.append(
                "\(file): error: the checker cannot use your layout (\(first)); keep the names the comment at the top of the file asks for"
            )
        }
        if lines.isEmpty {
            let said = output.split(separator: "\n").prefix(10).map(String.init)
            lines.append("\(file): error: the compiler failed" + (said.isEmpty ? " and printed nothing" : ":"))
            lines += said
        }
        return CompileFailure(lines: lines)
    }
}
