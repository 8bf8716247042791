import LabJSON
import LabSupport
import LabText
import LayoutCore
import Workbench

/// A request's items, each read field by field, and what each kind refuses.
extension PlaceRequest {
    static func item(_ value: JSONValue, path: String) throws(PlaceInputError) -> (LayoutItem, String) {
        let reader = try ObjectReader(value, path: path, allowed: itemFields)
        let label = try reader.string("label") ?? ""
        let kindName =
            try reader.choice("kind", itemKinds) { itemKinds.contains($0.lowercased()) ? $0.lowercased() : nil }
            ?? (reader.has("width") || reader.has("height") ? "fixed" : "text")
        try refuseFields(reader, kind: kindName)

        var item: LayoutItem
        switch kindName {
        case "fixed":
            guard let width = try reader.length("width") else {
                throw PlaceInputError(
                    field: reader.field("width"), message: "missing; a fixed item needs a width and a height")
            }
            guard let height = try reader.length("height") else {
                throw PlaceInputError(
                    field: reader.field("height"), message: "missing; a fixed item needs a width and a height")
            }
            do {
                item = try LayoutItem.fixed(label, width: width, height: height)
            } catch {
                throw PlaceInputError(field: reader.field(error.name), error)
            }
        case "text":
            do {
                item = try LayoutItem.text(label)
            } catch {
                throw PlaceInputError(
                    field: reader.field("label"),
                    message: reader.has("label")
                        ? "\(error.description)"
                        : "missing; an item without a width and height is a text item and needs a label")
            }
        case "flexible":
            item = LayoutItem.flexible(label, try flexibleSize(reader))
        case "spacer":
            item = LayoutItem.spacer(label, minLength: try reader.length("minLength") ?? 0)
        case "overflow":
            if reader.has("label") {
                throw PlaceInputError(
                    field: reader.field("label"),
                    message: "not allowed here: the overflow indicator's label is the number SwiftUI-Flow reports, +N")
            }
            item = LayoutItem.overflowIndicator()
        default:
            item = LayoutItem.lineBreak(label)
        }
        if let anchor = try reader.choice("anchor", UnitPoint.named.map(\.name), UnitPoint.init(name:)) {
            item.values.anchor = anchor
        }
        item.values.startsNewLine = try reader.bool("startsNewLine") ?? false
        if let flexibility = try reader.choice(
            "flexibility", FlowFlexibility.allCases.map(\.rawValue), { FlowFlexibility(rawValue: $0.lowercased()) })
        {
            item.values.flexibility = flexibility
        }
        if let value = reader.value("priority") {
            guard case .number(let priority) = value, priority.isFinite, abs(priority) <= 1_000_000 else {
                throw PlaceInputError(
                    field: reader.field("priority"),
                    message: "expected a number from -1000000 to 1000000, got \(value.kindDescription)")
            }
            item.values.priority = priority
        }
        if let spacing = reader.value("spacing") {
            item.values.spacing = try viewSpacing(spacing, path: reader.field("spacing"))
        }
        return (item, label)
    }

    /// Size fields that do not belong to the item's kind are mistakes, not things to ignore.
    static func refuseFields(_ reader: ObjectReader, kind: String) throws(PlaceInputError) {
        let sizeFields = ["width", "height"]
        let flexibleFields = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let refused: [String] =
            switch kind {
            case "fixed": flexibleFields
            case "flexible": sizeFields
            default: sizeFields + flexibleFields
            }
        if kind != "spacer", reader.object["minLength"] != nil {
            throw PlaceInputError(
                field: reader.field("minLength"),
                message:
                    "not allowed here: minLength is a spacer's (Spacer(minLength:)); a flexible item has minWidth and minHeight"
            )
        }
        for key in refused where reader.object[key] != nil {
            let why: String =
                switch kind {
                case "text": "a text item takes its size from its label; drop it, or give \"kind\": \"fixed\""
                case "fixed": "only flexible items have minimum, ideal and maximum sizes"
                case "flexible":
                    "a flexible item is sized by minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight"
                case "overflow": "the overflow indicator is sized by its label, +N"
                default: "a \(kind) has no size of its own"
                }
            throw PlaceInputError(field: reader.field(key), message: "not allowed here: \(why)")
        }
    }

    static func flexibleSize(_ reader: ObjectReader) throws(PlaceInputError) -> FlexibleSize {
        func axis(_ name: String) throws(PlaceInputError) -> FlexibleLength {
            let minimum = try reader.length("min\(name)") ?? 0
            let ideal = try reader.length("ideal\(name)") ?? minimum
            // A maximum may be "infinity", as a proposal may (and as answers write it).
            let maximum: Double
            if case .string(let text)? = reader.value("max\(name)"), text.lowercased() == "infinity" {
                maximum = .infinity
            } else {
                maximum = try reader.length("max\(name)") ?? .infinity
            }
            do {
                return try FlexibleLength(minimum: minimum, ideal: ideal, maximum: maximum)
            } catch {
                let culprit = error.name == "maximum" ? "max\(name)" : "ideal\(name)"
                throw PlaceInputError(
                    field: reader.field(culprit),
                    message:
                        "\(NumberText.plain(error.value)) \(error.problem) (allowed: min\(name) ≤ ideal\(name) ≤ max\(name))"
                )
            }
        }
        return FlexibleSize(width: try axis("Width"), height: try axis("Height"))
    }

    static func viewSpacing(_ value: JSONValue, path: String) throws(PlaceInputError) -> ViewSpacing {
        let edges = ["leading", "trailing", "top", "bottom"]
        let reader = try ObjectReader(value, path: path, allowed: edges)
        // An edge left out states nothing: beside a neighbour that states nothing either, the
        // lab's default distance.
        return ViewSpacing(
            leading: try reader.length("leading"), trailing: try reader.length("trailing"),
            top: try reader.length("top"), bottom: try reader.length("bottom"))
    }
}
