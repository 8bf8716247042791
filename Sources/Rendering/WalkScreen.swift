import LabSupport
import LabText

/// `walk` on a terminal: one step per screen, redrawn in place, moved by keys — space or →
/// the next step, ← the one before, n the next item, p the next method, digits and Enter to go
/// to a step, q (or Ctrl-C, Escape) to leave. A resize redraws at the new size. The shell's
/// `walk`, `layoutlab walk` and `demo` all step through walks with it.
public struct WalkScreen {
    let view: WalkView
    let key: () -> KeyReader.RawKey
    /// The window's height now (it may change while walking).
    let windowLines: () -> Int
    /// The step shown first.
    let start: Int

    public init(
        view: WalkView, key: @escaping () -> KeyReader.RawKey = KeyReader.nextRaw, windowLines: @escaping () -> Int,
        start: Int = 0
    ) {
        self.view = view
        self.key = key
        self.windowLines = windowLines
        self.start = start
    }

    public func run() {
        let walk = view.walk
        var index = min(max(0, start), walk.steps.count - 1)
        var typed = ""
        KeyReader.watchWindowSize()
        // The alternate screen, as a pager uses: leaving puts the session's lines back.
        StandardStreams.writeOutput("\u{1B}[?1049h")
        defer {
            StandardStreams.writeOutput("\u{1B}[?1049l")
            StandardStreams.writeOutput("walk: left at step \(index + 1) of \(walk.steps.count)\n")
        }
        while true {
            draw(index, typed: typed)
            switch key() {
            case .quit, .escape: return
            case .resized, .up, .down: continue
            case .right, .space: index = min(index + 1, walk.steps.count - 1)
            case .left: index = max(index - 1, 0)
            case .backspace:
                if typed.isEmpty { index = max(index - 1, 0) } else { typed.removeLast() }
            case .enter:
                if let number = Int(typed), (1...walk.steps.count).contains(number) {
                    index = number - 1
                } else if typed.isEmpty {
                    index = min(index + 1, walk.steps.count - 1)
                }
                typed = ""
            case .character(let character):
                if character.isASCII, character.isNumber, typed.count < 6 {
                    typed.append(character)
                } else if character == "n" {
                    index = walk.nextItem(after: index) ?? index
                } else if character == "p" {
                    index = walk.nextPhase(after: index) ?? index
                } else if character == "b" {
                    index = max(index - 1, 0)
                } else if character == "Q" {
                    return
                }
            }
        }
    }

    /// The step's screen from the top of the window, the digits typed so far on the last line.
    private func draw(_ index: Int, typed: String) {
        var lines = view.screen(at: index, height: windowLines() - 1)
        if !typed.isEmpty { lines[lines.count - 1] = "go to step: \(typed) (Enter)" }
        StandardStreams.writeOutput("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
    }
}
