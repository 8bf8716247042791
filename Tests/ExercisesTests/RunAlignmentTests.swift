import LayoutCore
import Testing

@testable import Exercises

/// Two runs aligned by what they computed: the parting is found by value, whatever the names,
/// the lines or the temporaries of either side.
@Suite("exercises: runs aligned by what they compute")
struct RunAlignmentTests {
    static func set(_ target: String, _ value: String, line: Int, _ phase: WalkPhase = .sizeThatFits) -> WalkedEvent {
        WalkedEvent(.assigned(target, value), line: line, step: line, phase: phase)
    }

    static func compare(_ left: String, _ op: String, _ right: String, _ result: Bool, line: Int) -> WalkedEvent {
        let comparison = LearnerWalk.Comparison(
            line: line, left: "a", leftValue: left, op: op, right: "b", rightValue: right, result: result)
        return WalkedEvent(.compared(comparison), line: line, step: line, phase: .sizeThatFits)
    }

    static func place(_ index: Int, x: Double, line: Int) -> WalkedEvent {
        WalkedEvent(
            .placed(index, Rect(x: x, y: 0, width: 4, height: 1)), line: line, step: line, phase: .placeSubviews)
    }

    @Test func aRenamedVariable_withTheSameValues_doesNotPart() {
        let theirs = [
            Self.set("rowHeight", "1", line: 10), Self.set("x", "5", line: 11), Self.place(0, x: 0, line: 12),
        ]
        let yours = [
            Self.set("tallestInRow", "1", line: 20), Self.set("x", "5", line: 21), Self.place(0, x: 0, line: 22),
        ]
        #expect(RunAlignment.parting(yours, theirs) == nil)
    }

    @Test func theSameNumbersComparedTheOtherWay_isAComparisonsParting() {
        let theirs = [
            Self.set("x", "5", line: 10), Self.compare("11", ">", "11", false, line: 11), Self.set("x", "11", line: 12),
        ]
        let yours = [
            Self.set("x", "5", line: 30), Self.compare("11", ">=", "11", true, line: 31), Self.set("x", "0", line: 32),
        ]
        let parting = RunAlignment.parting(yours, theirs)
        #expect(parting?.how == .comparedOtherWay)
        #expect(parting?.yours == 1 && parting?.theirs == 1)
        #expect(parting?.agreed.map(\.0) == [0])
    }

    /// `a < b` and `b > a` compare the same numbers: written either way, they are paired.
    @Test func aComparisonWrittenTheOtherWayRound_isTheSame() {
        let theirs = [Self.compare("3", "<", "5", true, line: 1)]
        let yours = [Self.compare("5", ">", "3", true, line: 1)]
        #expect(RunAlignment.parting(yours, theirs) == nil)
    }

    @Test func aShareSetOtherwise_isFoundBeforeWhatItMoves() {
        let theirs = [
            Self.set("remaining", "100", line: 5), Self.set("share", "80", line: 6),
            Self.place(0, x: 0, line: 9), Self.place(1, x: 80, line: 9),
        ]
        let yours = [
            Self.set("left", "100", line: 15), Self.set("part", "50", line: 16),
            Self.place(0, x: 0, line: 19), Self.place(1, x: 50, line: 19),
        ]
        let parting = RunAlignment.parting(yours, theirs)
        #expect(parting?.how == .setOtherwise)
        #expect(parting?.yours == 1 && parting?.theirs == 1)
    }

    /// A temporary of the learner's own (a sum kept in a name the reference compares inline)
    /// is no parting.
    @Test func aTemporaryOfYourOwn_isNoParting() {
        let theirs = [Self.compare("14", ">", "20", false, line: 4), Self.place(0, x: 0, line: 5)]
        let yours = [
            Self.set("right", "14", line: 4), Self.compare("14", ">", "20", false, line: 5),
            Self.place(0, x: 0, line: 6),
        ]
        #expect(RunAlignment.parting(yours, theirs) == nil)
    }

    /// The same name given a small value the reference also computes elsewhere (0 is
    /// everywhere) still parts when the reference gives that name another value there.
    @Test func theSameNameGivenAnotherCommonValue_parts() {
        let theirs = [Self.set("x", "0", line: 1), Self.set("spacing", "1", line: 2), Self.set("x", "5", line: 3)]
        let yours = [Self.set("x", "0", line: 1), Self.set("spacing", "0", line: 2), Self.set("x", "4", line: 3)]
        let parting = RunAlignment.parting(yours, theirs)
        #expect(parting?.how == .setOtherwise)
        #expect(parting?.yours == 1 && parting?.theirs == 1)
    }

    /// A subview the reference places and the learner's never does.
    @Test func aPlaceYoursNeverMakes_isWhatYoursLacks() {
        let theirs = [Self.place(0, x: 0, line: 3), Self.place(1, x: 5, line: 3)]
        let yours = [Self.place(0, x: 0, line: 3)]
        let parting = RunAlignment.parting(yours, theirs)
        #expect(parting?.how == .yoursLacks)
        #expect(parting?.theirs == 1 && parting?.yours == nil)
    }

    @Test func aLongLine_isShownAroundWhereItDiffers() {
        let code = "return lhs.spacing.distance(to: rhs.spacing, along: .vertical) + somethingLongerStill"
        let shown = WhereRunsPart.window(code, around: 53, width: 40)
        #expect(shown.count <= 40)
        #expect(shown.contains(".vertical"))
        #expect(shown.hasPrefix("…") && shown.hasSuffix("…"))
        #expect(WhereRunsPart.window("short", around: 2, width: 40) == "short")
    }

    /// A code step's trap is placed on the learner's line or the listing's, never in the cache.
    @Test func aTrapsPlace_isTheStepsOwn() {
        let why = "Fatal error: Index out of range (at /home/x/.cache/layoutlab/code-steps/ab12/flow.swift:42)"
        #expect(CheckReport.ownLine(why, blankLine: 42) == "Fatal error: Index out of range (at your line, 42)")
        #expect(
            CheckReport.ownLine(why, blankLine: 40) == "Fatal error: Index out of range (at line 42 of the listing)")
        #expect(CheckReport.ownLine("it was stopped by signal 9", blankLine: 1) == "it was stopped by signal 9")
    }
}
