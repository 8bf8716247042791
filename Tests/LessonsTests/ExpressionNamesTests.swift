import Foundation
import Lessons
import Testing

/// Every name the evaluator answers is documented for lesson authors, and no two kinds of name
/// collide except where they mean the same thing (`count`).
struct ExpressionNamesTests {
    static let format = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons/FORMAT.md")

    static let standAlone = Fact.allCases.map(\.rawValue) + CollectionFact.allCases.map(\.rawValue)
    static let functions =
        ItemFact.allCases.map(\.rawValue) + NumberFunction.allCases.map(\.rawValue)
        + CollectionFunction.allCases.map(\.rawValue)

    @Test func everyNameIsInTheFormatGuide() throws {
        let guide = try String(contentsOf: Self.format, encoding: .utf8)
        for name in Self.standAlone {
            #expect(guide.contains("`\(name)`"), "FORMAT.md does not list `\(name)`")
        }
        for name in Self.functions {
            #expect(guide.contains("`\(name)("), "FORMAT.md does not list `\(name)(…)`")
        }
        for quantity in Quantity.allCases {
            #expect(guide.contains("| `\(quantity.rawValue)` |"), "FORMAT.md does not list every \(quantity.rawValue)")
        }
    }

    @Test func everyNameHasHelp() {
        let helps =
            Fact.allCases.map(\.help) + CollectionFact.allCases.map(\.help) + ItemFact.allCases.map(\.help)
            + NumberFunction.allCases.map(\.help) + CollectionFunction.allCases.map(\.help)
        #expect(helps.allSatisfy { !$0.isEmpty })
    }

    @Test func namesDoNotCollideAcrossKinds() {
        let all = Self.standAlone + Self.functions
        let repeated = Dictionary(grouping: all, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated == ["count"])
    }
}
