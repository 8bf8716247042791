import LabSupport
import LabText
import LayoutCore

/// Numbers, sizes and frames as the reports write them: "(5, 0) 6×1".
enum Describe {
    /// At most four decimals: a drum's 27.65313802629195 reads as 27.6531.
    static func number(_ value: Double) -> String { NumberText.rounded(value, decimals: 4) }

    static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

    static func frame(_ frame: Rect) -> String {
        "(\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height))"
    }

    /// A `place` call as written: `at (2, 1.5), .center`.
    static func placeCall(_ call: CaseRun.PlaceCall) -> String {
        "at (\(number(call.position.x)), \(number(call.position.y))), \(call.anchor.code)"
    }

    /// As the lab says it elsewhere: `.unspecified` for no width and no height.
    static func proposal(_ proposal: ProposedSize) -> String {
        if proposal.width == nil, proposal.height == nil { return ".unspecified" }
        return "\(proposal.width.map(number) ?? "nil")×\(proposal.height.map(number) ?? "nil")"
    }
}
