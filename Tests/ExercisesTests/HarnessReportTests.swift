import LayoutCore
import TestSupport
import Testing

@testable import Exercises

/// The harness reports from inside the learner's process, so its report is untrusted input: a
/// line the harness never writes ends the reading with that line, and nothing a report holds
/// can trap the lab (`ask nan 1 1 1 1` once killed the shell with SIGILL).
@Suite("exercises: reading the harness's report")
struct HarnessReportTests {
    static let scene = ExerciseCase(
        proposal: ProposedSize(width: 20, height: nil), items: [.fixed(4, 1), .fixed(6, 1)])

    static let good = [
        "start 0", "phase makeCache", "phase sizeThatFits", "ask 0 nil nil 4.0 1.0", "ask 1 nil nil 6.0 1.0",
        "size 20.0 1.0", "phase placeSubviews", "place 0 0.0 0.0 0.0 0.0 4.0 1.0 4.0 1.0",
        "place 1 12.0 0.0 0.0 0.0 6.0 1.0 6.0 1.0", "end 0",
    ]

    @Test func aReport_asTheHarnessWritesIt_isRead() {
        let read = HarnessOutput(Self.good.joined(separator: "\n"), cases: [Self.scene])
        #expect(read.unreadable == nil)
        #expect(read.runs[0]?.frames.map(\.minX) == [0, 12])
        #expect(read.runs[0]?.questions.count == 2)
    }

    @Test(arguments: [
        // The line that trapped: a NaN where a subview's index belongs.
        ("ask nan 1 1 1 1", 4), ("ask inf 1 1 1 1", 4), ("ask 1e300 1 1 1 1", 4), ("ask -1 1 1 1 1", 4),
        ("ask 7 1 1 1 1", 4), ("ask 0 1 1 nil 1", 4), ("ask 0 1 1 1", 4), ("place 0.5 0 0 0 0 1 1 1 1", 4),
        ("size nan", 4), ("phase dancing", 4), ("start 99", 4), ("start 0", 4), ("end 3", 4), ("hello", 4),
        ("ask 0  1 1 1 1", 4), (String(repeating: "9", count: 5000), 4),
    ])
    func aForgedLine_isUnreadable_neverATrap(line: String, number: Int) {
        var lines = Self.good
        lines.insert(line, at: 3)
        let read = HarnessOutput(lines.joined(separator: "\n"), cases: [Self.scene])
        #expect(read.unreadable?.line == number)
        #expect(read.runs[0] == nil)
        #expect(read.unfinished == 0)
        #expect(read.unreadable?.quoted.count ?? 0 < 80, "quoted at most a line's worth")
    }

    @Test func aCarouselReport_isReadTheSameWay() {
        let scene = CollectionCase.namedCases(.snapCarousel)[0]
        let good = CollectionRun.runs(
            in: "start 0\ncontent 10.0 5.0\nitem 0 1.0 2.0 3.0 4.0 1.0 0.0 0\ntarget 0.0 0.0\nend 0", cases: [scene])
        #expect(good.unreadable == nil && good.runs[0] != nil)
        for forged in [
            "item nan 1 2 3 4 1 0 0", "item 0 1 2 3", "item 0 1 2 3 4 1 0 0.5", "content x y", "target", "start -1",
            "end 1",
        ] {
            let read = CollectionRun.runs(in: "start 0\n\(forged)\nend 0", cases: [scene])
            #expect(read.unreadable == ReportProblem(line: 2, text: forged), "\(forged)")
        }
    }

    /// Lines written to the report's descriptor by anything but the harness lack the run's key.
    @Test func aLineWithoutTheRunsKey_isForeign() {
        let (report, foreign) = ChildProcess.report(
            "k1 start 0\nk1 phase makeCache\nask nan 1 1 1 1\nk1 end 0\n", key: "k1")
        #expect(report == "start 0\nphase makeCache")
        #expect(foreign?.number == 3 && foreign?.text == "ask nan 1 1 1 1")
        #expect(ChildProcess.report("k1 start 0\nk1 end 0\n", key: "k1").1 == nil)
    }
}

/// An honestly wrong carousel — an item numbered -1, a centre at 1e20 — is reported, never a
/// trap of the lab's while it draws the learner's picture.
@Suite("exercises: drawing a learner's wild carousel")
struct WildCarouselTests {
    @Test func wildAttributes_areDrawnOrLeftOut() throws {
        let scene = CollectionCase.namedCases(.snapCarousel)[0]
        let reference = scene.referenceRun()
        let learner = CollectionRun(
            contentSize: Size(width: 1e20, height: 5),
            items: [
                CollectionRun.Item(index: -1, center: Point(x: 1e20, y: -1e20), size: Size(width: 10, height: 5)),
                CollectionRun.Item(index: 99, center: Point(x: 3, y: 3), size: Size(width: 1e19, height: 1e19)),
            ], target: 1e20)
        let exercise = try #require(ExerciseCatalog.exercise(id: "carousel"))
        let failure = CheckFailure(
            exercise: exercise, failing: .collection(scene, learner: learner, reference: reference), caseNumber: 1,
            caseCount: 1, seed: 0, problem: .differs(learner.difference(from: reference) ?? "?"))
        let lines = CheckReport.lines(.failed(failure), file: "carousel.swift", options: .init(ascii: true))
        #expect(lines.contains { $0.hasPrefix("What differs: collectionViewContentSize is ") })
    }
}

/// A report's pictures say something: a case with no items draws no two empty frames, and
/// two pictures that look the same at the terminal's scale are drawn once, with the numbers
/// that differ above them.
@Suite("exercises: a collection report's pictures")
struct CollectionReportPictureTests {
    static func report(_ scene: CollectionCase, _ learner: CollectionRun, _ reference: CollectionRun) throws
        -> [String]
    {
        let exercise = try #require(ExerciseCatalog.exercise(id: "carousel"))
        let failure = CheckFailure(
            exercise: exercise, failing: .collection(scene, learner: learner, reference: reference), caseNumber: 1,
            caseCount: 1, seed: 0, problem: .differs(learner.difference(from: reference) ?? "?"))
        return CheckReport.lines(.failed(failure), file: "carousel.swift", options: .init(ascii: true))
    }

    @Test func noItems_drawsNothing_andSaysSo() throws {
        let scene = try #require(CollectionCase.namedCases(.snapCarousel).first { $0.itemCount == 0 })
        let reference = scene.referenceRun()
        var learner = reference
        learner.contentSize.width += 3
        let lines = try Self.report(scene, learner, reference)
        #expect(lines.contains("(No items: nothing to draw; the numbers above differ.)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("yours, at rest") })
    }

    /// The article's arithmetic may rest on an imaginary card past the real ones: said so, so
    /// "card 7" of two cards is not read as the report's slip.
    @Test func anImaginaryCardPastTheReal_isSaidToBeNoRealCard() throws {
        let named = CollectionCase.namedCases(.snapCarousel)[0]
        let scene = CollectionCase(
            kind: .snapCarousel, bounds: named.bounds, itemCount: 2, proposedOffset: 500, velocity: 0)
        let reference = scene.referenceRun()
        var learner = reference
        learner.target += 1
        let lines = try Self.report(scene, learner, reference)
        #expect(
            lines.contains {
                $0.hasPrefix("    (imaginary card ")
                    && $0.hasSuffix(
                        " is no real card: the real cards are 0 to 1; the article's code does not clamp it)")
            }, "\(lines.joined(separator: "\n"))")
    }

    @Test func picturesAlike_areDrawnOnce() throws {
        let scene = CollectionCase.namedCases(.snapCarousel)[0]
        let reference = scene.referenceRun()
        var learner = reference
        learner.contentSize.width += 0.25
        let lines = try Self.report(scene, learner, reference)
        let said = try #require(
            lines.firstIndex(of: "yours and article 003, at rest, look the same at this scale; the numbers differ:"),
            "\(lines.joined(separator: "\n"))")
        #expect(lines.count > said + 1)
        #expect(!lines.contains { $0.contains("yours, at rest") })
    }
}

/// Where a learner's run and the article's part, the article's own lines say why: here a
/// card stack whose second card was never pushed down, and a flow layout placing with no
/// spacing, each beside the article's walk of the same case.
@Suite("exercises: where the runs part")
struct WhereRunsPartTests {
    @Test func aCardNeverPushedDown_isShownWithTheArticlesLinesForIt() throws {
        let scene = CollectionCase.namedCases(.cardStack)[0]
        let reference = scene.referenceRun()
        var learner = reference
        let moved = try #require(learner.items.indices.first { learner.items[$0].scale != 1 })
        learner.items[moved].center.y -= 1
        let exercise = try #require(ExerciseCatalog.exercise(id: "card-stack"))
        let failure = CheckFailure(
            exercise: exercise, failing: .collection(scene, learner: learner, reference: reference), caseNumber: 1,
            caseCount: 1, seed: 0, problem: .differs(learner.difference(from: reference) ?? "?"))
        let lines = CheckReport.lines(.failed(failure), file: "stack.swift", options: .init(ascii: true))
        #expect(
            lines.contains(
                "Where the runs part: item \(moved); the reference's lines (the lab's transcription of article 003's code) for it:"
            ), "\(lines)")
        let pulled = try RepositoryFile.line(
            of: "if attr.center.x > screenCenterX {", in: "Exercises/card-stack/Solution.swift")
        #expect(
            lines.contains {
                $0.hasPrefix("    line \(pulled.line): attr.center.x > screenCenterX: ")
                    && $0.hasSuffix("→ true: right of the middle: it is pulled back")
            })
        #expect(lines.contains { $0.contains("moved to the middle, and down by the height it lost") })
        #expect(lines.contains("(check stack.swift --walk prints the reference's whole walk of this case.)"))
        // The case ends the report as the shell's lines that rebuild it.
        #expect(lines.contains("  layout card-stack"))
        let walked = CheckReport.lines(.failed(failure), file: "stack.swift", options: .init(ascii: true), walk: true)
        #expect(
            walked.contains {
                $0.hasPrefix("The reference's walk of this case (the lab's transcription of article 003's code, ")
            })
        #expect(walked.contains("-- targetContentOffset --"))  // in plain ASCII, as asked
    }
}

/// The balancing programme's report shows the comparison that chose the last line, with the
/// costs, before the lines it chose (it showed only the lines followed back from the end).
@Suite("exercises: where the balanced runs part")
struct BalancedRunsPartTests {
    @Test func aSizeThatDiffers_showsTheCandidatesWeighedForTheLastLine() throws {
        let scene = ExerciseCase(
            proposal: ProposedSize(width: 10, height: nil), horizontalSpacing: 1, verticalSpacing: 1,
            items: [.fixed(4, 1), .fixed(6, 1), .fixed(3, 2)])
        let exercise = try #require(ExerciseCatalog.exercise(id: "balanced"))
        guard case .layout(let layout) = exercise.reference else { throw CancellationError() }
        let reference = layout.run(scene)
        var learner = reference
        learner.size.width += 1
        let failure = CheckFailure(
            exercise: exercise, failing: .layout(scene, learner: learner, reference: reference), caseNumber: 1,
            caseCount: 1, seed: 0, problem: .differs("size"))
        let lines = WhereRunsPart.lines(failure, file: "balanced.swift")
        let text = lines.joined(separator: "\n")
        #expect(lines.first?.hasPrefix("Where the runs part: the size sizeThatFits answers") == true, "\(text)")
        #expect(
            lines.first?.hasSuffix("the reference's lines (the lab's transcription of SwiftUI-Flow's code):") == true,
            "\(text)")
        let weighed = try #require(
            lines.firstIndex { $0.contains("costs[1] 51 + 0² + bias 10 = 61 < 131 → true") }, "\(text)")
        let chosen = try #require(lines.firstIndex { $0.contains("breaks[3] = 1 → a line of items 1..<3") }, "\(text)")
        #expect(weighed < chosen)
        #expect(Set(lines).count == lines.count, "each line once")
    }
}

/// A compiler that fails without a word of its own is said to have printed nothing (the line
/// ended in a colon with nothing after it); one that printed lines not about the file shows them.
@Suite("exercises: a compiler's silent failure")
struct SilentCompilerTests {
    @Test func aFailureWithNoOutput_saysSo() {
        let silent = CompileFailure.from("", file: "flow.swift", absolute: "/tmp/flow.swift", main: "/tmp/main.swift")
        #expect(silent.lines == ["flow.swift: error: the compiler failed and printed nothing"])
        let other = CompileFailure.from(
            "ld: cannot find -lFoo", file: "flow.swift", absolute: "/tmp/flow.swift", main: "/tmp/main.swift")
        #expect(other.lines == ["flow.swift: error: the compiler failed:", "ld: cannot find -lFoo"])
    }
}

/// An error in a declaration comes from both of the driver's jobs (the module's and the
/// compile's), with a line of the driver's between them: it was printed twice, that line as
/// part of its excerpt.
@Suite("exercises: a compile error said once")
struct CompileErrorOnceTests {
    @Test func theSameErrorFromTwoJobs_isSaidOnce() {
        let error = [
            "/tmp/flow.swift:54:18: error: cannot find type 'Undefined' in scope",
            "func helper(_ x: Undefined) -> Int { 0 }", "                 ^~~~~~~~~",
        ]
        let driver = "error: emit-module command failed with exit code 1 (use -v to see invocation)"
        let other = ["/tmp/flow.swift:60:1: error: missing return", "}", "^"]
        let output = (error + [driver] + error + other + other).joined(separator: "\n")
        let failure = CompileFailure.from(
            output, file: "flow.swift", absolute: "/tmp/flow.swift", main: "/tmp/main.swift")
        #expect(
            failure.lines == [
                "flow.swift:54:18: error: cannot find type 'Undefined' in scope", error[1], error[2],
                "flow.swift:60:1: error: missing return", "}", "^",
            ])
    }
}
