import Exercises
import Foundation
import LayoutCore
import Lessons
import TestSupport
import Testing

/// The one rule before a reference is shown: passed, or asked for twice in a row.
@Suite("the reference gate")
struct ReferenceGateTests {
    static func store() throws -> ProgressStore {
        let folder = TemporaryFolder.path("gate")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return ProgressStore(directory: folder)
    }

    @Test func askedTwiceInARow_itIsShown_andKeptAsSeen() throws {
        let store = try Self.store()
        let gate = ReferenceGate { store }
        let listing = try #require(ExerciseCatalog.listing(for: LayoutKind.flow))
        guard case .askFirst(let asking) = gate.decide(listing, by: "walk") else {
            Issue.record("the first ask shows the reference")
            return
        }
        #expect(asking.exercises == ["flow"] && asking.command == "walk")
        // Another command between the two asks: asked again.
        gate.forgetAsking()
        #expect(gate.decide(listing, by: "walk") != .show)
        #expect(gate.decide(listing, by: "walk") == .show)
        #expect(store.exercises()["flow"]?.sawSolution == true)
        // Seen: a new gate on the same progress shows it at once.
        #expect(ReferenceGate { store }.decide(listing, by: "source --solution") == .show)
    }

    @Test func aPassedExercise_isShownAtOnce() throws {
        let store = try Self.store()
        _ = store.recordCheck(of: "flow", passed: true)
        let listing = try #require(ExerciseCatalog.listing(for: LayoutKind.flow))
        #expect(ReferenceGate { store }.decide(listing, by: "walk") == .show)
        // With no progress kept, only this session's asks count.
        #expect(ReferenceGate { nil }.decide(listing, by: "walk") != .show)
    }
}
