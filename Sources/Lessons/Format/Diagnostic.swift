import LabText
import LayoutCore

/// A problem found in a lesson file, in the form compilers use:
/// `Lessons/flow-basics.lesson:12:9: error: unknown name 'rowz'`.
public struct Diagnostic: LabError, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// The step it is about (from 0), when it is about one.
    public var step: Int?

    public init(
        file: String, line: Int, column: Int, severity: Severity = .error, code: DiagnosticCode, message: String,
        step: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.code = code
        self.message = message
        self.step = step
    }

    /// As printed for people: a file name or a message that quotes the file may hold an escape
    /// sequence (a file named so on purpose), shown as its visible pictures, never raw.
    public var description: String {
        VisibleText.of("\(file):\(line):\(column): \(severity.rawValue): \(message)")
    }
}
