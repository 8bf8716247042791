import LabText

extension JSONValue {
    /// The value as one line of JSON with a space after each `:` and `,`, the way the
    /// `place` interface shows it: `{"width": 30, "height": 5}`.
    public var compactText: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += JSONValue.numberText(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += ", " }
                JSONValue.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Whole numbers without a fraction (`30`, not `30.0`); others in Swift's shortest exact
    /// form. JSON has no NaN or infinity, so those become `null` (the layouts never make them).
    static func numberText(_ value: Double) -> String {
        value.isFinite ? NumberText.plain(value) : "null"
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            // C1 controls and the bidirectional overrides are legal JSON raw, but a terminal
            // that shows the output would act on them (U+009B starts an escape sequence).
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
