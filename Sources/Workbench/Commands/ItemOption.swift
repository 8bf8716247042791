import LayoutCore

/// The words `add` takes after an item's label, declared once: the parser reads them by these
/// prefixes, and completion offers what each takes (it once offered `anchor=` and `break`, but
/// not `flex=` or `priority=`).
public enum ItemOption: String, CaseIterable, Sendable {
    /// `anchor=top`: where the item is placed from (article 001).
    case anchor = "anchor="
    /// `flex=minimum`: SwiftUI-Flow's flexibility, read by hflow and vflow.
    case flex = "flex="
    /// `priority=1`: `.layoutPriority(_:)`, read by hflow, vflow, hstack and vstack.
    case priority = "priority="
    /// `min=8`: a spacer's least length along its stack (`Spacer(minLength:)`); spacers only.
    case minLength = "min="
    /// `break`: the item starts a new line.
    case lineBreak = "break"

    /// The option a word is, if any (any case).
    public init?(word: String) {
        let lowered = word.lowercased()
        guard
            let option = Self.allCases.first(where: {
                $0 == .lineBreak ? lowered == "break" : lowered.hasPrefix($0.rawValue)
            })
        else { return nil }
        self = option
    }

    /// The word's value after the option's name: `top` of `anchor=top`.
    public func value(in word: String) -> String { self == .lineBreak ? "" : String(word.dropFirst(rawValue.count)) }

    /// What Tab offers for it.
    public var completions: [String] {
        switch self {
        case .anchor: UnitPoint.named.map { "anchor=\($0.name)" }
        case .flex: FlowFlexibility.allCases.map { "flex=\($0.rawValue)" }
        case .priority: ["priority=1"]
        case .minLength: ["min=2"]
        case .lineBreak: ["break"]
        }
    }

    /// Everything Tab offers after `add LABEL`.
    public static var completions: [String] { allCases.flatMap(\.completions) }
}
