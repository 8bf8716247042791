/// What reading a line gave.
public enum LineEvent: Equatable {
    case line(String)
    /// Ctrl-C: the line was thrown away; ask again.
    case cancelled
    /// Ctrl-D or the end of the input.
    case endOfInput
}

/// Where the shell's lines come from.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineEvent
    /// Remembers a line the learner entered.
    func remember(_ line: String)
}

/// Plain line reading for pipes and files: no prompt, no editing.
public final class PlainLineReader: LineReader {
    public init() {}

    public func readLine(prompt: String) -> LineEvent {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }

    public func remember(_ line: String) {}
}
