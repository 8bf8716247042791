import LabText

/// One moment of a layout's own code as `walk` shows it: the statement that runs (as the
/// listing `source` shows writes it), the variables of that moment, the comparison that
/// decides, and the child in hand. Made by the layouts themselves, as they run (a probe per
/// statement worth seeing), never by a second model of them.
public struct WalkStep: Equatable, Sendable {
    /// The method of the layout being run when the step was made.
    public var phase: WalkPhase
    /// The function of the listing the statement is in (`rows(of:`, `placeSubviews`, …) and
    /// the statement's text as the listing writes it: together they find its line.
    public var function: String
    public var code: String
    /// Which line with that text, counting from 0, when the function has it more than once.
    public var occurrence = 0
    /// What the statement does here, in words.
    public var says: String
    /// The variables in scope, in a stable order, as text.
    public var variables: [WalkVariable]
    /// A comparison that decides, with its numbers: `58 + 20 > 80 → true: a new row`.
    public var decision: String?
    /// When the statement is an `if`: whether its condition held (which line runs next).
    public var condition: Bool?
    /// The child (or collection item) in hand.
    public var item: Int?
    /// Where the child in hand goes, when the statement works that out (in the container's
    /// space for a flow layout; the frame before any transform for a collection item).
    public var spot: Rect?
    /// How many `place` calls (flow layouts) or items prepared (collections) came before this
    /// step: the picture of the step draws those.
    public var doneCount = 0
    /// The statement's line, when the code that ran reported it itself (a learner's own file,
    /// instrumented): the listing then finds it by number, not by text.
    public var line: Int?

    public init(
        phase: WalkPhase = .sizeThatFits, function: String, code: String, says: String,
        variables: [WalkVariable] = [], decision: String? = nil, item: Int? = nil, spot: Rect? = nil,
        occurrence: Int = 0, condition: Bool? = nil
    ) {
        self.occurrence = occurrence
        self.condition = condition
        self.phase = phase
        self.function = function
        self.code = code
        self.says = says
        self.variables = variables
        self.decision = decision
        self.item = item
        self.spot = spot
    }
}

/// A variable and its value at one step, as text (numbers as `NumberText.plain` writes them).
public struct WalkVariable: Equatable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    public init(_ name: String, _ number: Double) {
        self.init(name, WalkText.number(number))
    }

    public init(_ name: String, _ number: Int) {
        self.init(name, String(number))
    }

    public init(_ name: String, _ size: Size) {
        self.init(name, "\(WalkText.number(size.width))×\(WalkText.number(size.height))")
    }
}

/// The method a step was made in: the parts of a run `walk` can jump between.
public enum WalkPhase: String, Equatable, Sendable, CaseIterable {
    case makeCache
    case updateCache
    case sizeThatFits
    case placeSubviews
    case prepare
    case targetContentOffset
}

/// How numbers and comparisons read in a step: `6 + 5 > 40 → false`.
public enum WalkText {
    /// At most three decimals (a drum's angles are read, not copied), ∞ for infinity.
    public static func number(_ value: Double) -> String {
        NumberText.rounded(value, decimals: 3)
    }

    /// `left > right → true`, with the numbers.
    public static func compare(_ left: String, _ op: String, _ right: Double, _ result: Bool) -> String {
        "\(left) \(op) \(number(right)) → \(result)"
    }
}
