import LayoutCore

/// What a setting means for a layout that reads it its own way, or not at all: said in the
/// shell after the `set` (in parentheses, with how to see it) and in `place`'s note. One
/// wording, so that a request and a command given the same settings hear the same thing.
public enum SettingRemark {
    /// Wrap aligns its rows, and a stack its children across it; the others keep the alignment
    /// for when one of those is chosen.
    public static func alignment(unusedBy kind: LayoutKind) -> String? {
        kind == .wrap || kind.isStack ? nil : "\(kind.rawValue) does not use the alignment; wrap, hstack and vstack do"
    }

    /// A stack reads one part of the alignment, across it: an HStack the vertical (top, center,
    /// bottom), a VStack the horizontal. Said when the name given is not that part's own
    /// (`leading` on an hstack is its center).
    public static func alignment(_ alignment: Alignment, readBy kind: LayoutKind) -> String? {
        guard kind.isStack else { return nil }
        let point = alignment.stackPoint
        let across = kind == .hstack ? UnitPoint(x: 0.5, y: point.y) : UnitPoint(x: point.x, y: 0.5)
        guard let part = across.name, part != alignment.rawValue else { return nil }
        let axis = kind == .hstack ? "vertical" : "horizontal"
        let baseline =
            alignment.isTextBaseline && kind == .hstack
            ? " (the lab's: it has no text baselines; SwiftUI aligns a view with no text by its bottom)" : ""
        return
            "\(kind.rawValue) aligns its children across it by the \(axis) part: \(alignment.rawValue) is \(part) there\(baseline)"
    }

    /// SwiftUI-Flow's options change its two layouts; the articles' keep them unused.
    public static func swiftUIFlowOption(unusedBy kind: LayoutKind) -> String? {
        kind.isSwiftUIFlow ? nil : "only SwiftUI-Flow's layouts read it; \(kind.rawValue) does not"
    }

    /// A variant changes one layout's code; another layout keeps it but runs without it.
    public static func variant(_ variant: LayoutVariant, unusedBy kind: LayoutKind) -> String? {
        variant.layout == kind
            ? nil : "\(variant.rawValue) changes \(variant.layout.rawValue); \(kind.rawValue) does not use it"
    }

    /// Spacing as the layout reads it: not at all (anchored), hidden by the helper's own constant
    /// (flow with shadowed-spacing), or `system` meaning the article's default (flow).
    public static func spacing(_ configuration: LayoutConfiguration, systemGiven: Bool) -> String? {
        switch configuration.kind {
        case .anchored:
            "anchored does not use spacing: article 001 has none; wrap and flow do"
        case .flow where configuration.variants.contains(.shadowedSpacing):
            "shadowed-spacing is on: the helper's own let spacing = 8 hides what you set"
        case .flow where systemGiven:
            "flow has no system spacing: it means article 004's default, 8"
        default:
            nil
        }
    }

    /// The overflow indicator is SwiftUI-Flow's: what adding one means for another layout.
    public static func overflowIndicator(adding item: LayoutItem, in kind: LayoutKind) -> String? {
        guard item.isOverflowIndicator, !kind.isSwiftUIFlow else { return nil }
        return
            "the overflow indicator is SwiftUI-Flow's: hflow and vflow count what max-lines hides into it; \(kind.rawValue) draws it as a plain text"
    }

    /// `top` typed where the axis is horizontal (or `leading` where it is vertical): taken as
    /// the same end, and said so. Items sit across a line (hflow: top to bottom; vflow: leading
    /// to trailing); lines sit along the container (hflow: leading to trailing; vflow: top to
    /// bottom).
    /// `setting` names it as the learner wrote it (`item-align` in the shell, `alignment` in
    /// `place`).
    public static func placementName(
        _ name: String, _ placement: FlowPlacement, item: Bool, in kind: LayoutKind, setting: String? = nil
    ) -> String? {
        guard kind.isSwiftUIFlow, placement != .center else { return nil }
        let horizontal = (kind == .hflow) != item
        let expected = placement.name(horizontal: horizontal)
        guard name != expected, name == placement.name(horizontal: !horizontal) else { return nil }
        let setting = setting ?? (item ? "item-align" : "line-align")
        let across =
            item
            ? (kind == .hflow
                ? "items sit across a row, top to bottom" : "items sit across a column, leading to trailing")
            : (kind == .hflow
                ? "rows sit along the width, leading to trailing" : "columns sit along the height, top to bottom")
        return "\(kind.rawValue)'s \(setting) reads \(name) as \(expected): its \(across)"
    }
}
