import LabText
import LayoutCore

/// The code `source` lists and `walk` runs through for a layout, with the exercises whose
/// answers it shows (it is theirs to see once passed or asked for). An article's layout lists
/// its exercise's reference solution, written in SwiftUI's API; `hflow` and `vflow` list the
/// lab's engine itself — SwiftUI-Flow's algorithm written again — whose probes report the walk.
public struct LayoutListing: Sendable {
    public let text: String
    public let exercises: [Exercise]

    /// The exercises' ids, as `source` names them: `flow`, `justified and balanced`.
    public var exerciseNames: String {
        let ids = exercises.map(\.id)
        guard ids.count > 1 else { return ids.first ?? "" }
        return ids.dropLast().joined(separator: ", ") + " and " + (ids.last ?? "")
    }

    /// The listing as `walk` shows it: with only the exercises whose own code the walk's steps
    /// pass through. (hflow's listing answers `justified` and `balanced`; a greedy walk that
    /// never justifies shows neither's answer, and walking a lesson's step must not count as
    /// seeing both.)
    public func shown(by walk: LayoutWalk) -> LayoutListing {
        let functions = Set(walk.steps.map(\.function))
        let shown = exercises.filter { exercise in
            exercise.answeringFunctions.map { !functions.isDisjoint(with: $0) } ?? true
        }
        return LayoutListing(text: text, exercises: shown)
    }

    /// The engine files of hflow and vflow, in reading order: the layout's pipeline, then how a
    /// line is sized and broken greedily, then the balancing programme, then the options.
    static let swiftUIFlowFiles = [
        "SwiftUIFlowLayout.swift", "FlowLineSizing.swift", "KnuthPlassLineBreaker.swift", "SwiftUIFlowOptions.swift",
    ]

    /// SwiftUI-Flow's listing: the engine's files as they are, without the lines that only
    /// report to `walk` (they start `walker?.` and change nothing).
    static var swiftUIFlow: String {
        var lines = [
            "// hflow and vflow: the lab's engine — SwiftUI-Flow (tevelee/SwiftUI-Flow at fb94ea2) written",
            "// again for the lab, statement by statement. The line breakers keep the library's names",
            "// (KnuthPlassLineBreaker, KnuthPlassSolver, costs, breaks, chooseBestBreak, candidateCost,",
            "// GreedyLineBreaker, LineSizer); the rest is the lab's naming (the library's FlowLayout,",
            "// resolveLayout, applyCrossAxisAlignment, MeasuredItem are SwiftUIFlowLayout, resolve,",
            "// alignLines, MeasuredFlowItem here). What is SwiftUI's (measuring, system spacing, the",
            "// right-to-left mirror) is the lab's model. The lines that only report to `walk` (walker?.…)",
            "// are left out; `walker` is nil unless a walk runs.",
        ]
        for name in swiftUIFlowFiles {
            let path = "Sources/LayoutCore/Layouts/SwiftUIFlow/\(name)"
            guard let text = EmbeddedExerciseFiles.files.first(where: { $0.path == path })?.text else { continue }
            lines += ["", "// ── \(name) ──", ""]
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                !$0.trimmingWhitespace.hasPrefix("walker?.")
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExerciseCatalog {
    /// The listing of the layout `kind` runs: its exercise's reference, or (hflow, vflow) the
    /// engine's SwiftUI-Flow code.
    public static func listing(for kind: LayoutKind) -> LayoutListing? {
        if kind.isSwiftUIFlow {
            let exercises = all.filter(\.isSwiftUIFlow)
            return LayoutListing(text: LayoutListing.swiftUIFlow, exercises: exercises)
        }
        guard let exercise = reference(for: kind) else { return nil }
        return LayoutListing(text: exercise.solution, exercises: [exercise])
    }

    /// The reference of exercise `id` on its own, where its layout lists another's (flow-cache
    /// is written on `layout flow`, whose listing is flow's): what `source` shows on a lesson's
    /// step for it. Nil when the layout's own listing already is that reference.
    public static func ownListing(ofExercise id: String) -> LayoutListing? {
        guard let exercise = exercise(id: id) else { return nil }
        let layoutLists: Bool
        switch exercise.reference {
        case .layout(let layout):
            layoutLists = listing(for: layout.layoutKind)?.exercises.contains { $0.id == id } == true
        case .collection(let kind): layoutLists = listing(for: kind)?.exercises.contains { $0.id == id } == true
        }
        return layoutLists ? nil : LayoutListing(text: exercise.solution, exercises: [exercise])
    }

    /// The listing of a scrolling collection: its exercise's reference.
    public static func listing(for kind: CollectionKind) -> LayoutListing? {
        guard let exercise = reference(for: kind) else { return nil }
        return LayoutListing(text: exercise.solution, exercises: [exercise])
    }
}
