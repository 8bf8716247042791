import Foundation
import Testing

@testable import LayoutCore

/// Every transcribed SwiftUI-Flow test in Fixtures/SwiftUIFlow (its README says the format), run
/// through `SwiftUIFlowLayout` the way the library's helpers run its own layout.
@Suite("SwiftUI-Flow's own tests, transcribed")
struct SwiftUIFlowFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftUIFlow")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    struct Fixture: Decodable {
        var from: String
        var layout: String
        var options: Options?
        var items: [Item]
        var box: [Double]?
        var picture: [String]?
        var proposal: [Double?]?
        var bounds: [Double]?
        var size: [Double]?
        var frames: [[Double]?]?
        /// The count reported to the overflow indicator.
        var reported: Int?

        struct Options: Decodable {
            var itemSpacing: Double?
            var lineSpacing: Double?
            var itemAlignment: String?
            var lineAlignment: String?
            var justified: Bool?
            var distributeItemsEvenly: Bool?
            var maxLines: Int?
            var layoutDirection: String?
        }

        struct Item: Decodable {
            var size: [Double]?
            var max: [Length]?
            var ideal: [Double]?
            var priority: Double?
            var flexibility: String?
            var startsNewLine: Bool?
            var lineBreak: Bool?
            /// The library's overflow indicator (`IsOverflowLayoutValueKey`), of this `size`.
            var overflow: Bool?
        }

        /// A number, or "inf".
        struct Length: Decodable {
            var value: Double
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    guard text == "inf" else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a number or \"inf\"")
                    }
                    value = .infinity
                } else {
                    value = try container.decode(Double.self)
                }
            }
        }
    }

    static func load(_ name: String) throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func scenario(_ fixture: Fixture) throws -> FlowScenario {
        var options = fixture.layout == "vflow" ? SwiftUIFlowOptions.vflow : SwiftUIFlowOptions.hflow
        let given = fixture.options
        options.itemSpacing = given?.itemSpacing
        options.lineSpacing = given?.lineSpacing
        if let name = given?.itemAlignment {
            options.itemAlignment = try #require(FlowPlacement(name: name), "\(name)")
        }
        if let name = given?.lineAlignment {
            options.lineAlignment = try #require(FlowPlacement(name: name), "\(name)")
        }
        options.justified = given?.justified ?? false
        options.distributeItemsEvenly = given?.distributeItemsEvenly ?? false
        options.maxLines = given?.maxLines
        if let name = given?.layoutDirection {
            options.layoutDirection = try #require(FlowLayoutDirection(rawValue: name), "\(name)")
        }
        let items = try fixture.items.map { item throws -> LayoutItem in
            let base: LayoutItem
            if item.lineBreak == true {
                base = .lineBreak()
            } else if item.overflow == true {
                let size = try #require(item.size, "an overflow indicator needs a size")
                base = .overflowIndicator(size: Size(width: size[0], height: size[1]))
            } else {
                let size = try #require(item.size, "an item needs a size")
                let ideal = item.ideal ?? size
                let maximum = item.max.map { $0.map(\.value) } ?? [max(size[0], ideal[0]), max(size[1], ideal[1])]
                base = .flexible(
                    "",
                    try FlexibleSize(
                        width: FlexibleLength(minimum: size[0], ideal: ideal[0], maximum: maximum[0]),
                        height: FlexibleLength(minimum: size[1], ideal: ideal[1], maximum: maximum[1])))
            }
            return base.with { values in
                // The library's test children prefer no spacing, and have priority 1.
                values.spacing = ViewSpacing.zero
                values.priority = item.priority ?? 1
                values.flexibility = item.flexibility.flatMap(FlowFlexibility.init(rawValue:)) ?? .natural
                values.startsNewLine = item.startsNewLine ?? false
            }
        }
        return FlowScenario(options: options, items: items)
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let fixture = try Self.load(name)
        let scenario = try Self.scenario(fixture)
        if let box = fixture.box, let picture = fixture.picture {
            #expect(
                scenario.picture(in: Int(box[0]), Int(box[1])) == picture.joined(separator: "\n"),
                "\(fixture.from)")
            return
        }
        let proposed = try #require(fixture.proposal, "\(name): a box and picture, or a proposal")
        let bounds = fixture.bounds.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        let result = scenario.run(
            proposal: ProposedSize(width: proposed[0], height: proposed[1]), bounds: bounds)
        if let size = fixture.size {
            #expect(result.size == Size(width: size[0], height: size[1]), "\(fixture.from)")
        }
        if let reported = fixture.reported {
            let report = result.notes.compactMap { note -> OverflowReport? in
                if case .overflowReported(let report) = note { return report }
                return nil
            }.first
            #expect(report?.count == reported, "\(fixture.from)")
        }
        if let frames = fixture.frames {
            let got = result.frames.map { frame in frame.map { [$0.minX, $0.minY, $0.width, $0.height] } }
            #expect(got.count == frames.count, "\(fixture.from)")
            for (index, (actual, expected)) in zip(got, frames).enumerated() {
                // A hidden child is placed far away at zero size: expected as null.
                let shown = actual.flatMap { $0[1] > 100_000 ? nil : $0 }
                #expect(shown == expected, "\(fixture.from): child \(index)")
            }
        }
    }
}
