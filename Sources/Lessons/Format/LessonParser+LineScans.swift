import Exercises
import LabSupport
import LabText
import LayoutCore

/// What a lesson line holds that a reader cannot see: reordering and control characters, a
/// step number, bytes found without decoding the line.
extension LessonParser {
    /// What a character `VisibleText` replaces is, in a few words.
    static func reorderingName(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x2028: "a line separator"
        case 0x2029: "a paragraph separator"
        case 0x202D, 0x202E: "a bidirectional override"
        case 0x202A, 0x202B, 0x202C: "a bidirectional embedding"
        case 0x2066...0x2069: "a bidirectional isolate"
        case 0x061C, 0x200E, 0x200F: "a bidirectional mark"
        default: "a control character"
        }
    }

    /// The column where `line` names a step by its number ("step 3", "Steps 1 to 5"), if it does.
    static func stepNumberColumn(_ line: String) -> Int? {
        guard Self.hasBytes("tep", in: line), let match = line.firstMatch(of: #/\b[Ss]teps? \d/#) else { return nil }
        return line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
    }

    /// Whether `line` holds `bytes` (ASCII) in a row: a cheap first look before a regular
    /// expression, as every line of every lesson is read at each start.
    static func hasBytes(_ bytes: StaticString, in line: String) -> Bool {
        let wanted = UnsafeBufferPointer(start: bytes.utf8Start, count: bytes.utf8CodeUnitCount)
        var matched = 0
        for byte in line.utf8 {
            if byte == wanted[matched] {
                matched += 1
                if matched == wanted.count { return true }
            } else {
                matched = byte == wanted[0] ? 1 : 0
            }
        }
        return false
    }

    /// The column of a control character (NUL, escape, …; a tab is fine), if the line has one.
    static func controlCharacterColumn(_ line: String) -> Int? {
        // Most lines have no byte that could start one (C1 controls start with 0xC2).
        guard line.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }) else { return nil }
        for (index, character) in line.enumerated() {
            guard let scalar = character.unicodeScalars.first else { continue }
            if scalar.value == 0x09 { continue }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { return index + 1 }
        }
        return nil
    }
}
