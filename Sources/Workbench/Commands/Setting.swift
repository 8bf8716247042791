import LayoutCore

/// What `set` changes in a flow layout.
public enum FlowSetting: String, CaseIterable, Sendable {
    case width, height, spacing, hspacing, vspacing, align, origin
}

/// What `set` changes in SwiftUI-Flow's layouts (`hflow`, `vflow`), with its options' meaning.
public enum SwiftUIFlowSetting: String, CaseIterable, Sendable {
    /// How items sit across their line: hflow's `alignment` (top/center/bottom), vflow's
    /// (leading/center/trailing).
    case itemAlign = "item-align"
    /// How each line sits along the container: hflow's horizontal alignment, vflow's vertical one.
    case lineAlign = "line-align"
    case justified
    /// `distributeItemsEvenly`.
    case evenly
    /// `.maxLines(_:)`.
    case maxLines = "max-lines"
    /// The layout direction: ltr or rtl.
    case direction
}

/// Everything `set` can change, by the word after it: the parser, `help set`'s prompts, the
/// completion and the messages read the names from here.
public enum Setting: Equatable, Sendable {
    case flow(FlowSetting)
    /// Redrawing after every change; everywhere.
    case autoshow
    /// A scrolling collection's bounds and its number of items.
    case bounds
    case items
    case parameter(CollectionParameter)
    case variant(LayoutVariant)
    case swiftUIFlow(SwiftUIFlowSetting)

    /// In the order `help set` and completion list them.
    public static let all: [Setting] =
        FlowSetting.allCases.map(Setting.flow) + SwiftUIFlowSetting.allCases.map(Setting.swiftUIFlow) + [
            .autoshow, .bounds, .items,
        ]
        + CollectionParameter.allCases.map(Setting.parameter) + LayoutVariant.allCases.map(Setting.variant)

    /// The setting a word names (already lower-cased), if any.
    public init?(_ word: String) {
        guard let setting = Self.all.first(where: { $0.name == word }) else { return nil }
        self = setting
    }

    public var name: String {
        switch self {
        case .flow(let setting): setting.rawValue
        case .autoshow: "autoshow"
        case .bounds: "bounds"
        case .items: "items"
        case .parameter(let parameter): parameter.rawValue
        case .variant(let variant): variant.rawValue
        case .swiftUIFlow(let setting): setting.rawValue
        }
    }

    /// What its value looks like, for a usage line (declared in `SettingWords`).
    public var valueHint: String { words.valueHint }

    /// Whether it applies only to the scrolling collections.
    public var isForCollections: Bool {
        switch self {
        case .bounds, .items, .parameter: true
        case .flow, .autoshow, .variant, .swiftUIFlow: false
        }
    }

    /// The names of the flow settings (and `autoshow`), for messages.
    static let flowNames = FlowSetting.allCases.map(\.rawValue) + ["autoshow"]
}
