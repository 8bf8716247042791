import Foundation
import LabSupport
import LessonScreens
import Lessons
import TestSupport
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
    static func expectation(_ name: String) throws -> (code: String, line: Int, severity: Diagnostic.Severity) {
        let path = fixtures.appendingPathComponent("mistakes").appendingPathComponent(name).path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("// expect: ") }) else {
            return ("empty-file", 1, .error)
        }
        let parts = line.dropFirst("// expect: ".count).split(separator: " ")
        return (String(parts[0]), Int(parts[1]) ?? 0, parts.count > 2 && parts[2] == "warning" ? .warning : .error)
    }

    @Test func thereAreAtLeastSixtyKinds() {
        #expect(Self.files("mistakes").count >= 60)
    }

    @Test(arguments: files("mistakes"))
    func eachMistake_isCaughtOnItsLine_withItsCode(name: String) throws {
        let expected = try Self.expectation(name)
        let found = Self.diagnostics("mistakes", name)
        let errors = found.filter { $0.severity == .error }
        let described = found.map { "\($0.line): [\($0.code.rawValue)] \($0.message)" }
        #expect(
            found.contains {
                $0.code.rawValue == expected.code && $0.line == expected.line && $0.severity == expected.severity
            }, "\(name): \(described)")
        #expect(errors.allSatisfy { $0.line == expected.line }, "\(name): one slip, one line: \(described)")
    }

    @Test(arguments: files("benign"))
    func benignVariations_pass(name: String) {
        let found = Self.diagnostics("benign", name)
        #expect(found.isEmpty, "\(name): \(found.map(\.description))")
    }

    /// The teacher's guide counts the fixtures right (it said 74 when there were 76).
    @Test func theTeachersGuide_countsTheFixtures() throws {
        let guide = try String(
            contentsOf: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/teaching.md"), encoding: .utf8)
        let said = try #require(guide.firstMatch(of: /(\d+) teacher's-mistake fixtures/)).1
        #expect(Int(said) == Self.files("mistakes").count)
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

    /// One pass (issue 34): two independent mistakes in one file are both reported in the same
    /// run. Every pair of the mistake fixtures whose changes to the base lesson touch lines
    /// apart (and neither of which stops the file being read at all) is applied to the base at
    /// once; validate must report each mistake's code on its line.
    @Test func everyPairOfIndependentMistakes_isReportedInOnePass() throws {
        let base = try Self.lines(of: Self.fixtures.appendingPathComponent("benign/base.lesson").path)
        // Mistakes that stop the reading of the whole file, or are about the file itself.
        let wholeFile: Set<String> = [
            "empty-file", "unreadable", "not-a-lesson", "byte-order-mark", "no-steps", "missing-header-key",
            "header-syntax", "bad-id",
        ]
        var changes: [(name: String, code: String, difference: CollectionDifference<String>, line: Int)] = []
        for name in Self.files("mistakes") {
            let expected = try Self.expectation(name)
            guard !wholeFile.contains(expected.code) else { continue }
            let path = Self.fixtures.appendingPathComponent("mistakes").appendingPathComponent(name).path
            guard var lines = try? Self.lines(of: path) else { continue }
            lines.removeAll { $0.hasPrefix("// expect: ") }
            // (The expectation's own line ends the file after a blank one.)
            while lines.count > base.count, lines.last == "", lines.dropLast().last == "" { lines.removeLast() }
            lines[0] = base[0]
            changes.append((name, expected.code, lines.difference(from: base), expected.line))
        }
        #expect(changes.count >= 50)
        // Pairs that are not independent, each with why: a failed setup leaves the layout
        // unknown, so what is worked out from it (a picture, a mistake's value, an item's name)
        // waits for the setup to be mended; a capitalised key with a check below it is prose.
        let dependent: Set<String> = [
            "m38-stale-picture + m60-setup-fails", "m52-mistake-is-answer + m60-setup-fails",
            "m60-setup-fails + m63-unknown-item", "m06-capital-question + m40-two-checks",
            "m60-setup-fails + m74-mistake-claim",
        ]
        var missed: [String] = []
        var tried = 0
        // The quick loop tries every fifth independent pair; `make test` all of them.
        var independent = 0
        let every = QuickLoop.isOn ? 5 : 1
        for (i, a) in changes.enumerated() {
            for b in changes[(i + 1)...] {
                // Independent: the changes' lines are two or more apart (in one step or two).
                let touchedA = Self.touched(a.difference)
                let touchedB = Self.touched(b.difference)
                guard let first = touchedA.union(touchedB).min(), Self.stepOf(first, in: base) >= 0,
                    touchedA.allSatisfy({ line in touchedB.allSatisfy { abs($0 - line) >= 2 } })
                else { continue }
                let pair = [a.name, b.name].map { $0.replacingOccurrences(of: ".lesson", with: "") }.sorted()
                guard !dependent.contains(pair.joined(separator: " + ")) else { continue }
                independent += 1
                guard independent % every == 0 else { continue }
                guard let both = base.applying(Self.merged(a.difference, b.difference)) else { continue }
                // Where each mistake's line is now: moved by the other's lines added or removed before it.
                let lineA = Self.moved(a.line, by: b.difference, before: a.difference)
                let lineB = Self.moved(b.line, by: a.difference, before: b.difference)
                tried += 1
                let text = both.joined(separator: "\n")
                let found = LessonValidator().validate([("pair.lesson", text)], shipped: .builtIn).diagnostics
                for (name, code, line) in [(a.name, a.code, lineA), (b.name, b.code, lineB)]
                where !found.contains(where: { $0.code.rawValue == code && $0.line == line }) {
                    missed.append("\(a.name) + \(b.name): \(name)'s \(code) on line \(line) not reported")
                }
            }
        }
        #expect(tried >= 500 / every, "only \(tried) pairs tried")
        #expect(missed.isEmpty, "\(missed.count) missed:\n\(missed.prefix(40).joined(separator: "\n"))")
    }

    static func lines(of path: String) throws -> [String] {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The base's lines a change removes or inserts before (from 0).
    static func touched(_ difference: CollectionDifference<String>) -> Set<Int> {
        Set(
            difference.map { change in
                switch change {
                case .remove(let offset, _, _): offset
                case .insert(let offset, _, _): offset
                }
            })
    }

    /// The step (from 0) a base line (from 0) is in; -1 in the header.
    static func stepOf(_ line: Int, in base: [String]) -> Int {
        base.prefix(min(line + 1, base.count)).filter { $0.hasPrefix("== ") }.count - 1
    }

    static func steps(_ lines: Set<Int>, _ base: [String]) -> Set<Int> { Set(lines.map { stepOf($0, in: base) }) }

    /// Two differences from the same base as one: the second's offsets moved by the first's.
    static func merged(_ a: CollectionDifference<String>, _ b: CollectionDifference<String>)
        -> CollectionDifference<String>
    {
        var result = Array(a.filter { if case .remove = $0 { true } else { false } })
        result += b.filter { if case .remove = $0 { true } else { false } }
        // Insertions are at offsets of the result: each moved by the other's changes before it.
        for change in a where { if case .insert = change { true } else { false } }() {
            guard case .insert(let offset, let element, _) = change else { continue }
            result.append(.insert(offset: offset + shift(offset, b), element: element, associatedWith: nil))
        }
        for change in b where { if case .insert = change { true } else { false } }() {
            guard case .insert(let offset, let element, _) = change else { continue }
            result.append(.insert(offset: offset + shift(offset, a), element: element, associatedWith: nil))
        }
        return CollectionDifference(result) ?? CollectionDifference([])!
    }

    /// How many lines `other` adds (less removes) before base offset `offset`.
    static func shift(_ offset: Int, _ other: CollectionDifference<String>) -> Int {
        other.insertions.filter { if case .insert(let o, _, _) = $0 { o < offset } else { false } }.count
            - other.removals.filter { if case .remove(let o, _, _) = $0 { o < offset } else { false } }.count
    }

    /// A fixture's expected line (from 1, in its own file) in the file with `other` applied too.
    static func moved(_ line: Int, by other: CollectionDifference<String>, before own: CollectionDifference<String>)
        -> Int
    {
        // The expected line's offset in the base: its own changes before it undone.
        let ownShift = shift(line - 1, own)
        let baseOffset = line - 1 - ownShift
        return line + shift(baseOffset, other)
    }
}
