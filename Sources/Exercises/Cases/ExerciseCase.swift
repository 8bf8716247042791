import LabSupport
import LabText
import LayoutCore

/// One situation a learner's layout is put in: a proposal, where the parent puts the
/// container, the layout's settings and the subviews. The same case runs through the learner's
/// code (written out for the harness) and through the lab's engine (the article's algorithm).
public struct ExerciseCase: Equatable, Sendable {
    /// One subview: a fixed size, a flexible frame (minimum, ideal, maximum per axis) or a
    /// spacer, and the anchor it carries (article 001 reads it).
    public struct Item: Equatable, Sendable {
        public enum Sizing: Equatable, Sendable {
            case fixed(width: Double, height: Double)
            case flexible(width: [Double], height: [Double])
            /// `Spacer(minLength:)`: it grows along the case's `stackOrientation`, states a
            /// spacing of 0 along it, and its layout priority is −∞ unless given one.
            case spacer(minLength: Double)
        }

        public var sizing: Sizing
        public var anchor: UnitPoint = .center
        /// `.layoutPriority(_:)` (the stacks read it); nil is the subview's own (0, a spacer's −∞).
        public var priority: Double?
        /// The distances the subview itself prefers on its edges (nil: its kind's own): a
        /// subview that asks 3 after it and nothing before tells `a.distance(to: b)` from
        /// `b.distance(to: a)`.
        public var spacing: ViewSpacing?

        public init(
            _ sizing: Sizing, anchor: UnitPoint = .center, priority: Double? = nil, spacing: ViewSpacing? = nil
        ) {
            self.sizing = sizing
            self.anchor = anchor
            self.priority = priority
            self.spacing = spacing
        }

        public static func fixed(_ width: Double, _ height: Double, anchor: UnitPoint = .center) -> Item {
            Item(.fixed(width: width, height: height), anchor: anchor)
        }
    }

    public var proposal: ProposedSize
    public var origin = Point(x: 0, y: 0)
    /// Fixed spacing per axis; nil leaves it to the layout (system spacing, or 004's 8).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var alignment: Alignment = .center
    public var items: [Item]
    /// The stack orientation of the layout the case is for (SwiftUI's `layoutProperties`),
    /// which a spacer among the items grows along.
    public var stackOrientation: Axis?

    public init(
        proposal: ProposedSize, origin: Point = Point(x: 0, y: 0), horizontalSpacing: Double? = nil,
        verticalSpacing: Double? = nil, alignment: Alignment = .center, items: [Item], stackOrientation: Axis? = nil
    ) {
        self.proposal = proposal
        self.origin = origin
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.alignment = alignment
        self.items = items
        self.stackOrientation = stackOrientation
    }

    /// The case as the harness reads it (see `ExerciseHarness` in the kit), ending in `run`.
    func harnessText(id: Int) -> String {
        var lines = [
            "case \(id)", "proposal \(Self.word(proposal.width)) \(Self.word(proposal.height))",
            "origin \(Self.word(origin.x)) \(Self.word(origin.y))",
            "spacing \(Self.word(horizontalSpacing)) \(Self.word(verticalSpacing))", "alignment \(alignment.rawValue)",
            "orientation \(stackOrientation.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? "nil")",
        ]
        for item in items {
            let anchor = "\(Self.word(item.anchor.x)) \(Self.word(item.anchor.y))"
            switch item.sizing {
            case .fixed(let width, let height): lines.append("fixed \(Self.word(width)) \(Self.word(height)) \(anchor)")
            case .flexible(let width, let height):
                lines.append("flexible \((width + height).map { Self.word($0) }.joined(separator: " ")) \(anchor)")
            case .spacer(let minLength): lines.append("spacer \(Self.word(minLength)) \(anchor)")
            }
            if let priority = item.priority { lines.append("priority \(Self.word(priority))") }
            if let spacing = item.spacing {
                let edges = [spacing.top, spacing.leading, spacing.bottom, spacing.trailing].map { Self.word($0) }
                lines.append("edges " + edges.joined(separator: " "))
            }
        }
        return (lines + ["run"]).joined(separator: "\n") + "\n"
    }

    private static func word(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return "\(value)"
    }

    /// The subviews as the engine's children, labelled A, B, C … for the pictures.
    var layoutItems: [LayoutItem] {
        items.enumerated().map { index, item in
            let label = Self.label(index)
            var child: LayoutItem
            switch item.sizing {
            case .fixed(let width, let height):
                child = (try? LayoutItem.fixed(label, width: width, height: height)) ?? .spacer(label)
            case .flexible(let width, let height):
                if let width = try? FlexibleLength(minimum: width[0], ideal: width[1], maximum: width[2]),
                    let height = try? FlexibleLength(minimum: height[0], ideal: height[1], maximum: height[2])
                {
                    child = .flexible(label, FlexibleSize(width: width, height: height))
                } else {
                    child = .spacer(label)
                }
            case .spacer(let minLength):
                child = .spacer(label, minLength: minLength)
            }
            return child.with {
                $0.anchor = item.anchor
                $0.priority = item.priority
                $0.spacing = item.spacing
            }
        }
    }

    /// A, B, … Z, then A1, B1, …
    public static func label(_ index: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let letter = String(letters[index % 26])
        return index < 26 ? letter : letter + String(index / 26)
    }

    /// One line: the proposal, the settings the exercise's layout has, and the subviews.
    /// `defaultSpacing` names what a nil spacing means to the exercise's layout.
    func summary(spacing: Bool, alignment showsAlignment: Bool, defaultSpacing: String) -> String {
        var parts = ["proposal \(Self.length(proposal.width))×\(Self.length(proposal.height))"]
        if origin != Point(x: 0, y: 0) { parts.append("origin \(Self.length(origin.x)),\(Self.length(origin.y))") }
        if spacing {
            let across = horizontalSpacing.map { NumberText.plain($0) } ?? defaultSpacing
            let between = verticalSpacing.map { NumberText.plain($0) } ?? defaultSpacing
            parts.append(across == between ? "spacing \(across)" : "spacing \(across) across, \(between) between rows")
        }
        if showsAlignment { parts.append("alignment \(alignment.rawValue)") }
        let children = items.enumerated().map { index, item in
            var text = Self.label(index) + " "
            switch item.sizing {
            case .fixed(let width, let height): text += "\(Self.length(width))×\(Self.length(height))"
            case .flexible(let width, let height):
                text +=
                    "flexible \(width.map { Self.length($0) }.joined(separator: "/"))×\(height.map { Self.length($0) }.joined(separator: "/"))"
            case .spacer(let minLength): text += "spacer" + (minLength == 0 ? "" : " min \(Self.length(minLength))")
            }
            if let priority = item.priority { text += " priority \(Self.length(priority))" }
            if item.anchor != .center {
                text += " anchor \(item.anchor.name ?? "\(Self.length(item.anchor.x)),\(Self.length(item.anchor.y))")"
            }
            if let spacing = item.spacing {
                let stated = [
                    ("leading", spacing.leading), ("trailing", spacing.trailing), ("top", spacing.top),
                    ("bottom", spacing.bottom),
                ].compactMap { name, value in value.map { "\(name) \(Self.length($0))" } }
                text += " spacing " + (stated.isEmpty ? "none stated" : stated.joined(separator: ", "))
            }
            return text
        }
        return parts.joined(separator: " · ") + " · "
            + (children.isEmpty ? "no subviews" : children.joined(separator: ", "))
    }

    static func length(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return NumberText.plain(value)
    }

}
