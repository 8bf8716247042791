import LabSupport
import LayoutCore
import LayoutLabCLI
import LessonScreens
import Lessons
import Shell
import Workbench

#if canImport(Glibc)
    import Glibc
#endif

/// What each fuzzer does with one input: hand it to a parser (and whatever runs after the
/// parser), and let nothing escape but a crash. The same functions replay the seed corpora in
/// `make test`, so every input that once found a bug stays a regression test.
public enum FuzzHarness {
    /// The fuzz targets by name, as `make fuzz` and the tests know them.
    public static let targets: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
        ("place-json", placeJSON), ("lesson", lesson), ("command", command), ("expression", expression),
    ]

    /// `layoutlab place`: JSON reader, request decoding, layout and answer.
    public static func placeJSON(_ input: [UInt8]) {
        _ = Place.respond(to: input)
    }

    /// A lesson file: parsed, then validated, which runs every setup command and expression.
    public static func lesson(_ input: [UInt8]) {
        guard input.count <= 16_384 else { return }  // lessons are small; keeps each run quick
        let text = String(decoding: input, as: UTF8.self)
        _ = LessonValidator().validate([("fuzz.lesson", text)])
    }

    /// Shell command lines, one per line, run in a fresh session.
    public static func command(_ input: [UInt8]) {
        let session = Session(files: DiscardingFiles())
        session.autoshow = false
        for line in String(decoding: input, as: UTF8.self).split(separator: "\n").prefix(32) {
            _ = session.execute(String(line))
        }
        _ = session.picture()
    }

    /// An answer expression, evaluated on a small flow and on a drum.
    public static func expression(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        guard let expression = try? ExpressionParser.parse(text) else { return }
        _ = try? Evaluator.evaluate(expression, LayoutFacts(flowWorkspace))
        _ = try? Evaluator.evaluate(expression, LayoutFacts(drumWorkspace))
    }

    static let flowWorkspace: Workspace = {
        var workspace = Workspace()
        for line in ["add Swift", "add Box 4x2", "add break", "add Layout", "set width 12"] {
            if case .edit(let edit)? = try? CommandParser.parse(line) { _ = try? workspace.apply(edit) }
        }
        return workspace
    }()

    static let drumWorkspace: Workspace = {
        var workspace = Workspace()
        workspace.collection = CollectionScene(kind: .drum)
        return workspace
    }()

    /// Replays every file under the given folders (or the given files) through `run`: what a
    /// fuzz executable does when it was built without the fuzzer.
    public static func replay(_ paths: [String], _ run: ([UInt8]) -> Void) -> Int32 {
        var count = 0
        for path in paths {
            for file in FileSystem.isDirectory(path) ? files(in: path) : [path] {
                guard let bytes = read(file) else {
                    StandardStreams.writeError("cannot read \(file)\n")
                    return 2
                }
                run(bytes)
                count += 1
            }
        }
        StandardStreams.writeOutput("replayed \(count) inputs\n")
        return 0
    }

    /// Every file in a folder, sorted.
    public static func files(in folder: String) -> [String] {
        FileSystem.entries(in: folder).map { folder + "/" + $0 }
    }

    /// A file's bytes as they are (not decoded: invalid UTF-8 is part of what is fuzzed).
    public static func read(_ path: String) -> [UInt8]? {
        try? FileSystem.readBytes(path)
    }
}

/// `export` writes nowhere while fuzzing.
struct DiscardingFiles: FileWriting {
    func write(_ text: String, to path: String, overwrite: Bool) throws(FileProblem) {}
    func makeFolder(_ path: String) throws(FileProblem) {}
}
