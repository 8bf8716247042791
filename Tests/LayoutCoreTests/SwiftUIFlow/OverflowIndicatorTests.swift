import Testing

@testable import LayoutCore

/// The overflow indicator's round trips (the lab's model of SwiftUI redrawing the `+N` view)
/// and what the notes say about it.
@Suite("SwiftUI-Flow's overflow indicator")
struct OverflowIndicatorTests {
    static func boxes(_ count: Int) -> [LayoutItem] {
        (0..<count).map { _ in try! LayoutItem.fixed("", width: 3, height: 1) }
    }

    static func configuration(maxLines: Int?) -> LayoutConfiguration {
        var configuration = LayoutConfiguration(
            kind: .hflow, spacing: LayoutSpacing(horizontal: try! .fixed(1), vertical: try! .fixed(0)))
        configuration.flowOptions.maxLines = maxLines
        return configuration
    }

    /// Relabelled, the indicator keeps its own layout values (here a wide leading preference).
    @Test func settling_keepsTheIndicatorsValues() throws {
        var configuration = Self.configuration(maxLines: 1)
        configuration.spacing = .system
        let indicator = LayoutItem.overflowIndicator().with {
            $0.spacing = ViewSpacing(leading: 5, trailing: 1, top: 0, bottom: 0)
        }
        let settled = OverflowIndicator.settled(
            Self.boxes(6) + [indicator], configuration, proposal: ProposedSize(width: 11, height: nil))
        let last = try #require(settled.last)
        #expect(last.values.spacing == indicator.values.spacing)
        // a [+5] does not fit 11 with 5 before the indicator: a alone goes too.
        #expect(last.label == "+6")
    }

    /// maxLines(0) shows no line: everything is hidden, the indicator too, and the note says why.
    @Test func noLineShown_hidesTheIndicatorAndSaysWhy() {
        let result = LayoutEngine.layout(
            Self.boxes(2) + [.overflowIndicator()], Self.configuration(maxLines: 0),
            proposal: ProposedSize(width: 11, height: nil))
        #expect(result.overflowReport == OverflowReport(count: 2, visibility: .noLineShown))
        #expect(result.hiddenBySwiftUIFlow == [0, 1, 2])
    }

    /// With no line limit the library has no indicator: the lab hides it and says so.
    @Test func noLimit_hidesTheIndicator() {
        let result = LayoutEngine.layout(
            Self.boxes(2) + [.overflowIndicator()], Self.configuration(maxLines: nil),
            proposal: ProposedSize(width: 11, height: nil))
        #expect(result.overflowReport == OverflowReport(count: 0, visibility: .noLimit))
        #expect(result.size == Size(width: 7, height: 1))
    }
}
