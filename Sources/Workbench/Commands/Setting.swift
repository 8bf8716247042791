import LayoutCore

/// What `set` changes in a flow layout.
public enum FlowSetting: String, CaseIterable, Sendable {
    case width, height, spacing, hspacing, vspacing, align, origin
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

    /// In the order `help set` and completion list them.
    public static let all: [Setting] =
        FlowSetting.allCases.map(Setting.flow) + [.autoshow, .bounds, .items]
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
        }
    }

    /// What its value looks like, for a usage line.
    public var valueHint: String {
        switch self {
        case .flow(.width), .flow(.height): "N|none|infinity"
        case .flow(.spacing), .flow(.hspacing), .flow(.vspacing): "N|system"
        case .flow(.align): Alignment.allNames.joined(separator: "|")
        case .flow(.origin): "X,Y"
        case .autoshow, .variant: "on|off"
        case .bounds: "WIDTHxHEIGHT"
        case .items: "N"
        case .parameter(let parameter): parameter.values == .onOff ? "on|off" : "N"
        }
    }

    /// Whether it applies only to the scrolling collections.
    public var isForCollections: Bool {
        switch self {
        case .bounds, .items, .parameter: true
        case .flow, .autoshow, .variant: false
        }
    }

    /// The names of the flow settings (and `autoshow`), for messages.
    static let flowNames = FlowSetting.allCases.map(\.rawValue) + ["autoshow"]
}
