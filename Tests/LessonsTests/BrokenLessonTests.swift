import Foundation
import LessonScreens
import Lessons
import Testing

/// Every file in Fixtures/broken is a lesson with something wrong, and says in `// expect:`
/// lines exactly what `validate` must report (without the file name). One runner for all.
@Suite("broken lessons are reported exactly")
struct BrokenLessonTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/broken")

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.hasSuffix(".lesson")
        }.sorted()
    }

    @Test(arguments: fixtures)
    func fixture_reportsExactlyWhatItExpects(name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        // The expectations are read leniently; the lesson itself is read as validate reads it.
        let raw = try Data(contentsOf: URL(fileURLWithPath: path))
        let expected = String(decoding: raw, as: UTF8.self).split(separator: "\n").filter {
            $0.hasPrefix("// expect: ")
        }.map { String($0.dropFirst("// expect: ".count)) }
        let diagnostics: [Diagnostic]
        do throws(Diagnostic) {
            let text = try LessonLibrary.read(path)
            diagnostics = LessonValidator().validate([(path: path, text: text)]).diagnostics
        } catch {
            diagnostics = [error]
        }
        let actual = diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
        #expect(actual == expected)
        #expect(diagnostics.allSatisfy { $0.file == path })
    }

    @Test func windowsLineEnds_readAsTheSameLesson() throws {
        let (_, text) = try #require(LessonLibrary.shippedFiles.first { $0.path.hasSuffix("flow-basics.lesson") })
        let unix = LessonParser.parse(text, file: "flow-basics.lesson")
        let windows = LessonParser.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "flow-basics.lesson")
        #expect(windows.diagnostics.isEmpty)
        #expect(windows.lesson == unix.lesson)
    }

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count >= 20)
    }

    @Test func duplicateIds_areReportedOnTheSecondFile() throws {
        let text = "id: same\ntitle: Same\nversion: 1\n\n== Step\nProse.\n"
        let result = LessonValidator().validate([
            ("a/same.lesson", text), ("b/same.lesson", text),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "b/same.lesson:1:1: error: the id 'same' is already used by a/same.lesson"
            ])
    }
}
