import Foundation
import LabSupport
import TestSupport
import Testing

@testable import Exercises

/// "Where yours parts" names the line a slip is on: each broken solution below is an
/// exercise's reference with one line changed, and the report must name that line of the
/// learner's (or, for a dropped guard, the reference's line that the learner's file lacks) —
/// whatever kind the slip is: a comparison, an assignment, a spacing call, a guard.
@Suite("exercises: where yours parts", .layer(.toolchain))
struct PartingTests {
    /// The planted slips: broken solutions with one change each, of every kind.
    static let planted = [
        // comparisons: the same numbers the other way, or other numbers
        "flow-wraps-at-the-edge", "wrap-full-row-wraps", "flow-counts-trailing-spacing", "anchors-bounds-width",
        "flow-wraps-first", "balanced-no-bias",
        // assignments: a share, a width, an anchor, a spacing, a scale, a centre
        "hstack-splits-over-all", "wrap-widest-row", "anchors-ignores-anchor", "flow-no-row-spacing",
        "flow-cache-no-spacing", "justified-not-the-last-row", "carousel-no-correction", "carousel-rounds",
        "card-stack-later-on-top", "drum-no-fake-indices",
        // a spacing call along the wrong axis
        "wrap-vertical-axis",
        // a line dropped: a guard that returns early, an assignment forgotten
        "wrap-no-empty-guard", "card-stack-no-push-down", "drum-never-parks",
    ]

    @Test(arguments: planted)
    func theChangedLine_isWhereYoursParts(name: String) throws {
        let slip = try #require(BrokenSolutions.slips[name])
        let path = try BrokenSolutions.file(name)
        let outcome = try CheckTests.check(path)
        guard case .failed(let failure) = outcome else {
            Issue.record("\(name) passed")
            return
        }
        #expect(failure.referenceWalk != nil)
        let lines = CheckReport.lines(outcome, file: path, options: .init(ascii: true))
        let at = try #require(
            lines.firstIndex { $0.hasPrefix("Where yours parts:") }, "\(lines.joined(separator: "\n"))")
        let said = lines[at...].prefix(8).joined(separator: "\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let reference = try String(
            contentsOf: RepositoryFile.root.appendingPathComponent("Exercises/\(slip.exercise)/Solution.swift"),
            encoding: .utf8)
        // Any of the slip's changed lines: yours where it wrote one, the reference's where it
        // dropped one (a guard that returns early, an assignment forgotten).
        var named: [String] = []
        for (old, new) in slip.changes {
            if new.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = try #require(Self.line(of: old, in: reference))
                #expect(said.contains("  the reference's, line \(line):"), "\(said)")
                if old.contains("return ") { #expect(said.contains("returns early"), "\(said)") }
                named.append("  the reference's, line \(line):")
            } else {
                named.append("  yours, line \(try #require(Self.line(of: new, in: text))):")
            }
        }
        // The first line named is the slip's (yours, or the reference's a guard aside).
        #expect(named.contains(lines[at + 1]) || said.contains("returns early"), "\(said)")
    }

    /// `check --walk` prints both runs aligned: side by side on a wide terminal, interleaved
    /// on a narrow one, the row where yours parts marked on the learner's line.
    @Test func checkWalk_printsBothRunsAligned() throws {
        let path = try BrokenSolutions.file("flow-wraps-at-the-edge")
        let outcome = try CheckTests.check(path)
        let narrow = CheckReport.lines(outcome, file: path, options: .init(ascii: true, maxColumns: 80), walk: true)
        let start = try #require(narrow.firstIndex { $0.hasPrefix("Both runs of this case, lined up") })
        #expect(narrow[start...].allSatisfy { $0.count <= 80 }, "\(narrow[start...].filter { $0.count > 80 })")
        let marked = narrow[start...].filter { $0.hasSuffix(" <") }
        #expect(
            marked == ["  yours:  line 42: x + size.width >= maxWidth: 5 + 6 >= 11 → true <"], "\(narrow[start...])")
        #expect(narrow.contains("  both:   line 41: size = (6, 1)"))
        let wide = CheckReport.lines(outcome, file: path, options: .init(ascii: true, maxColumns: 120), walk: true)
        let row = try #require(wide.first { $0.hasSuffix(" <") })
        #expect(row.hasPrefix("line 42: x + size.width >= maxWidth: 5 + 6 >= 11 → true"))
        #expect(row.contains(" = line 42: x + size.width > maxWidth: 5 + 6 > 11 → false"), "\(row)")
    }

    /// The line (from 1) where `snippet`'s first line stands in `text`.
    static func line(of snippet: String, in text: String) -> Int? {
        guard let first = snippet.split(separator: "\n").first.map(String.init),
            let range = text.range(of: first)
        else { return nil }
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
