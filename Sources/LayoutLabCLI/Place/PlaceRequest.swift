import LabJSON
import LabSupport
import LabText
import LayoutCore
import Workbench

/// What `layoutlab place` reads: a layout, a proposal and the children.
public struct PlaceRequest: Equatable {
    public var configuration: LayoutConfiguration
    public var proposal: ProposedSize
    public var items: [LayoutItem]
    /// Each item's label exactly as the request gave it. A text item's own label shows
    /// control characters as pictures (␛) so it can be drawn; the answer echoes the original.
    public var labels: [String]
    /// Also report the trace: who was asked what.
    public var includeTrace: Bool
    /// Where the parent puts the container: the origin of `placeSubviews`' bounds.
    public var origin: Point
    /// What the answer's note must say about the request itself (a setting the layout ignores).
    public var remarks: [String] = []

    static let fields = [
        "layout", "width", "height", "spacing", "alignment", "variants", "origin", "items", "trace",
        // SwiftUI-Flow's options, read by hflow and vflow (their names, as its API has them).
        "itemSpacing", "lineSpacing", "lineAlignment", "justified", "distributeItemsEvenly", "maxLines",
        "layoutDirection",
    ]
    static let itemFields = [
        "label", "kind", "width", "height", "anchor", "startsNewLine", "spacing",
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "flexibility", "priority",
        "minLength",
    ]
    static let itemKinds = ["fixed", "text", "flexible", "spacer", "break", "overflow"]

    /// Reads a request, refusing the first thing that is wrong with a message naming it.
    public init(json: JSONValue) throws(PlaceInputError) {
        let top = try ObjectReader(json, path: "", allowed: Self.fields)
        let kind =
            try top.choice("layout", LayoutKind.allNames + CollectionKind.allNames) {
                LayoutKind(rawValue: $0.lowercased())
            } ?? .wrap
        // For hflow and vflow, "alignment" is SwiftUI-Flow's: how items sit across their line.
        let alignment =
            kind.isSwiftUIFlow
            ? nil : try top.choice("alignment", Alignment.allNames, Alignment.init(name:))
        configuration = LayoutConfiguration(
            kind: kind, spacing: try Self.spacing(top), alignment: alignment, variants: try Self.variants(top))
        try Self.readSwiftUIFlowOptions(top, into: &configuration, remarks: &remarks)
        proposal = ProposedSize(width: try Self.proposed(top, "width"), height: try Self.proposed(top, "height"))
        includeTrace = try top.bool("trace") ?? false
        origin = try Self.origin(top)
        // The shell's words for settings a layout does not read (see `SettingRemark`).
        if top.has("alignment"), !kind.isSwiftUIFlow, let remark = SettingRemark.alignment(unusedBy: kind) {
            remarks.append(remark)
        }
        for variant in configuration.variants.sorted(by: { $0.rawValue < $1.rawValue }) {
            if let remark = SettingRemark.variant(variant, unusedBy: kind) { remarks.append(remark) }
        }
        if configuration.spacing != .system, configuration.spacing != Self.noSpacing,
            let remark = SettingRemark.spacing(configuration, systemGiven: false)
        {
            remarks.append(remark)
        }
        guard let itemsValue = top.object["items"] else {
            throw PlaceInputError(
                field: "items", message: "missing; give an array of items, e.g. [{\"label\": \"Swift\"}]")
        }
        guard case .array(let elements) = itemsValue else {
            throw PlaceInputError(field: "items", message: "expected an array, got \(itemsValue.kindDescription)")
        }
        var items: [LayoutItem] = []
        var labels: [String] = []
        items.reserveCapacity(elements.count)
        labels.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let (item, label) = try Self.item(element, path: "items[\(index)]")
            if item.isOverflowIndicator {
                try Self.checkOverflowIndicator(at: index, of: elements.count, kind: kind)
            }
            items.append(item)
            labels.append(label)
        }
        // SwiftUI draws the overflow indicator again with the number it is told (`+3`).
        items = OverflowIndicator.settled(items, configuration, proposal: proposal, origin: origin)
        if let last = items.last, last.isOverflowIndicator { labels[labels.count - 1] = last.label }
        self.items = items
        self.labels = labels
    }

    static let noSpacing = LayoutSpacing(horizontal: .zero, vertical: .zero)

    /// `{"kind": "overflow"}` is SwiftUI-Flow's `.maxLines(_:overflow:)` view: hflow's or
    /// vflow's, and the last child (where the library looks for it, and where it puts it).
    private static func checkOverflowIndicator(at index: Int, of count: Int, kind: LayoutKind) throws(PlaceInputError) {
        guard kind.isSwiftUIFlow else {
            throw PlaceInputError(
                field: "items[\(index)].kind",
                message:
                    "the overflow indicator is SwiftUI-Flow's: give \"layout\": \"hflow\" or \"vflow\" (with \"maxLines\")"
            )
        }
        guard index == count - 1 else {
            throw PlaceInputError(
                field: "items[\(index)].kind",
                message:
                    "the overflow indicator must be the last item: SwiftUI-Flow looks for it there (its .maxLines(_:overflow:) puts it after the content)"
            )
        }
    }

    /// `"variants": ["safe-align", …]`: variants of any layout, as the shell takes them (one of
    /// another layout is kept, and the note says the request's layout does not use it).
    private static func variants(_ top: ObjectReader) throws(PlaceInputError) -> Set<LayoutVariant> {
        guard let value = top.value("variants") else { return [] }
        guard case .array(let elements) = value else {
            throw PlaceInputError(
                field: "variants", message: "expected an array of variant names, got \(value.kindDescription)")
        }
        var variants: Set<LayoutVariant> = []
        for (index, element) in elements.enumerated() {
            let field = "variants[\(index)]"
            guard case .string(let name) = element else {
                throw PlaceInputError(field: field, message: "expected a variant name, got \(element.kindDescription)")
            }
            guard let variant = LayoutVariant(rawValue: name.lowercased()) else {
                throw PlaceInputError(
                    field: field,
                    message:
                        "unknown variant \"\(Quote.cut(name))\"\(Suggestion.didYouMean(name, among: LayoutVariant.allNames)) (allowed: \(LayoutVariant.allNames.joined(separator: ", ")))"
                )
            }
            variants.insert(variant)
        }
        return variants
    }

    /// `"origin": {"x": 5, "y": 2}`: any finite numbers.
    private static func origin(_ top: ObjectReader) throws(PlaceInputError) -> Point {
        guard let value = top.value("origin") else { return .zero }
        let reader = try ObjectReader(value, path: "origin", allowed: ["x", "y"])
        func coordinate(_ key: String) throws(PlaceInputError) -> Double {
            guard let value = reader.value(key) else { return 0 }
            guard case .number(let number) = value else {
                throw PlaceInputError(
                    field: reader.field(key),
                    message: "expected a number from \(LayoutLimits.allowedSigned), got \(value.kindDescription)")
            }
            guard LayoutLimits.isUsableSigned(number) else {
                throw outOfRange(number, field: reader.field(key))
            }
            return number == 0 ? 0 : number
        }
        return Point(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// A number, `null` or absent (unspecified), or the string "infinity".
    private static func proposed(_ reader: ObjectReader, _ key: String) throws(PlaceInputError) -> Double? {
        guard let value = reader.value(key) else { return nil }
        if case .string(let text) = value, text.lowercased() == "infinity" { return .infinity }
        guard case .number = value else {
            throw PlaceInputError(
                field: key,
                message: "expected a number, null or \"infinity\", got \(value.kindDescription)")
        }
        return try checkedLength(value, field: key)
    }

    /// A number for both axes, `null` for system spacing, or an object per axis.
    private static func spacing(_ top: ObjectReader) throws(PlaceInputError) -> LayoutSpacing {
        guard let value = top.value("spacing") else { return .system }
        if case .number = value {
            let rule = try spacingRule(value, field: "spacing")
            return LayoutSpacing(horizontal: rule, vertical: rule)
        }
        guard case .object = value else {
            throw PlaceInputError(
                field: "spacing",
                message:
                    "expected a number, null (system spacing) or {\"horizontal\": …, \"vertical\": …}, got \(value.kindDescription)"
            )
        }
        let axes = try ObjectReader(value, path: "spacing", allowed: ["horizontal", "vertical"])
        return LayoutSpacing(
            horizontal: try axes.value("horizontal").map { v throws(PlaceInputError) in
                try spacingRule(v, field: "spacing.horizontal")
            } ?? .system,
            vertical: try axes.value("vertical").map { v throws(PlaceInputError) in
                try spacingRule(v, field: "spacing.vertical")
            } ?? .system)
    }

    private static func spacingRule(_ value: JSONValue, field: String) throws(PlaceInputError) -> SpacingRule {
        let distance = try checkedLength(value, field: field)
        do {
            return try SpacingRule.fixed(distance)
        } catch {
            throw PlaceInputError(field: field, error)
        }
    }

    /// SwiftUI-Flow's options, with its names: `itemSpacing` and `lineSpacing` (a number, or null
    /// for system), `alignment` and `lineAlignment`, `justified`, `distributeItemsEvenly`,
    /// `maxLines`, `layoutDirection`. Given to an article's layout, they are kept and the note
    /// says it does not read them.
    private static func readSwiftUIFlowOptions(
        _ top: ObjectReader, into configuration: inout LayoutConfiguration, remarks: inout [String]
    ) throws(PlaceInputError) {
        let vertical = configuration.kind == .vflow
        for (key, alongLines) in [("itemSpacing", true), ("lineSpacing", false)] {
            guard let value = top.value(key) else { continue }
            let rule: SpacingRule = value == .null ? .system : try spacingRule(value, field: key)
            if alongLines != vertical {
                configuration.spacing.horizontal = rule
            } else {
                configuration.spacing.vertical = rule
            }
        }
        let placements = ["leading", "center", "trailing", "top", "bottom"]
        if configuration.kind.isSwiftUIFlow,
            let placement = try top.choice("alignment", placements, { FlowPlacement(name: $0) })
        {
            configuration.flowOptions.itemAlignment = placement
            remarks += Self.placementRemark(top, "alignment", placement, item: true, configuration.kind)
        }
        if let placement = try top.choice("lineAlignment", placements, { FlowPlacement(name: $0) }) {
            configuration.flowOptions.lineAlignment = placement
            remarks += Self.placementRemark(top, "lineAlignment", placement, item: false, configuration.kind)
        }
        configuration.flowOptions.justified = try top.bool("justified") ?? false
        configuration.flowOptions.distributeItemsEvenly = try top.bool("distributeItemsEvenly") ?? false
        if let value = top.value("maxLines"), value != .null {
            guard case .number(let count) = value, count >= 0, count <= 1_000_000, count == count.rounded() else {
                let got =
                    if case .number(let number) = value { NumberText.plain(number) } else { value.kindDescription }
                throw PlaceInputError(field: "maxLines", message: "expected a whole number from 0, or null, got \(got)")
            }
            configuration.flowOptions.maxLines = Int(count)
        }
        if let direction = try top.choice(
            "layoutDirection", FlowLayoutDirection.allCases.map(\.rawValue), { FlowLayoutDirection(rawValue: $0) })
        {
            configuration.flowOptions.layoutDirection = direction
        }
        let given =
            ["itemSpacing", "lineSpacing", "lineAlignment", "justified", "distributeItemsEvenly", "maxLines"]
            + ["layoutDirection"]
        let unused = given.filter(top.has)
        if !unused.isEmpty, SettingRemark.swiftUIFlowOption(unusedBy: configuration.kind) != nil {
            remarks.append(
                "\(configuration.kind.rawValue) does not use SwiftUI-Flow's options (\(unused.joined(separator: ", "))); hflow and vflow do"
            )
        }
    }

    /// `"alignment": "top"` for vflow: read as `leading`, and said so, as the shell says it.
    private static func placementRemark(
        _ top: ObjectReader, _ key: String, _ placement: FlowPlacement, item: Bool, _ kind: LayoutKind
    ) -> [String] {
        guard case .string(let name)? = top.value(key),
            let remark = SettingRemark.placementName(name.lowercased(), placement, item: item, in: kind, setting: key)
        else { return [] }
        return [remark]
    }
}
