import LabJSON
import LabSupport
import LabText
import LayoutCore

/// What `layoutlab place` writes: the container's size and every item's frame and row, in
/// input order. One item per line, so a person can read it and a program can parse it.
func placeResponse(_ request: PlaceRequest, _ result: LayoutResult) -> String {
    let size: JSONValue = .object([
        "width": layoutNumber(result.size.width), "height": layoutNumber(result.size.height),
    ])
    var text = "{\"size\": \(size.compactText),\n \"items\": ["
    for placement in result.placements {
        let frame = placement.frame
        var members: [JSONObject.Member] = [
            .init("index", .number(Double(placement.index))),
            .init("label", .string(request.labels[placement.index])),
            .init("x", layoutNumber(frame.minX)), .init("y", layoutNumber(frame.minY)),
            .init("width", layoutNumber(frame.width)), .init("height", layoutNumber(frame.height)),
            .init("row", placement.row.map { .number(Double($0)) } ?? .null),
        ]
        if !placement.isPlaced { members.append(.init("placed", .bool(false))) }
        text += placement.index == 0 ? "\n  " : ",\n  "
        text += JSONValue.object(JSONObject(members)).compactText
    }
    text += result.placements.isEmpty ? "]" : "\n ]"
    if request.includeTrace {
        let trace = JSONValue.array(result.trace.map { .string($0.description.trimmingLeadingSpaces) })
        text += ",\n \"trace\": \(trace.compactText)"
    }
    let notes = request.remarks + result.notes.map(\.message)
    if !notes.isEmpty {
        text += ",\n \"note\": \(JSONValue.string(notes.joined(separator: "; ")).compactText)"
    }
    return text + "}\n"
}

/// A number of a layout's answer: JSON has no ∞ or NaN, so ∞ is written as the string
/// `"infinity"` (as requests write it) and NaN — arithmetic with no answer — as `null`; the
/// answer's `"note"` says where they came from.
func layoutNumber(_ value: Double) -> JSONValue {
    if value.isNaN { return .null }
    if value.isInfinite { return .string(value < 0 ? "-infinity" : "infinity") }
    return .number(value)
}
