import LabSupport
import LabText
import LayoutCore
import Workbench

/// A walk on screen: one step at a time, with the code around the line that runs, the
/// variables (the ones that changed marked with their old value), the comparison that decides,
/// and the picture of what is done so far with the item in hand; or, off a terminal, every step
/// as a transcript.
public struct WalkView: Equatable, Sendable {
    public let walk: LayoutWalk
    public let listing: WalkListing
    /// What the header calls the layout: `flow (004)`.
    public let title: String
    public let options: RenderOptions

    /// A question about one step (a lesson's walk check): what the screen must not say.
    public let question: Question?

    /// What a walk question asks, so that its screen keeps it back: a variable's value, or
    /// which line runs next (then the comparison's result and what the step says are kept back
    /// too, as the line's `says` would tell).
    public enum Question: Equatable, Sendable {
        case variable(String)
        case nextLine
    }

    public init(
        walk: LayoutWalk, listing: WalkListing, title: String, options: RenderOptions, question: Question? = nil
    ) {
        self.walk = walk
        self.listing = listing
        self.title = title
        self.options = options
        self.question = question
    }

    /// The keys, as the bottom line of the screen names them.
    public static let keys = "space/→ next · ← back · n next item · p next phase · 12⏎ go to 12 · q leave"

    // MARK: One screen

    /// Step `index` as one screen `height` lines tall (the window's, less the line the cursor
    /// rests on), each line at most `options.maxColumns` wide.
    public func screen(at index: Int, height: Int) -> [String] {
        let step = walk.steps[index]
        let width = options.maxColumns
        // A question keeps back what the step says and decides: both name what happens next.
        var words = question == nil && !step.says.isEmpty ? [step.says] : []
        if let decision = step.decision, question == nil { words.append(decision) }
        words.append(variables(index))
        let text = TextWrap.fit(words.map(plain), width: width)
        var bottom: [String] = []
        if let hand = inHand(step) { bottom.append(plain(hand)) }
        if question == nil { bottom.append(plain(Self.keys)) }
        bottom = TextWrap.fit(bottom, width: width)
        // The code gets what the words and a small picture leave: 5 rows at 80×24, 9 at
        // 120×32; at least the line that runs, whole, and the lines a question names.
        let spare = height - 1 - text.count - bottom.count - 6
        let codeRows = max(1, min(9, spare / 2 * 2 + 1))
        let top = (question == nil ? [header(index)] : []) + codeWindow(step, rows: codeRows)
        let room = height - top.count - text.count - bottom.count
        // Asked for a variable, the picture would let it be counted off (a line's y): it comes
        // with the answer.
        let showsPicture = room >= 4 && !Self.asksVariable(question)
        var picture = showsPicture ? self.picture(at: index, lines: room) : []
        // A picture cut to its room ends with a line saying so: drawn a line shorter, so that
        // the keys below stay on screen.
        if picture.count > room { picture = self.picture(at: index, lines: max(1, room - (picture.count - room))) }
        return Array((top + text + picture + bottom).prefix(max(1, height)))
    }

    private static func asksVariable(_ question: Question?) -> Bool {
        if case .variable? = question { return true }
        return false
    }

    private func header(_ index: Int) -> String {
        let step = walk.steps[index]
        var after = ["step \(index + 1) of \(walk.steps.count)\(walk.isCut ? "+" : "")", step.phase.rawValue]
        if let item = step.item { after.append("item \(item)") }
        // The title gives way first: where the walk is (the step, its method, the item in hand)
        // is what the screen is for, and is never the part cut.
        let rest = plain(" · " + after.joined(separator: " · "))
        var title = plain(title)
        if let width = options.maxColumns {
            let room = width - DisplayWidth.of("walk · ") - DisplayWidth.of(rest)
            title = room >= 8 ? DisplayWidth.cut(title, columns: room) : ""
        }
        return fitted((title.isEmpty ? "walk" : "walk · " + title) + rest)
    }

    /// The lines around the statement that runs, the statement marked and whole (a line too long
    /// for the window goes on in rows marked `…`, never cut where it decides), in about `rows`
    /// rows; for a "which line runs next" question, both lines that may run next are shown too
    /// (which of them is the question), with `⋮` for what is left out between.
    func codeWindow(_ step: WalkStep, rows budget: Int) -> [String] {
        guard let line = listing.line(of: step) else {
            return TextWrap.code([plain("  (\(step.function)…) \(step.code)")], width: options.maxColumns)
        }
        var named = [line]
        if question == .nextLine {
            named += [true, false].compactMap { listing.nextLine(afterIf: line, condition: $0) }
        }
        // Every line gets its number's width from the largest that could be shown.
        let digits = String(min(listing.lines.count, (named.max() ?? line) + budget)).count
        func rows(_ number: Int) -> [String] { numberedRows(number, marked: number == line, digits: digits) }
        let low = named.min() ?? line
        let high = named.max() ?? line
        let span = (low...high).reduce(0) { $0 + rows($1).count }
        var window: [Int]
        if span <= max(budget, named.reduce(0) { $0 + rows($1).count }) {
            window = Array(low...high)
        } else {
            window = named.sorted()
        }
        // Context around the marked line while the rows last, below first (what runs next).
        var used = window.reduce(0) { $0 + rows($1).count }
        var above = (window.first ?? line) - 1
        var below = (window.last ?? line) + 1
        while used < budget, above >= 1 || below <= listing.lines.count {
            if below <= listing.lines.count, used + rows(below).count <= budget {
                window.append(below)
                used += rows(below).count
                below += 1
            } else {
                below = listing.lines.count + 1
            }
            if above >= 1, used + rows(above).count <= budget {
                window.insert(above, at: 0)
                used += rows(above).count
                above -= 1
            } else if below > listing.lines.count {
                break
            }
        }
        var result: [String] = []
        for (position, number) in window.enumerated() {
            if position > 0, number != window[position - 1] + 1 {
                result.append(plain(String(repeating: " ", count: digits + 2) + " ⋮"))
            }
            result += rows(number)
        }
        return result
    }

    /// One listing line as rows: `▶ 12 │ code`, and when it is too long for the window, its
    /// continuation rows under it (`   │     … more`).
    private func numberedRows(_ number: Int, marked: Bool, digits: Int) -> [String] {
        let bar = options.ascii ? "|" : "│"
        let mark = marked ? (options.ascii ? ">" : "▶") : " "
        let label = String(repeating: " ", count: digits - String(number).count) + String(number)
        let prefix = "\(mark) \(label) \(bar) "
        let room = options.maxColumns.map { max(8, $0 - DisplayWidth.of(prefix)) }
        return TextWrap.code([plain(listing.lines[number - 1])], width: room).enumerated().map { part, text in
            (part == 0 ? prefix : String(repeating: " ", count: digits + 2) + " \(bar) ") + text
        }
    }

    /// `index 2 · x 6→12 · …`: the variables, each that changed since the step before (in
    /// the same method) with its old value.
    func variables(_ index: Int) -> String {
        let step = walk.steps[index]
        let before =
            index > 0 && walk.steps[index - 1].phase == step.phase ? walk.steps[index - 1].variables : []
        let arrow = options.ascii ? "->" : "→"
        return step.variables.map { variable in
            if case .variable(let asked) = question, asked == variable.name { return "\(variable.name) ?" }
            // Asked which line runs next, the values are those before the line: what it changes
            // (a block on the `if`'s own line) would tell.
            if question == .nextLine, let old = before.first(where: { $0.name == variable.name }) {
                return "\(variable.name) \(old.value)"
            }
            if let old = before.first(where: { $0.name == variable.name }), old.value != variable.value {
                return "\(variable.name) \(old.value)\(arrow)\(variable.value)"
            }
            return "\(variable.name) \(variable.value)"
        }.joined(separator: " · ")
    }

    /// The item in hand and where it goes.
    private func inHand(_ step: WalkStep) -> String? {
        guard let item = step.item else { return nil }
        // Where it goes is what a question about a variable would read off.
        if question != nil { return "in hand: item \(item)" }
        var text = "in hand: item \(item)"
        if walk.items.indices.contains(item), !walk.items[item].label.isEmpty {
            text += " '" + Quote.cut(VisibleText.of(walk.items[item].label)) + "'"
        }
        if let spot = step.spot {
            text +=
                " at (\(WalkText.number(spot.minX)), \(WalkText.number(spot.minY))) \(WalkText.number(spot.width))×\(WalkText.number(spot.height))"
        }
        return text
    }

    // MARK: The picture of a step

    /// What is done before the step, and the item in hand at its spot, in `lines` lines.
    public func picture(at index: Int, lines: Int) -> [String] {
        var step = walk.steps[index]
        var options = self.options
        // A question's picture numbers no ruler and leaves the item in hand out: its position
        // is what a question may ask.
        options.withheld = question == nil ? [] : [.columnNumbers, .lineNumbers]
        if question != nil { (step.item, step.spot) = (nil, nil) }
        if let scene = walk.scene {
            var attributes = Array(walk.prepared.prefix(step.doneCount))
            if let item = step.item, let spot = step.spot, !attributes.contains(where: { $0.index == item }) {
                attributes.append(
                    CollectionItemAttributes(
                        index: item, center: Point(x: spot.minX + spot.width / 2, y: spot.minY + spot.height / 2),
                        size: spot.size))
            }
            options.pictureLines = lines
            return CollectionRenderer(options: options).render(scene, attributes)
        }
        guard let result = walk.result else { return [] }
        options.maxLines = lines
        var frames: [Int: Rect] = [:]
        if step.phase == .placeSubviews {
            for placed in walk.placed.prefix(step.doneCount) { frames[placed.index] = placed.frame }
        } else {
            // Before placeSubviews nothing is placed: the spots worked out so far in this method.
            var start = index
            while start > 0, walk.steps[start - 1].phase == step.phase { start -= 1 }
            for earlier in walk.steps[start..<index] {
                if let item = earlier.item, let spot = earlier.spot { frames[item] = spot }
            }
        }
        if let item = step.item, let spot = step.spot { frames[item] = spot }
        let placements = frames.keys.sorted().map { Placement(index: $0, frame: frames[$0]!, row: 0) }
        let bounds: Rect
        if step.phase == .placeSubviews {
            bounds = result.bounds
        } else {
            // The container's size is not known yet: as wide as it will be (an item wider than
            // that sticks out, as in the finished picture; with no width, as the spots), as tall
            // as the spots so far.
            let right = frames.values.map(\.maxX).max() ?? 0
            let bottom = frames.values.map(\.maxY).max() ?? 0
            let width = result.bounds.width.isFinite ? result.bounds.width : right
            bounds = Rect(x: result.bounds.minX, y: result.bounds.minY, width: width, height: bottom)
        }
        let partial = LayoutResult(size: bounds.size, bounds: bounds, placements: placements)
        return PictureRenderer(options: options).render(partial, items: walk.items, offered: walk.proposal)
    }

    // MARK: Off a terminal

    /// Every step (or the first `limit`), as a transcript: a heading for each method, then per
    /// step its line, what it does, the decision and the variables.
    public func transcript(limit: Int? = nil) -> [String] {
        let count = min(walk.steps.count, limit ?? walk.steps.count)
        var lines: [String] = []
        var phase: WalkPhase?
        for index in 0..<count {
            if Interruption.isRequested { break }  // Ctrl-C: the steps written so far
            let step = walk.steps[index]
            if step.phase != phase {
                phase = step.phase
                lines.append(plain("── \(step.phase.rawValue) ──"))
            }
            let where_ = listing.line(of: step).map { "line \($0)" } ?? step.function
            var heading = "\(index + 1). \(where_): \(step.code.trimmingWhitespace)"
            if let item = step.item { heading += "  [item \(item)]" }
            lines.append(plain(heading))
            if !step.says.isEmpty { lines.append("   " + plain(step.says)) }
            if let decision = step.decision { lines.append("   " + plain(decision)) }
            if !step.variables.isEmpty { lines.append("   " + plain(variables(index))) }
        }
        if count < walk.steps.count {
            lines.append("(\(walk.steps.count - count) more steps: walk --to \(walk.steps.count) shows them all)")
        } else if walk.isCut {
            lines.append("(the walk stops after \(walk.steps.count) steps: fewer items walk in full)")
        }
        return lines
    }

    private func plain(_ line: String) -> String {
        options.ascii ? ASCIIText.plain(line) : line
    }

    private func fitted(_ line: String) -> String {
        guard let width = options.maxColumns else { return line }
        return fit(line, columns: width)
    }
}
