import LayoutCore

/// One setting's words, declared once: what its value looks like in a usage line, the values
/// Tab offers after `set NAME`, and `help set`'s example and sentence. The parser reads the
/// values (`SetCommand`); everything a person is shown of a setting comes from here, so that
/// help, completion and messages cannot drift apart (completion once offered values help did
/// not name).
public struct SettingWords: Sendable {
    public let valueHint: String
    public let completions: [String]
    public let example: String
    public let help: String
}

extension Setting {
    public var words: SettingWords {
        switch self {
        case .flow(let setting): Self.words(of: setting)
        case .swiftUIFlow(let setting): Self.words(of: setting)
        case .autoshow:
            SettingWords(
                valueHint: "on|off", completions: ["on", "off"], example: "off",
                help: "stop redrawing after every change (on to resume)")
        case .bounds:
            SettingWords(
                valueHint: "WIDTHxHEIGHT", completions: ["60x20", "40x20", "20x30"], example: "60x20",
                help: "the visible bounds of the scrolling collection")
        case .items:
            SettingWords(
                valueHint: "N", completions: ["12", "5", "1"], example: "12", help: "how many items it holds")
        case .parameter(let parameter):
            SettingWords(
                valueHint: parameter.values == .onOff ? "on|off" : parameter.isScale ? "N|N%|N/M" : "N",
                completions: parameter.completions, example: parameter.example, help: parameter.help)
        case .variant(let variant):
            SettingWords(
                valueHint: "on|off", completions: ["on", "off"], example: "on",
                help:
                    "\(variant.layout.rawValue): \(variant.summary) (\(variant.isArticleListing ? "the lab's default" : "article"): \(variant.article))"
            )
        }
    }

    private static func words(of setting: FlowSetting) -> SettingWords {
        switch setting {
        case .width:
            SettingWords(
                valueHint: "N|none|infinity", completions: ["none", "infinity", "10", "20", "30", "40", "60", "80"],
                example: "30", help: "propose a width; none for unspecified, infinity for no limit")
        case .height:
            SettingWords(
                valueHint: "N|none|infinity", completions: ["none", "infinity", "10", "20", "30", "40", "60", "80"],
                example: "none", help: "propose a height (the same values)")
        case .spacing:
            SettingWords(
                valueHint: "N|system", completions: ["system", "0", "1", "2"], example: "1",
                help: "both axes; system for per-pair system spacing (wrap; flow's default is 8; anchored has none)")
        case .hspacing:
            SettingWords(
                valueHint: "N|system", completions: ["system", "0", "1", "2"], example: "2",
                help: "between neighbours in a row")
        case .vspacing:
            SettingWords(
                valueHint: "N|system", completions: ["system", "0", "1", "2"], example: "0", help: "between rows")
        case .align:
            SettingWords(
                valueHint: Alignment.allNames.joined(separator: "|"), completions: Alignment.allNames,
                example: "center",
                help:
                    "wrap's rows (topLeading until set), a stack's children across it (center until set, as SwiftUI's); one of: \(Alignment.allNames.joined(separator: ", "))"
            )
        case .origin:
            SettingWords(
                valueHint: "X,Y", completions: ["0,0", "5,2"], example: "5,2",
                help: "where the parent puts the container: the bounds' origin in placeSubviews (0,0 by default)")
        }
    }

    private static func words(of setting: SwiftUIFlowSetting) -> SettingWords {
        switch setting {
        case .itemAlign:
            SettingWords(
                valueHint: "leading|center|trailing (top|center|bottom)", completions: SwiftUIFlowValues.placementNames,
                example: "top",
                help: "how items sit across a row: top, center, bottom (vflow: leading, center, trailing)")
        case .lineAlign:
            SettingWords(
                valueHint: "leading|center|trailing (top|center|bottom)", completions: SwiftUIFlowValues.placementNames,
                example: "center",
                help: "how rows sit along the width: leading, center, trailing (vflow: top, center, bottom)")
        case .justified:
            SettingWords(
                valueHint: "on|off", completions: ["on", "off"], example: "on",
                help: "stretch each row's gaps to the width")
        case .evenly:
            SettingWords(
                valueHint: "on|off", completions: ["on", "off"], example: "on",
                help: "choose every break at once (distributeItemsEvenly)")
        case .maxLines:
            SettingWords(
                valueHint: "N|none", completions: ["none", "1", "2", "3"], example: "2",
                help: "hide the rows after the second (none: no limit)")
        case .direction:
            SettingWords(
                valueHint: FlowLayoutDirection.allCases.map(\.shortName).joined(separator: "|"),
                completions: FlowLayoutDirection.allCases.map(\.shortName),
                example: FlowLayoutDirection.rightToLeft.shortName,
                help: "right to left, mirrored as SwiftUI does (ltr: back)")
        }
    }

    /// `help set`'s lines for `settings`: `set NAME EXAMPLE` in a column two spaces wider than
    /// the longest, then what it does.
    public static func helpLines(_ settings: [Setting]) -> String {
        let lines = settings.map { ("set \($0.name) \($0.words.example)", $0.words.help) }
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { command, meaning in
            command + String(repeating: " ", count: width - command.count + 2) + meaning
        }.joined(separator: "\n")
    }
}
