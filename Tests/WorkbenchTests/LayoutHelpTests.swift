import LayoutCore
import Testing

@testable import Workbench

/// Every list of layouts in `help` is derived from the layout kinds, so none is left out:
/// `help layout`, `help source`, `help exercises` and `help check` once named neither hstack nor
/// vstack, nor OpenSwiftUI among the sources.
@Suite("help: every layout kind named")
struct LayoutHelpTests {
    static func details(_ command: String) throws -> String {
        let spec = try #require(CommandCatalog.spec(command))
        return spec.usage + "\n" + spec.details
    }

    @Test func helpLayout_namesAndDescribesEveryKind() throws {
        let text = try Self.details("layout")
        for name in LayoutKind.allNames + CollectionKind.allNames {
            #expect(text.contains("|\(name)") || text.contains(" \(name)|"), "usage lacks \(name)")
            #expect(text.contains("\n\(name) "), "the table lacks \(name)")
        }
    }

    @Test func helpSource_namesEveryKind() throws {
        let text = try Self.details("source")
        for kind in LayoutKind.allCases {
            #expect(text.contains(kind.rawValue), "help source lacks \(kind.rawValue)")
        }
        for name in CollectionKind.allNames { #expect(text.contains(name), "help source lacks \(name)") }
    }

    @Test func helpExercisesAndCheck_nameEverySource() throws {
        for command in ["exercises", "check"] {
            let text = try Self.details(command)
            for kind in LayoutKind.allCases {
                #expect(text.contains(kind.article), "help \(command) lacks \(kind.article)")
            }
            #expect(text.contains("003"), "help \(command) lacks the collections' article")
        }
    }
}
