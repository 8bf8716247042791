import LabJSON
import LabSupport
import LabText
import LayoutCore
import Workbench

/// What `layoutlab place` reads for a scrolling collection layout:
/// `{"layout": "drum", "bounds": {"width": 60, "height": 20}, "itemCount": 12,
///   "contentOffset": 37.5, "params": {"visible-items": 5}, "release": {"proposedOffset": 130}}`.
struct CollectionPlaceRequest {
    var scene: CollectionScene
    /// As given, not kept within the content: a scroll view lets a drag overshoot.
    var contentOffset: Double
    var release: (proposed: Double, velocity: Double)?

    static let fields = ["layout", "bounds", "itemCount", "contentOffset", "params", "release"]

    init(json: JSONValue, kind: CollectionKind) throws(PlaceInputError) {
        let top = try ObjectReader(json, path: "", allowed: Self.fields)
        scene = CollectionScene(kind: kind)
        contentOffset = 0
        var bounds: Size?
        if let boundsValue = top.value("bounds") {
            let reader = try ObjectReader(boundsValue, path: "bounds", allowed: ["width", "height"])
            guard let width = try reader.length("width"), let height = try reader.length("height") else {
                throw PlaceInputError(
                    field: "bounds", message: "needs both width and height, e.g. {\"width\": 60, \"height\": 20}")
            }
            bounds = Size(width: width, height: height)
        }
        if let count = top.value("itemCount") {
            let limits = CollectionLimits.itemCount
            // Compared as a Double first: Int(1e300) would trap.
            guard case .number(let number) = count, number >= Double(limits.lowerBound),
                number <= Double(limits.upperBound), number == number.rounded()
            else {
                throw PlaceInputError(
                    field: "itemCount",
                    message: "expected a whole number from \(limits.lowerBound) to \(limits.upperBound)")
            }
            try apply("itemCount") { scene throws(CollectionSettingError) in try scene.update(itemCount: Int(number)) }
        }
        contentOffset =
            try top.value("contentOffset").map { value throws(PlaceInputError) in
                try Self.signed(value, "contentOffset")
            } ?? 0
        var parameters: [(CollectionParameter, Double)] = []
        if let params = top.value("params") {
            let reader = try ObjectReader(params, path: "params", allowed: kind.parameters.map(\.rawValue))
            for member in reader.object.members {
                // The reader refused any other name.
                guard let parameter = kind.parameters.first(where: { $0.rawValue == member.key }) else { continue }
                parameters.append((parameter, try Self.value(member.value, of: parameter)))
            }
        }
        // All at once, then checked together: the defaults need not fit the request's bounds.
        let field =
            parameters.count == 1 ? "params.\(parameters[0].0.rawValue)" : bounds != nil ? "bounds" : "params"
        try apply(field) { scene throws(CollectionSettingError) in
            try scene.update(bounds: bounds, parameters: parameters)
        }
        if let releaseValue = top.value("release") {
            let reader = try ObjectReader(releaseValue, path: "release", allowed: ["proposedOffset", "velocity"])
            guard let proposed = reader.value("proposedOffset") else {
                throw PlaceInputError(
                    field: "release.proposedOffset", message: "missing; where the scroll would stop on its own")
            }
            release = (
                try Self.signed(proposed, "release.proposedOffset"),
                try reader.value("velocity").map { value throws(PlaceInputError) in
                    try Self.signed(value, "release.velocity")
                } ?? 0
            )
        }
    }

    private mutating func apply(
        _ field: String, _ change: (inout CollectionScene) throws(CollectionSettingError) -> Void
    ) throws(PlaceInputError) {
        do {
            try change(&scene)
        } catch {
            // The field the error is about, when it names one (checked together, several
            // parameters share the call).
            let named: String
            switch error {
            case .outOfRange(let parameter, _), .scene(.notRepresentable(let parameter, _)),
                .scene(.notAParameter(let parameter, _)):
                named = "params.\(parameter.rawValue)"
            case .boundsOutOfRange, .scene(.emptyBounds): named = "bounds"
            case .itemCountOutOfRange, .scene(.negativeItemCount): named = "itemCount"
            default: named = field
            }
            throw PlaceInputError(field: named, message: error.message)
        }
    }

    /// A number, or for an on/off parameter also true/false or the shell's words for on and off.
    private static func value(_ json: JSONValue, of parameter: CollectionParameter) throws(PlaceInputError) -> Double {
        switch (json, parameter.values) {
        case (.number(let number), _):
            // JSON has no infinity: this was a literal too long for a Double.
            if number.isInfinite {
                let range = parameter.range
                throw PlaceInputError(
                    field: "params.\(parameter.rawValue)",
                    message:
                        "the number is too large (allowed: from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound)))"
                )
            }
            return number
        case (.bool(let flag), .onOff): return flag ? 1 : 0
        case (.string(let text), .onOff) where CommandParser.onOff(text) != nil:
            return CommandParser.onOff(text) == true ? 1 : 0
        default:
            throw PlaceInputError(
                field: "params.\(parameter.rawValue)", message: "expected a number, got \(json.kindDescription)")
        }
    }

    private static func signed(_ value: JSONValue, _ field: String) throws(PlaceInputError) -> Double {
        guard case .number(let number) = value else {
            throw PlaceInputError(field: field, message: "expected a number, got \(value.kindDescription)")
        }
        guard LayoutLimits.isUsableSigned(number) else { throw outOfRange(number, field: field) }
        return number
    }

    /// The answer: the content size, the target offset when a release was given, and every
    /// item's attributes in the content's coordinates, in index order, one per line.
    func response() -> String {
        let viewport = CollectionViewport(
            size: scene.boundsSize, contentOffset: contentOffset, itemCount: scene.itemCount)
        let layout = scene.layout
        let size = layout.contentSize(viewport)
        var text =
            "{\"contentSize\": \(JSONValue.object(["width": layoutNumber(size.width), "height": layoutNumber(size.height)]).compactText),"
        if let release {
            let target = layout.targetContentOffset(proposed: release.proposed, velocity: release.velocity, viewport)
            text += "\n \"targetOffset\": \(layoutNumber(target).compactText),"
        }
        text += "\n \"items\": ["
        let attributes = layout.prepare(viewport)
        for item in attributes {
            var members: [JSONObject.Member] = [
                .init("index", .number(Double(item.index))),
                .init("centerX", layoutNumber(item.center.x)), .init("centerY", layoutNumber(item.center.y)),
                .init("width", layoutNumber(item.size.width)), .init("height", layoutNumber(item.size.height)),
                .init("scale", layoutNumber(item.scale)), .init("rotation", layoutNumber(item.rotation)),
                .init("zIndex", .number(Double(item.zIndex))),
            ]
            for key in item.custom.keys.sorted() { members.append(.init(key, layoutNumber(item.custom[key]!))) }
            if scene.kind == .drum { members.append(.init("parked", .bool(item.isParked))) }
            text += (item.index == 0 ? "\n  " : ",\n  ") + JSONValue.object(JSONObject(members)).compactText
        }
        text += attributes.isEmpty ? "]" : "\n ]"
        var notes = scene.notes(attributes, at: viewport).map(\.message)
        if let release { notes += scene.releaseNotes(proposed: release.proposed).map(\.message) }
        if !notes.isEmpty {
            text += ",\n \"note\": \(JSONValue.string(notes.joined(separator: "; ")).compactText)"
        }
        return text + "}\n"
    }
}
