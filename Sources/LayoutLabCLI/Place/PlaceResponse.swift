import LabJSON
import LayoutCore

/// What `layoutlab place` writes: the container's size and every item's frame and row, in
/// input order. One item per line, so a person can read it and a program can parse it.
func placeResponse(_ request: PlaceRequest, _ result: LayoutResult) -> String {
    let size: JSONValue = .object(["width": .number(result.size.width), "height": .number(result.size.height)])
    var text = "{\"size\": \(size.compactText),\n \"items\": ["
    for placement in result.placements {
        let frame = placement.frame
        let item: JSONValue = .object([
            "index": .number(Double(placement.index)),
            "label": .string(request.labels[placement.index]),
            "x": .number(frame.minX), "y": .number(frame.minY),
            "width": .number(frame.width), "height": .number(frame.height),
            "row": .number(Double(placement.row)),
        ])
        text += placement.index == 0 ? "\n  " : ",\n  "
        text += item.compactText
    }
    text += result.placements.isEmpty ? "]" : "\n ]"
    if request.includeTrace {
        let trace = JSONValue.array(result.trace.map { .string($0.description.trimmingLeadingSpaces) })
        text += ",\n \"trace\": \(trace.compactText)"
    }
    return text + "}\n"
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
