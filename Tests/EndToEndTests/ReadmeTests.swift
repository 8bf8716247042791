import Foundation
import Lessons
import TestSupport
import Testing

/// The README and the guides in docs/ show real output; these tests keep it real: every
/// transcript and example block is what the program prints, and the README's tables name every
/// shipped lesson and exercise, and nothing else.
@Suite("README and docs/ stay true")
struct ReadmeTests {
    static let root = RepositoryFile.root

    /// The README and every Markdown file in docs/, by name.
    static var documents: [(name: String, text: String)] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return (["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }).compactMap { name in
            (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    /// The block between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, in whichever document
    /// holds it (exactly one must).
    static func block(_ name: String, opening: String) throws -> String {
        let holding = documents.filter { $0.text.contains("<!-- \(name):begin -->") }
        try #require(holding.count == 1, "\(name): in \(holding.map(\.name)), not in exactly one document")
        let text = holding[0].text
        let begin = try #require(text.range(of: "<!-- \(name):begin -->\n```\n" + opening))
        let end = try #require(text.range(of: "```\n<!-- \(name):end -->"))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test(arguments: ["tour", "drum", "walk"])
    func transcript_isWhatTheProgramPrints(name: String) throws {
        let shown = try Self.block(name, opening: "$ layoutlab run Examples/\(name).lab\n")
        let script = Self.root.appendingPathComponent("Examples/\(name).lab").path
        let result = try Executable.run(["run", script])
        #expect(result.status == 0)
        #expect(result.output == shown)
    }

    @Test(arguments: ["place-flow", "place-carousel"])
    func placeExample_isWhatTheProgramPrints(name: String) throws {
        let block = try Self.block(name, opening: "$ layoutlab place <<'EOF'\n")
        let parts = block.components(separatedBy: "\nEOF\n")
        try #require(parts.count == 2)
        let result = try Executable.run(["place"], input: parts[0])
        #expect(result.status == 0)
        #expect(result.output == parts[1])
    }

    /// The README's lesson and exercise tables: every shipped lesson and exercise, by an id that
    /// exists (it once listed 7 exercise ids of 9).
    @Test func theTables_nameEveryLessonAndExercise() throws {
        let readme = try #require(Self.documents.first { $0.name == "README.md" }).text
        let ids = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            row.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        let lessons = LessonLibrary(folders: []).lessons.map(\.id)
        let listed = try Executable.run(["exercises"]).output
        let exercises = listed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(exercises.count == 10)
        #expect(Set(ids) == Set(lessons + exercises), "README tables: \(ids)")
    }

    /// The README's lesson table says which step of each lesson is its code step, by number:
    /// the number is the lesson's (a step added before it moves it).
    @Test func theLessonTable_namesEachLessonsCodeStep() throws {
        let readme = try #require(Self.documents.first { $0.name == "README.md" }).text
        for lesson in LessonLibrary(folders: []).lessons {
            let row = try #require(
                readme.split(separator: "\n").first { $0.hasPrefix("| `\(lesson.id)` |") }, "\(lesson.id): no row")
            let cell = String(row.split(separator: "|").last ?? "").trimmingCharacters(in: .whitespaces)
            let steps = lesson.steps.indices.filter { lesson.steps[$0].check?.kind == .code }.map { $0 + 1 }
            if let first = steps.first {
                #expect(
                    cell.hasPrefix("\(first): "),
                    "\(lesson.id): its code step is step \(first), the README says '\(cell)'")
            } else {
                #expect(cell.hasPrefix("none"), "\(lesson.id) has no code step, the README says '\(cell)'")
            }
        }
    }

    /// The README stays a first read: depth goes to docs/.
    @Test func theReadme_isReadInMinutes() throws {
        let readme = try #require(Self.documents.first { $0.name == "README.md" }).text
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }

    /// Every link from one document to another, or to a file of the repository, leads somewhere.
    @Test func everyLinkBetweenDocuments_leadsToAFile() {
        for document in Self.documents {
            let folder = Self.root.appendingPathComponent(document.name).deletingLastPathComponent()
            var rest = Substring(document.text)
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                let target =
                    String(rest[..<close]).split(separator: "#", omittingEmptySubsequences: false).first.map(
                        String.init) ?? ""
                rest = rest[close...]
                guard !target.isEmpty, !target.hasPrefix("http"), !target.contains(" ") else { continue }
                #expect(
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path),
                    "\(document.name): a link to \(target), which is not there")
            }
        }
    }
}
