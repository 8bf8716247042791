import LabSupport
import LabText
import LayoutCore

/// One exercise: a layout from an article to write in SwiftUI's own API, the starter file a
/// learner begins from, the reference solution, the harness main that builds the learner's
/// type for each case, and the article's algorithm (the lab's engine) it is compared with.
public struct Exercise: Sendable {
    public let id: String
    public let title: String
    /// The article whose code is the reference ("004").
    public let article: String
    /// One line for `exercises`.
    public let summary: String
    /// The engine layout the learner's is compared with.
    let reference: Reference
    /// The module a learner's file imports (`SwiftUI`, or `UIKit` for the carousel), aliased
    /// to the kit.
    var module: String {
        if case .collection = reference { return "UIKit" }
        return "SwiftUI"
    }
    /// How many times each subview may be asked for its size in one case (the caching
    /// exercise: once, in `makeCache`); nil for no limit.
    let asksPerSubview: Int?
    /// What the reference adds that its source does not have (flow-cache's cache), or nil.
    var labsOwn: String? = nil
    /// The hand-picked cases run before the random ones: the article's known edges.
    var namedCases: [ExerciseCase] {
        guard case .layout(let layout) = reference else { return [] }
        return layout.space.namedCases
    }

    /// How many named cases there are, of whichever kind.
    var namedCaseCount: Int {
        if case .collection(let kind) = reference { return CollectionCase.namedCases(kind).count }
        return namedCases.count
    }

    /// What the learner's code is compared with: one of the engine's flow layouts, or one of
    /// its scrolling collections (article 003).
    enum Reference: Sendable {
        case layout(LayoutReference)
        case collection(CollectionKind)
    }

    enum LayoutReference: Sendable {
        case flow, wrap, anchored
        /// SwiftUI-Flow's HFlow with `justified: true`, and with `distributeItemsEvenly: true`.
        case justified, balanced
        /// SwiftUI's HStack, as OpenSwiftUI reconstructs its StackLayout.
        case hstack

        /// Runs the article's algorithm on a case.
        func run(_ scene: ExerciseCase) -> CaseRun {
            CaseRun(result(scene), proposal: scene.proposal, items: scene.layoutItems)
        }

        /// The article's algorithm on a case, walked (see `WalkStep`).
        func walk(_ scene: ExerciseCase) -> LayoutWalk {
            let recorder = WalkRecorder()
            let result = result(scene, walker: recorder)
            var walk = LayoutWalk(recorder: recorder, items: scene.layoutItems, result: result)
            walk.proposal = scene.proposal
            return walk
        }

        private func result(_ scene: ExerciseCase, walker: WalkRecorder? = nil) -> LayoutResult {
            let items = scene.layoutItems
            switch self {
            case .flow:
                return LayoutRunner(
                    FlowLayout(
                        horizontalSpacing: scene.horizontalSpacing ?? FlowLayout.articleSpacing,
                        verticalSpacing: scene.verticalSpacing ?? FlowLayout.articleSpacing)
                ).run(items, proposal: scene.proposal, origin: scene.origin, tracing: true, walker: walker)
            case .wrap:
                return LayoutRunner(
                    WrapLayout(
                        alignment: scene.alignment, horizontalSpacing: scene.horizontalSpacing,
                        verticalSpacing: scene.verticalSpacing)
                ).run(items, proposal: scene.proposal, origin: scene.origin, tracing: true, walker: walker)
            case .anchored:
                return LayoutRunner(AnchoredLayout()).run(
                    items, proposal: scene.proposal, origin: scene.origin, tracing: true, walker: walker)
            case .justified, .balanced:
                var options = SwiftUIFlowOptions.hflow
                options.itemSpacing = scene.horizontalSpacing ?? 1
                options.lineSpacing = scene.verticalSpacing ?? 1
                options.justified = self == .justified
                options.distributeItemsEvenly = self == .balanced
                return LayoutRunner(SwiftUIFlowLayout(options)).run(
                    items, proposal: scene.proposal, origin: scene.origin, tracing: true, walker: walker)
            case .hstack:
                return LayoutRunner(
                    StackLayout(majorAxis: .horizontal, minorAlignment: 0.5, uniformSpacing: scene.horizontalSpacing)
                ).run(items, proposal: scene.proposal, origin: scene.origin, tracing: true, walker: walker)
            }
        }

        /// The engine's name for it, as the shell's `layout` command takes it.
        var layoutKind: LayoutKind {
            switch self {
            case .flow: .flow
            case .wrap: .wrap
            case .anchored: .anchored
            case .justified, .balanced: .hflow
            case .hstack: .hstack
            }
        }

        /// Whether it is one of SwiftUI-Flow's (not an article's).
        var isSwiftUIFlow: Bool {
            switch self {
            case .justified, .balanced: true
            case .flow, .wrap, .anchored, .hstack: false
            }
        }
    }

    /// Whether its reference is SwiftUI-Flow's code rather than an article's.
    var isSwiftUIFlow: Bool {
        if case .layout(let layout) = reference { return layout.isSwiftUIFlow }
        return false
    }

    /// The listing's functions whose code is this exercise's own answer, where the listing holds
    /// more than one (hflow's): a walk that never stops in them has not shown it. Nil: the
    /// whole listing is the answer.
    var answeringFunctions: [String]? {
        guard case .layout(let layout) = reference else { return nil }
        switch layout {
        case .justified: return ["distributeJustifiedSpace("]
        case .balanced: return ["chooseBestBreak(", "rebuildLines("]
        case .flow, .wrap, .anchored, .hstack: return nil
        }
    }

    /// The layout it writes, as the shell's `layout` command names it (`flow`, `hflow`,
    /// `snap-carousel`): a lesson's exercise step shows it, so that `source` shows its code.
    public var layoutName: String {
        switch reference {
        case .layout(let layout): layout.layoutKind.rawValue
        case .collection(let kind): kind.rawValue
        }
    }

    /// Whether the reference is an article's code (not SwiftUI-Flow's, nor OpenSwiftUI's
    /// reconstruction of SwiftUI's stack).
    var referenceIsArticle: Bool { !isSwiftUIFlow && article != "OpenSwiftUI" }

    /// Whose code the learner's is compared with, in the check's words: "the article",
    /// "SwiftUI-Flow", "OpenSwiftUI". Every message that names the reference reads it here.
    public var referenceName: String { referenceIsArticle ? "the article" : isSwiftUIFlow ? "SwiftUI-Flow" : article }

    /// The same as a possessive, to start a sentence with ("The article's", "OpenSwiftUI's").
    public var referenceOwner: String { (referenceName + "'s").sentenceStart }

    /// Whose code the reference solution (what `source` lists, a code step's blank comes from,
    /// a reveal quotes) is, said truly: every reference is the lab's writing of its source's
    /// algorithm in SwiftUI's (or UIKit's) API, not the source's own lines; `labsOwn` says what
    /// the lab added that no source has. A line may be credited to a source only where
    /// docs/CLAIMS.md finds it in that source (a test holds it to the copies kept as test data).
    public var referenceCredit: String {
        let source = referenceIsArticle ? "article \(article)'s" : "\(article)'s"
        if let labsOwn { return "the lab's code (\(source) layout, \(labsOwn))" }
        return "the lab's transcription of \(source) code"
    }

    /// The same as a column's label beside "yours" ("article", "SwiftUI-Flow", "OpenSwiftUI").
    var referenceLabel: String { referenceIsArticle ? "article" : referenceName }

    /// The reference as a title: `article 004`, `SwiftUI-Flow`.
    public var referenceTitle: String {
        referenceIsArticle ? "article \(article)" : article
    }

    /// A file of this exercise (`Starter.swift`, `Solution.swift`, `Harness.swift`), as
    /// embedded in the executable.
    func file(_ name: String) -> String {
        let path = "Exercises/\(id)/\(name)"
        return EmbeddedExerciseFiles.files.first { $0.path == path }?.text ?? ""
    }

    /// The file a learner starts from: it compiles, and fails.
    /// The scrolling collection the exercise writes (article 003's), or nil for a flow layout's.
    public var collectionKind: CollectionKind? {
        if case .collection(let kind) = reference { return kind }
        return nil
    }

    public var starter: String { file("Starter.swift") }
    /// The reference solution, in the SwiftUI-shaped API (what `source` shows).
    public var solution: String { file("Solution.swift") }
    /// The main the checker compiles with the learner's file.
    var harness: String { file("Harness.swift") }

    /// What a layout that passes does, in words: a SwiftUI layout answers and places its
    /// subviews; a UIKit one gives its cells' attributes.
    var passedWords: String {
        if case .collection = reference {
            return "gives the content size, every cell's attributes and the resting offset"
        }
        return "answers and places every subview"
    }

    /// The line a starter file begins with, which tells `check` what it is for.
    public var marker: String { "// layoutlab exercise: \(id)" }
}

/// The exercises, in the order they are listed.
public enum ExerciseCatalog {
    public static let all: [Exercise] = [
        Exercise(
            id: "flow", title: "FlowLayout", article: "004",
            summary: "article 004's FlowLayout: rows that wrap, spacing after every child", reference: .layout(.flow),
            asksPerSubview: nil),
        Exercise(
            id: "wrap", title: "WrappingHStack", article: "000",
            summary: "article 000's wrapping HStack: system spacing, the nine alignments, rows of the tallest",
            reference: .layout(.wrap), asksPerSubview: nil),
        Exercise(
            id: "anchors", title: "Anchors through a LayoutValueKey", article: "001",
            summary: "article 001's per-subview anchors, read through UnitPointKey", reference: .layout(.anchored),
            asksPerSubview: nil),
        Exercise(
            id: "flow-cache", title: "FlowLayout with a cache", article: "004",
            summary:
                "article 004's FlowLayout again, asking each subview its size only once (a makeCache of the lab's)",
            reference: .layout(.flow), asksPerSubview: 1,
            labsOwn: "with a makeCache of the lab's: no article caches it"),
        Exercise(
            id: "justified", title: "Justified rows (SwiftUI-Flow)", article: "SwiftUI-Flow",
            summary: "SwiftUI-Flow's HFlow(justified: true): greedy rows, each stretched to the width",
            reference: .layout(.justified), asksPerSubview: nil),
        Exercise(
            id: "balanced", title: "Evenly distributed rows (SwiftUI-Flow)", article: "SwiftUI-Flow",
            summary:
                "SwiftUI-Flow's HFlow(distributeItemsEvenly: true): every break chosen at once, by dynamic programming",
            reference: .layout(.balanced), asksPerSubview: nil),
        Exercise(
            id: "hstack", title: "HStack (OpenSwiftUI's StackLayout)", article: "OpenSwiftUI",
            summary:
                "SwiftUI's HStack as OpenSwiftUI reconstructs it: priority groups, the less flexible first, even shares",
            reference: .layout(.hstack), asksPerSubview: nil),
        Exercise(
            id: "carousel", title: "The snapping carousel", article: "003",
            summary: "article 003's carousel: targetContentOffset resting a released scroll on a card, in UIKit's API",
            reference: .collection(.snapCarousel), asksPerSubview: nil),
        Exercise(
            id: "card-stack", title: "The card stack", article: "003",
            summary:
                "article 003's card stack: prepare's pull to the middle, scale, push down and zIndex, in UIKit's API",
            reference: .collection(.cardStack), asksPerSubview: nil),
        Exercise(
            id: "drum", title: "The drum", article: "003",
            summary:
                "article 003's drum: each item's angle on the wheel, its position, zoom and parking, in UIKit's API",
            reference: .collection(.drum), asksPerSubview: nil),
    ]

    public static func exercise(id: String) -> Exercise? {
        all.first { $0.id == id.lowercased() }
    }

    /// The exercise a file is for, from its `// layoutlab exercise: ID` line.
    public static func exercise(for text: String) -> Exercise? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(40) {
            let trimmed = line.trimmingWhitespace
            let prefix = "// layoutlab exercise:"
            guard trimmed.hasPrefix(prefix) else { continue }
            return exercise(id: trimmed.dropFirst(prefix.count).trimmingWhitespace)
        }
        return nil
    }

    /// The exercise whose reference is the collection layout `kind` (what `source` shows).
    static func reference(for kind: CollectionKind) -> Exercise? {
        all.first { exercise in
            guard case .collection(let collection) = exercise.reference else { return false }
            return collection == kind
        }
    }

    /// The exercise whose reference is the article's layout `kind` runs (what `source` shows;
    /// hflow's listing is the engine's, see `listing(for:)`).
    static func reference(for kind: LayoutKind) -> Exercise? {
        all.first { exercise in
            guard case .layout(let layout) = exercise.reference else { return false }
            return layout.layoutKind == kind && exercise.asksPerSubview == nil && !exercise.isSwiftUIFlow
        }
    }
}
