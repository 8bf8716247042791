/// Why a command cannot be done: what is wrong, and what is allowed, in one line. Parsing,
/// applying an edit and the lesson commands all throw it; the shell and `layoutlab run` turn it
/// into `error: …` on standard error.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
