import LayoutCore
import Testing

@testable import Exercises

/// hflow's listing is the engine's own files: the probe lines it leaves out must each be a whole
/// statement on one line, so that what remains is the code that runs.
@Suite("listings: the code source shows")
struct LayoutListingTests {
    @Test func swiftUIFlow_isTheEnginesFiles_withoutTheirProbeLines() throws {
        let listing = try #require(ExerciseCatalog.listing(for: .hflow))
        #expect(listing.exercises.map(\.id) == ["justified", "balanced"])
        // No probe line is left (the header mentions them).
        #expect(!listing.text.split(separator: "\n").contains { $0.trimmingPrefix { $0 == " " }.hasPrefix("walker?.") })
        for name in LayoutListing.swiftUIFlowFiles {
            let path = "Sources/LayoutCore/Layouts/SwiftUIFlow/\(name)"
            let text = try #require(EmbeddedExerciseFiles.files.first { $0.path == path }?.text, "\(name)")
            for line in text.split(separator: "\n") where line.contains("walker?.") {
                let trimmed = line.trimmingPrefix { $0 == " " }
                #expect(trimmed.hasPrefix("walker?."), "\(name): a probe inside a statement: \(line)")
                #expect(
                    trimmed.filter { $0 == "(" }.count == trimmed.filter { $0 == ")" }.count,
                    "\(name): a probe over more than one line: \(line)")
            }
            // Everything else of the file is listed, in order.
            let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.contains("walker?.")
            }
            #expect(listing.text.contains(kept.joined(separator: "\n")), "\(name)")
        }
        #expect(ExerciseCatalog.listing(for: .vflow)?.text == listing.text)
    }

    /// flow-cache is written on `layout flow`, whose listing is flow's: its step's `source`
    /// shows its own reference. An exercise whose layout lists it needs none.
    @Test func anExerciseItsLayoutDoesNotList_hasItsOwnListing() throws {
        let cached = try #require(ExerciseCatalog.ownListing(ofExercise: "flow-cache"))
        #expect(cached.exercises.map(\.id) == ["flow-cache"])
        #expect(cached.text == ExerciseCatalog.exercise(id: "flow-cache")?.solution)
        for id in ["flow", "wrap", "anchors", "carousel", "card-stack", "drum", "justified", "balanced"] {
            #expect(ExerciseCatalog.ownListing(ofExercise: id) == nil, "\(id)")
        }
    }

    @Test func anArticlesLayout_listsItsExercisesReference() throws {
        let listing = try #require(ExerciseCatalog.listing(for: .wrap))
        #expect(listing.exercises.map(\.id) == ["wrap"])
        #expect(listing.text == ExerciseCatalog.exercise(id: "wrap")?.solution)
        #expect(listing.exerciseNames == "wrap")
    }

    /// A walk credits only the exercises whose own code it passes through: hflow's listing
    /// answers `justified` and `balanced`, and a greedy walk that never justifies shows
    /// neither; walking an article's layout shows its one exercise.
    @Test func aWalk_showsOnlyTheExercisesWhoseCodeItPasses() throws {
        let items = try (0..<5).map { try LayoutItem.fixed("T\($0)", width: 4, height: 1) }
        func shown(_ configuration: LayoutConfiguration) throws -> [String] {
            let listing = try #require(ExerciseCatalog.listing(for: configuration))
            let recorder = WalkRecorder(limit: 100_000)
            let result = LayoutEngine.layout(
                items, configuration, proposal: ProposedSize(width: 11, height: nil), origin: Point(x: 0, y: 0),
                walker: recorder)
            return listing.shown(by: LayoutWalk(recorder: recorder, items: items, result: result)).exercises.map(\.id)
        }
        var flow = LayoutConfiguration(kind: .hflow)
        #expect(try ExerciseCatalog.listing(for: flow)?.exercises.map(\.id) == ["justified", "balanced"])
        #expect(try shown(flow) == [], "greedy rows, no justified gaps")
        flow.flowOptions.justified = true
        #expect(try shown(flow) == ["justified"])
        flow.flowOptions.justified = false
        flow.flowOptions.distributeItemsEvenly = true
        #expect(try shown(flow) == ["balanced"])
        flow.flowOptions.justified = true
        #expect(try shown(flow) == ["justified", "balanced"])
        #expect(try shown(LayoutConfiguration(kind: .wrap)) == ["wrap"])
    }

    /// Variants switched on together still make code Swift takes: no name declared twice in
    /// one scope (`infinity-as-none` and `place-below-min` both declared `proposal`).
    @Test func everyPairOfVariants_declaresEachNameOnceInAScope() throws {
        // (No exercise writes a vstack: it has no listing.)
        for kind in LayoutKind.allCases where kind != .vstack {
            let variants = LayoutVariant.allCases.filter { $0.layout == kind }
            var sets: [[LayoutVariant]] = [variants]
            for (i, first) in variants.enumerated() {
                for second in variants[(i + 1)...] { sets.append([first, second]) }
            }
            for set in sets {
                let configuration = LayoutConfiguration(kind: kind, variants: Set(set))
                let text = try #require(ExerciseCatalog.listing(for: configuration)).text
                #expect(Self.redeclared(in: text) == nil, "\(kind) with \(set.map(\.rawValue))")
            }
        }
    }

    /// The first `let`/`var` of a name already declared at the same depth and still in scope.
    static func redeclared(in text: String) -> String? {
        var inScope: [String: Int] = [:]
        for line in text.split(separator: "\n").map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { continue }
            inScope = inScope.filter { $0.value <= indent }
            if trimmed.hasPrefix("func ") || trimmed.hasPrefix("}") { inScope = inScope.filter { $0.value < indent } }
            let words = trimmed.split(separator: " ")
            guard words.count > 2, words[0] == "let" || words[0] == "var" else { continue }
            let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if inScope[name] == indent { return line }
            inScope[name] = indent
        }
        return nil
    }

    /// Every variant's lines are found in its layout's listing and changed there, so `source`
    /// and `walk` show the code that runs with it on (the walk tests hold each probe to them).
    @Test func everyVariant_changesItsListing() throws {
        for variant in LayoutVariant.allCases {
            let base = try #require(ExerciseCatalog.listing(for: variant.layout)).text
            let lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(!variant.listingEdits.isEmpty, "\(variant)")
            for edit in variant.listingEdits {
                #expect(edit.applied(to: lines) != nil, "\(variant): no block \(edit.lines) in its listing")
            }
            let configuration = LayoutConfiguration(kind: variant.layout, variants: [variant])
            let edited = try #require(ExerciseCatalog.listing(for: configuration)).text
            #expect(edited != base, "\(variant)")
            #expect(edited.contains("\(variant.rawValue)"), "\(variant): the changed lines name the variant")
        }
        let lines = try #require(ExerciseCatalog.listing(for: .snapCarousel)).text.split(separator: "\n").map(
            String.init)
        for edit in CollectionParameter.correction.listingEditsWhenOff {
            #expect(edit.applied(to: lines) != nil, "correction off: no block \(edit.lines)")
        }
    }
}
