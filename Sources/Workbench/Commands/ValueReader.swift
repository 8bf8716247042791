import LabSupport
import LabText
import LayoutCore

/// How the values a person types are read — lengths, proposals, spacing, on and off, points,
/// sizes — with one message for each way they can be wrong. The shell's commands and
/// `place`'s JSON read their values here, so that both accept and refuse the same things.
public enum ValueReader {
    /// on, yes, true, 1 — or off, no, false, 0 (any case); nil for anything else.
    public static func onOff(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "yes", "true", "1": true
        case "off", "no", "false", "0": false
        default: nil
        }
    }

    /// The words for on and off that every on/off setting takes.
    static func onOff(_ text: String, what: String) throws(CommandError) -> Bool {
        guard let on = onOff(text) else { throw .unknownWord(text, what: what, allowed: ["on", "off"]) }
        return on
    }

    /// `5,2` (or `5, 2` quoted) as a point; any finite numbers, negative too.
    static func origin(_ text: String) throws(CommandError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        guard parts.count == 2 else { throw .badOrigin(text) }
        return Point(x: try signedNumber(parts[0], "origin x"), y: try signedNumber(parts[1], "origin y"))
    }

    /// Any finite number, negative too (offsets and velocities may be).
    static func signedNumber(_ text: String, _ name: String) throws(CommandError) -> Double {
        guard let value = Double(text), value.isFinite, !text.lowercased().hasPrefix("0x") else {
            throw .notANumber(text, name: name, allowed: nil)
        }
        guard LayoutLimits.isUsableSigned(value) else {
            throw .numberOutOfRange(text, name: name, problem: "is too large", allowed: LayoutLimits.allowedSigned)
        }
        return value
    }

    /// `~/x.svg` as a path in the home folder, as a shell would read it.
    public static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = Environment.value("HOME") else {
            return path
        }
        return home + path.dropFirst()
    }

    /// The words for an infinite length, where one is allowed (a proposal, a flexible maximum):
    /// the answers' words too.
    static let infinityWords = InfinityWords.all

    /// `6x3` (or `6×3`) as a size; `nil` when the word does not look like a size at all.
    static func size(_ text: String) throws(CommandError) -> Size? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        // NaNx1 is a size with a width that is not a number, said so (not "neither a size nor
        // an option").
        guard parts.count == 2,
            parts.allSatisfy({
                $0 == "nan" || infinityWords.contains($0)
                    || ($0.first.map { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" } ?? false)
            })
        else {
            return nil
        }
        return Size(width: try length(parts[0], "width"), height: try length(parts[1], "height"))
    }

    /// A flexible item's lengths, `MIN..MAXxH` or `MIN..IDEAL..MAXxMIN..MAX` (each axis one
    /// number, or a range; the maximum may be `inf` or `∞`); nil when the text has no range.
    static func flexibleSize(_ text: String) throws(CommandError) -> FlexibleSize? {
        guard text.contains("..") else { return nil }
        // Swift's closed range, 0...8, would read as 0 to .8.
        if text.contains("...") { throw .threeDotRange(text) }
        let parts = text.lowercased().split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        // Not W×H: not a size at all (the caller says what an item's words may be).
        guard parts.count == 2 else { return nil }
        return FlexibleSize(
            width: try flexibleLength(String(parts[0]), "width"), height: try flexibleLength(String(parts[1]), "height")
        )
    }

    /// `N`, `MIN..MAX` (the ideal is the minimum) or `MIN..IDEAL..MAX`.
    private static func flexibleLength(_ text: String, _ name: String) throws(CommandError) -> FlexibleLength {
        let pieces = text.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(pieces.count) else {
            throw .notANumber(text, name: name, allowed: "a number, MIN..MAX or MIN..IDEAL..MAX")
        }
        var numbers: [Double] = []
        for (position, piece) in pieces.enumerated() {
            if position == pieces.count - 1, pieces.count > 1, infinityWords.contains(piece) {
                numbers.append(.infinity)
            } else {
                let role =
                    pieces.count == 1
                    ? name
                    : position == 0
                        ? "minimum \(name)" : position == pieces.count - 1 ? "maximum \(name)" : "ideal \(name)"
                numbers.append(try length(piece, role))
            }
        }
        let minimum = numbers[0]
        let maximum = numbers[numbers.count - 1]
        let ideal = numbers.count == 3 ? numbers[1] : minimum
        do {
            return try FlexibleLength(minimum: minimum, ideal: ideal, maximum: maximum)
        } catch {
            // "maximum 1 is below the minimum 5" says which axis: the height's maximum.
            throw refusal(
                InvalidLength(
                    value: error.value, name: "\(name) \(error.name)", problem: error.problem, allowed: error.allowed))
        }
    }

    /// A proposal length: a number, `none` (unspecified) or `infinity`.
    static func proposal(_ text: String, _ name: String) throws(CommandError) -> Double? {
        let word = text.lowercased()
        if ["none", "nil", "unspecified"].contains(word) { return nil }
        if infinityWords.contains(word) { return .infinity }
        return try length(text, name, extra: ", none or infinity")
    }

    static func spacing(_ text: String, _ name: String) throws(CommandError) -> SpacingRule {
        if text.lowercased() == "system" { return .system }
        let distance = try length(text, name, extra: " or system")
        do {
            return try .fixed(distance)
        } catch {
            throw refusal(error, extra: " or system")
        }
    }

    /// A number the layouts accept, with a message naming what is wrong otherwise.
    static func length(_ text: String, _ name: String, extra: String = "") throws(CommandError) -> Double {
        guard let value = Double(text), !text.lowercased().hasPrefix("0x") else {
            throw .notANumber(text, name: name, allowed: LayoutLimits.allowed + extra)
        }
        // 1e309 reads as infinity (past the largest Double): too large, as 1e12 is, not
        // "infinite" beside an "allowed: … infinity" that means the word.
        if value.isInfinite, text.contains(where: \.isNumber) {
            throw .numberOutOfRange(
                text, name: name, problem: value < 0 ? "is negative" : "is too large",
                allowed: LayoutLimits.allowed + extra)
        }
        do {
            return try LayoutLimits.checked(value, name)
        } catch {
            throw .numberOutOfRange(text, name: name, problem: error.problem, allowed: error.allowed + extra)
        }
    }

    /// A length the layouts refuse, as the parser words it.
    static func refusal(_ invalid: InvalidLength, extra: String = "") -> CommandError {
        .numberOutOfRange(
            NumberText.plain(invalid.value), name: invalid.name, problem: invalid.problem,
            allowed: invalid.allowed + extra)
    }
}
