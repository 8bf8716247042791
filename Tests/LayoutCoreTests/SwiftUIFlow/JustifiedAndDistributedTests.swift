import LayoutCore
import Testing

/// SwiftUI-Flow's `JustifiedDistributedSnapshots` (Tests/FlowTests/SnapshotTests/Inline/
/// FlowJustifiedSnapshotTests.swift at fb94ea2), the same children and boxes, the same pictures.
@Suite("SwiftUI-Flow: justified and distributed")
struct JustifiedAndDistributedTests {
    static func hflow(justified: Bool = false, evenly: Bool = false) -> SwiftUIFlowOptions {
        var options = SwiftUIFlowOptions.hflow
        options.itemSpacing = 1
        options.lineSpacing = 0
        options.justified = justified
        options.distributeItemsEvenly = evenly
        return options
    }

    @Test func hflowJustifiedRigid() {
        let scenario = FlowScenario(options: Self.hflow(justified: true), items: [.box(3, 1), .box(3, 1), .box(2, 1)])
        #expect(scenario.picture(in: 9, 2) == "+---------+\n|AAA   BBB|\n|CC       |\n+---------+")
    }

    @Test func hflowJustifiedFlexible() {
        let scenario = FlowScenario(
            options: Self.hflow(justified: true),
            items: [.box(3, 1), .range(3, 1, upTo: .infinity, 1), .box(2, 1)])
        #expect(scenario.picture(in: 9, 2) == "+---------+\n|AAA BBBBB|\n|CC       |\n+---------+")
    }

    @Test func hflowJustifiedThreePerLine() {
        let scenario = FlowScenario(options: Self.hflow(justified: true), items: Array(repeating: .box(2, 1), count: 4))
        #expect(scenario.picture(in: 10, 2) == "+----------+\n|AA  BB  CC|\n|DD        |\n+----------+")
    }

    @Test func hflowDistributed() {
        let scenario = FlowScenario(options: Self.hflow(evenly: true), items: Array(repeating: .box(1, 1), count: 13))
        #expect(
            scenario.picture(in: 11, 3)
                == "+-----------+\n|A B C D E  |\n|F G H I    |\n|J K L M    |\n+-----------+")
    }
}
