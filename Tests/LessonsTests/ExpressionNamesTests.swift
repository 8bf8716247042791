import Foundation
import Lessons
import Rendering
import TestSupport
import Testing
import Workbench

/// Every name the evaluator answers is documented for lesson authors, and no two kinds of name
/// collide except where they mean the same thing (`count`).
struct ExpressionNamesTests {
    static let format = RepositoryFile.root
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

    /// The guide's list of setup commands is the shell's own help, word for word
    /// (scripts/refresh-format-commands.sh writes it).
    @Test func theSetupCommands_areTheShellsHelp() throws {
        let guide = try String(contentsOf: Self.format, encoding: .utf8)
        let start = try #require(guide.range(of: "<!-- setup-commands:begin -->\n```\n"))
        let end = try #require(guide.range(of: "```\n<!-- setup-commands:end -->"))
        let block = String(guide[start.upperBound..<end.lowerBound])
        let commands: [CommandName] = [.layout, .set, .add, .remove, .clear, .scroll, .drag, .release]
        let expected = commands.map { HelpText.lines($0).joined(separator: "\n") + "\n\n" }.joined()
        #expect(block == expected, "run scripts/refresh-format-commands.sh")
    }

    /// Names are looked up once, as an expression is read, in any case; a word that is no name
    /// stays a word (an item's label, or a mistake the evaluator names).
    @Test func namesAreResolved_whenTheExpressionIsRead() throws {
        guard
            case .binary(_, .call(let rows, _, _), .call(let x, let arguments, _), _) =
                try ExpressionParser.parse("Rows + x(Swift)")
        else {
            Issue.record("not parsed as a sum of two calls")
            return
        }
        #expect(rows.flow == .fact(.rows) && rows.collection == nil && rows.written == "Rows")
        #expect(x.flow == .item(.x))
        guard case .call(let label, _, _)? = arguments.first else {
            Issue.record("the item is not a word")
            return
        }
        #expect(!label.isKnown && label.written == "Swift")
        #expect(Name("count").flow == .fact(.count) && Name("count").collection == .fact(.count))
        #expect(Name("centerx").flow == nil && Name("centerx").collection == .function(.centerx))
    }
}
