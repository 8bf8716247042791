import Foundation
import TestSupport
import Testing

/// The rooms of the house, as the README's map draws them: what Package.swift cannot say
/// because it works per module, not per file.
@Suite("module boundaries")
struct ModuleBoundaryTests {
    static let sources = RepositoryFile.root.appendingPathComponent("Sources")

    /// The Swift files of a source folder, with the modules each imports.
    static func imports(under folder: String) throws -> [String: Set<String>] {
        let root = sources.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var found: [String: Set<String>] = [:]
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            found[file] = Set(
                text.split(separator: "\n").compactMap { line in
                    line.hasPrefix("import ") ? String(line.dropFirst("import ".count)) : nil
                })
        }
        return found
    }

    /// Small files with one purpose each: none over 400 lines, in the sources, the programs the
    /// exercise kit compiles (the supervisor and the walk instrumenter, several files each) and
    /// the tests alike.
    @Test(arguments: ["Sources", "Tests"])
    func noSwiftFile_isOverFourHundredLines(_ folder: String) throws {
        let root = RepositoryFile.root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var over: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
            if count > 400 { over.append("\(folder)/\(file): \(count) lines") }
        }
        #expect(files.count > 100)
        #expect(over.isEmpty, "split these into files of one purpose each: \(over)")
    }

    /// A count's noun is made plural in one place (`Plural`), never by hand: it was written out
    /// 35 times, and a hand-made one is where "1 checks" slips in.
    @Test func pluralsGoThroughOneHelper() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var byHand: [String] = []
        for file in files where file.hasSuffix(".swift") && file != "LabText/Plural.swift" {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("== 1 ? \"\" : \"") {
                byHand.append("Sources/\(file):\(number + 1)")
            }
        }
        #expect(byHand.isEmpty, "use Plural.count or Plural.word: \(byHand)")
    }

    /// An expectation under `if case` passes silently when the case does not match (two did):
    /// a test says `guard case … else { Issue.record(…) }` or `#require` instead.
    @Test func noExpectation_hidesUnderIfCase() throws {
        let root = RepositoryFile.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var hidden: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("if case ") && line.contains("{ " + "#expect") {
                hidden.append("Tests/\(file):\(number + 1)")
            }
        }
        #expect(hidden.isEmpty, "an #expect that a mismatched case skips: \(hidden)")
    }

    /// The session's jobs decide and draw nothing: the desks return typed outcomes, which the
    /// session words (`Session.reply`).
    @Test func theSessionsDesks_drawNothing() throws {
        let files = try Self.imports(under: "Shell/Desks")
        #expect(!files.isEmpty)
        #expect(files.filter { $0.value.contains("Rendering") }.isEmpty)
    }

    /// The workbench decides and draws nothing: no file of it imports Rendering (its pictures
    /// and `help`'s text are drawn by Rendering, above it).
    @Test func theWorkbench_drawsNothing() throws {
        let files = try Self.imports(under: "Workbench")
        #expect(files.count > 10)
        #expect(files.filter { $0.value.contains("Rendering") }.isEmpty)
    }

    /// The lesson engine decides (files, answers, taking a lesson, progress, class results) and
    /// draws nothing: no file of it imports Rendering. Its words and pictures are LessonScreens'
    /// (the presenter, `validate`'s screen checks, demo and the slides), above Rendering.
    @Test func theLessonEngine_drawsNothing() throws {
        let files = try Self.imports(under: "Lessons")
        #expect(files.keys.contains { $0.contains("LessonTaker") })
        #expect(files.count > 30)
        #expect(files.filter { $0.value.contains("Rendering") }.isEmpty, "\(files.keys.sorted())")
    }

    /// A lesson's turn reads no file and no clock and writes none: what it reads comes in its
    /// facts, what it saves goes out as writes (the taker makes both). A file of the turn, the
    /// state or the writes that reaches for the store, the file system or the time breaks that.
    @Test func theLessonsTurn_readsNoFileAndNoClock() throws {
        let folder = Self.sources.appendingPathComponent("Lessons/Taking")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("LessonTurn")
                || ["LessonState.swift", "LessonFacts.swift", "ProgressWrite.swift"].contains($0)
        }
        #expect(names.count >= 8, "\(names)")
        var reaches: [String] = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                for outside in ["store.", "ProgressStore", "FileSystem.", "clock", "LessonLibrary.read", "Date("]
                where code.contains(outside) {
                    reaches.append("\(name):\(number + 1): \(outside)")
                }
            }
        }
        #expect(reaches.isEmpty, "the turn reads its facts and returns its writes: \(reaches)")
    }

    /// One error shape: every error type the sources declare is a `LabError`, with a message
    /// for a person (two had none, and `place` printed a Swift value's dump).
    @Test func everyErrorType_isALabError() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var plain: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.contains("struct ") || trimmed.contains("enum ") || trimmed.contains("class "),
                    let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("//")
                else { continue }
                let conformances = trimmed[trimmed.index(after: colon)...].prefix { $0 != "{" }
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains("Error") { plain.append("\(file): \(trimmed)") }
            }
        }
        #expect(plain.isEmpty, "declare these LabError, with a message: \(plain)")
    }

    /// `validate`, `demo`, `place` and the exercise commands stand on Lessons and below, so a
    /// CI job or a projector never depends on the interactive shell and its line editor.
    @Test func onlyTheShellsOwnCommands_importTheShell() throws {
        let files = try Self.imports(under: "LayoutLabCLI")
        #expect(files.count > 5)
        let importers = files.filter { $0.value.contains("Shell") }.map(\.key).sorted()
        // `run`, `shell` and `walk` (which runs a script in a shell session) are the shell's own.
        #expect(importers == ["ShellCommands.swift", "WalkCommand.swift"])
    }

    /// The engine is pure: it takes text handling, nothing that reaches the system (the
    /// standard library's atomics let a stop be seen from another thread: `LayoutWork`).
    @Test func theEngine_importsOnlyTextHandling() throws {
        let files = try Self.imports(under: "LayoutCore")
        #expect(files.count > 20)
        let imported = files.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(imported.isSubset(of: ["LabText", "Synchronization"]), "\(imported.sorted())")
    }
}
