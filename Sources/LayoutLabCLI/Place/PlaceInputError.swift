import LabJSON
import LabSupport
import LabText
import LayoutCore

/// A `place` request that cannot be used, naming the field at fault: `items[2].width`.
public struct PlaceInputError: LabError, Equatable, CustomStringConvertible {
    public let field: String
    public let message: String

    public var description: String { field.isEmpty ? message : "\(field): \(message)" }

    /// A length the layouts refuse: "-3 is negative (allowed: a number from 0 to 1000000000)".
    init(field: String, _ invalid: InvalidLength) {
        self.init(
            field: field, message: "\(NumberText.plain(invalid.value)) \(invalid.problem) (allowed: \(invalid.allowed))"
        )
    }

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}

/// Reads typed values out of one JSON object, knowing its path for messages, and refuses
/// members it does not know (a typo should not be silently ignored).
struct ObjectReader {
    let object: JSONObject
    let path: String

    init(_ value: JSONValue, path: String, allowed: [String]) throws(PlaceInputError) {
        guard case .object(let object) = value else {
            throw PlaceInputError(field: path, message: "expected an object, got \(value.kindDescription)")
        }
        self.object = object
        self.path = path
        for key in object.keys where !allowed.contains(key) {
            let hint = Suggestion.didYouMean(key, among: allowed)
            throw PlaceInputError(
                field: field(key),
                message: "unknown field\(hint) (allowed: \(allowed.joined(separator: ", ")))")
        }
    }

    func field(_ key: String) -> String { path.isEmpty ? Quote.cut(key) : "\(path).\(Quote.cut(key))" }

    /// The member, treating `null` like absence.
    func value(_ key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    func string(_ key: String) throws(PlaceInputError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            throw PlaceInputError(field: field(key), message: "expected a string, got \(value.kindDescription)")
        }
        return text
    }

    func bool(_ key: String) throws(PlaceInputError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw PlaceInputError(field: field(key), message: "expected true or false, got \(value.kindDescription)")
        }
        return flag
    }

    /// A length the layouts accept: a number from 0 to the limit.
    func length(_ key: String) throws(PlaceInputError) -> Double? {
        guard let value = value(key) else { return nil }
        return try checkedLength(value, field: field(key))
    }

    /// One of a fixed set of names, matched without regard to case.
    func choice<T>(_ key: String, _ names: [String], _ make: (String) -> T?) throws(PlaceInputError) -> T? {
        guard let text = try string(key) else { return nil }
        guard let result = make(text) else {
            throw PlaceInputError(
                field: field(key),
                message:
                    "unknown value \"\(Quote.cut(text))\"\(Suggestion.didYouMean(text, among: names)) (allowed: \(names.joined(separator: ", ")))"
            )
        }
        return result
    }
}

func checkedLength(_ value: JSONValue, field: String) throws(PlaceInputError) -> Double {
    guard case .number(let number) = value else {
        throw PlaceInputError(
            field: field, message: "expected a number, got \(value.kindDescription) (allowed: \(LayoutLimits.allowed))")
    }
    // JSON has no infinity: an infinite number was a literal too long for a Double (5,000
    // digits), which is too large, not "∞".
    if number.isInfinite {
        throw PlaceInputError(
            field: field,
            message: "the number is \(number > 0 ? "too large" : "negative") (allowed: \(LayoutLimits.allowed))")
    }
    do {
        return try LayoutLimits.checked(number, "")
    } catch {
        throw PlaceInputError(field: field, error)
    }
}

/// A signed number outside its range, in words: an infinite one was a literal too long for a
/// Double, and is said to be too large.
func outOfRange(_ number: Double, field: String) -> PlaceInputError {
    PlaceInputError(
        field: field,
        message: number.isInfinite
            ? "the number is too far from 0 (allowed: \(LayoutLimits.allowedSigned))"
            : "\(NumberText.plain(number)) is out of range (allowed: \(LayoutLimits.allowedSigned))")
}
