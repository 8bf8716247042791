import LabSupport
import LayoutCore

/// Numbers, sizes and frames as the reports write them: "(5, 0) 6×1".
enum Describe {
    static func number(_ value: Double) -> String { NumberText.plain(value) }

    static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

    static func frame(_ frame: Rect) -> String {
        "(\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height))"
    }

    static func proposal(_ proposal: ProposedSize) -> String {
        "\(proposal.width.map(number) ?? "nil")×\(proposal.height.map(number) ?? "nil")"
    }
}
