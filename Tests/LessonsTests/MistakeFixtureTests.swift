import Foundation
import LabSupport
import LessonScreens
import Lessons
import Testing

/// The teacher's mistakes (issue 12): one valid lesson copied with one authoring mistake each
/// (Fixtures/mistakes, written by scripts/make-mistake-fixtures.py). Each is caught by
/// `validate` on the mistake's own line with its rule code, and with nothing else; the benign
/// variations (CRLF, trailing spaces, `>set`, prose with colons) pass.
@Suite("a teacher's mistakes are caught on their own line")
struct MistakeFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".lesson") }.sorted()
    }

    /// Everything validate says about one file, read as validate reads it.
    static func diagnostics(_ folder: String, _ name: String) -> [Diagnostic] {
        let path = fixtures.appendingPathComponent(folder).appendingPathComponent(name).path
        do throws(Diagnostic) {
            let text = try LessonLibrary.read(path)
            return LessonValidator().validate([(path, text)], shipped: .builtIn).diagnostics
        } catch {
            return [error]
        }
    }

    /// `// expect: CODE LINE`, the file's last line (the empty file expects empty-file at 1).
    static func expectation(_ name: String) throws -> (code: String, line: Int) {
        let path = fixtures.appendingPathComponent("mistakes").appendingPathComponent(name).path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("// expect: ") }) else {
            return ("empty-file", 1)
        }
        let parts = line.dropFirst("// expect: ".count).split(separator: " ")
        return (String(parts[0]), Int(parts[1]) ?? 0)
    }

    @Test func thereAreAtLeastSixtyKinds() {
        #expect(Self.files("mistakes").count >= 60)
    }

    @Test(arguments: files("mistakes"))
    func eachMistake_isCaughtOnItsLine_withItsCode(name: String) throws {
        let expected = try Self.expectation(name)
        let errors = Self.diagnostics("mistakes", name).filter { $0.severity == .error }
        let described = errors.map { "\($0.line): [\($0.code.rawValue)] \($0.message)" }
        #expect(
            errors.contains { $0.code.rawValue == expected.code && $0.line == expected.line }, "\(name): \(described)")
        #expect(errors.allSatisfy { $0.line == expected.line }, "\(name): one slip, one line: \(described)")
    }

    @Test(arguments: files("benign"))
    func benignVariations_pass(name: String) {
        let found = Self.diagnostics("benign", name)
        #expect(found.isEmpty, "\(name): \(found.map(\.description))")
    }

    /// Every code is documented where teachers look.
    @Test func everyRuleCode_isInTheFormatGuide() throws {
        let guide = try String(
            contentsOf: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("Lessons/FORMAT.md"), encoding: .utf8)
        for code in DiagnosticCode.allCases {
            #expect(guide.contains("`\(code.rawValue)`"), "FORMAT.md does not list \(code.rawValue)")
        }
    }
}
