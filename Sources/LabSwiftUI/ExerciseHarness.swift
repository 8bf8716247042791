/// Where the harness reports to `layoutlab check`: a descriptor the checker's supervisor opens
/// for it, numbered at random and named by `LAYOUTLAB_REPORT`, with a key of the run's at the
/// start of every line. The key comes on a pipe at the next descriptor, read to its end and
/// closed before the learner's code runs: it is in no environment, on no command line and in no
/// file. Both descriptors are closed in any program the learner's code starts, so neither a
/// `print` nor a stray write reaches the report by accident (the checker takes a line without
/// the key for a report it cannot read). Written unbuffered, line by line, so that a trap leaves
/// every line before it.
enum CheckerChannel {
    private static var descriptor: Int32 = -1
    private static var key = ""

    /// Takes the channel; stops the program when there is none (it is run by `layoutlab check`,
    /// not by hand).
    static func open() {
        let named = getenv("LAYOUTLAB_REPORT").map { String(cString: $0) }
        unsetenv("LAYOUTLAB_REPORT")
        guard let named, let number = Int32(named), number > 2, number < Int32.max, let read = readKey(from: number + 1)
        else {
            print("error: this program is run by layoutlab check, which gives it its cases")
            exit(2)
        }
        (descriptor, key) = (number, read)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// The key, read to the pipe's end (a hex number and a line break); the pipe is closed.
    private static func readKey(from pipe: Int32) -> String? {
        defer { close(pipe) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while bytes.count < 64 {
            let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        guard bytes.last == 0x0A, bytes.count > 1 else { return nil }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// Writes the line whole: a write a signal interrupts, or one that takes only part of the
    /// line, is carried on, so that no report line is lost or cut under load.
    static func send(_ line: String) {
        let bytes = Array((key + " " + line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer {
                write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The other end of `layoutlab check`: the program built from a learner's file runs every case
/// the checker wrote (a proposal, an origin, the layout's settings, the subviews) through the
/// learner's layout as SwiftUI would — `makeCache`, `sizeThatFits`, then `placeSubviews` in
/// bounds of the size answered — and prints, line by line, every question the layout asked a
/// subview, the size it answered and every `place` call. Each case is announced before it runs
/// and the output flushed, so that a trap or an endless loop can be pinned on its case.
public enum ExerciseHarness {
    /// Runs the cases in the file named by the first argument. `layout` makes the learner's
    /// layout for a case's settings; `values` gives each subview its layout values;
    /// `sizeQuestions` is how many times `sizeThatFits` is asked (SwiftUI may ask more than once:
    /// the caching exercise asks twice, first with `.unspecified`).
    public static func main<L: Layout>(
        sizeQuestions: Int = 1, values: (inout ExerciseItem) -> Void = { _ in }, layout make: (ExerciseSettings) -> L
    ) {
        CheckerChannel.open()
        guard CommandLine.arguments.count > 1,
            let text = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        else {
            print("error: no cases to run")
            exit(2)
        }
        var current = CaseReader()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            if first == "run" {
                run(current, sizeQuestions: sizeQuestions, values: values, make: make)
                current = CaseReader()
            } else {
                current.read(words)
            }
        }
    }

    private static func run<L: Layout>(
        _ reader: CaseReader, sizeQuestions: Int, values: (inout ExerciseItem) -> Void, make: (ExerciseSettings) -> L
    ) {
        QuestionOrder.next = 0
        emit("start \(reader.id)")
        // A walked case reports each step of the learner's instrumented code (`_LabWalk`).
        _LabWalk.walk(reader.walked)
        defer { _LabWalk.walk(false) }
        let probes = reader.items.map { item in
            var item = item
            values(&item)
            return SubviewProbe(
                answer: item.answer, spacing: item.spacing, priority: item.priority, values: item.values)
        }
        let subviews = LayoutSubviews(probes: probes)
        let layout = make(reader.settings)
        emit("phase makeCache")
        var cache = layout.makeCache(subviews: subviews)
        report(probes)
        emit("phase sizeThatFits")
        for _ in 1..<max(1, sizeQuestions) {
            _ = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        }
        let size = layout.sizeThatFits(proposal: reader.proposal, subviews: subviews, cache: &cache)
        report(probes)
        emit("size \(number(size.width)) \(number(size.height))")
        emit("phase placeSubviews")
        let bounds = CGRect(origin: reader.origin, size: size)
        layout.placeSubviews(in: bounds, proposal: reader.proposal, subviews: subviews, cache: &cache)
        report(probes)
        for (index, probe) in probes.enumerated() {
            for placement in probe.placements {
                let placed = probe.answer(placement.proposal)
                emit(
                    "place \(index) \(number(placement.position.x)) \(number(placement.position.y)) \(number(placement.anchor.x)) \(number(placement.anchor.y)) \(number(placement.proposal.width)) \(number(placement.proposal.height)) \(number(placed.width)) \(number(placed.height))"
                )
            }
        }
        emit("end \(reader.id)")
    }

    /// The questions asked since the last report, in order.
    private static func report(_ probes: [SubviewProbe]) {
        var asked: [(order: Int, line: String)] = []
        for (index, probe) in probes.enumerated() {
            for question in probe.asked {
                asked.append(
                    (
                        question.order,
                        "ask \(index) \(number(question.proposal.width)) \(number(question.proposal.height)) \(number(question.answer.width)) \(number(question.answer.height))"
                    ))
            }
            probe.asked.removeAll()
        }
        for entry in asked.sorted(by: { $0.order < $1.order }) { emit(entry.line) }
    }

    private static func number(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return "\(Double(value))"
    }

    private static func emit(_ line: String) {
        CheckerChannel.send(line)
    }
}

/// A case's settings, for making the learner's layout.
public struct ExerciseSettings {
    /// The spacing between subviews side by side and between rows; nil where the case leaves
    /// it to the layout (system spacing, or the article's default).
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var alignment: Alignment
}

/// One subview of a case: how it answers proposals and the values it carries.
public struct ExerciseItem {
    /// The anchor the case gives it (article 001 reads it through its own key).
    public let anchor: UnitPoint
    let answer: (ProposedViewSize) -> CGSize
    var spacing: ViewSpacing
    /// `.layoutPriority(_:)` (the stacks read it): 0, a spacer's −∞, or the case's own.
    var priority: Double = 0
    var values: [ObjectIdentifier: Any] = [:]

    /// Gives the subview a layout value, as `.layoutValue(key:value:)` does.
    public mutating func set<K: LayoutValueKey>(_ key: K.Type, to value: K.Value) {
        values[ObjectIdentifier(key)] = value
    }
}

/// Reads one case, line by line.
struct CaseReader {
    var id = "?"
    var proposal = ProposedViewSize.unspecified
    var origin = CGPoint.zero
    var settings = ExerciseSettings(horizontalSpacing: nil, verticalSpacing: nil, alignment: .center)
    var items: [ExerciseItem] = []
    /// The stack orientation of the layout the case is for: the axis a spacer grows along.
    var stackOrientation: Axis?
    /// Whether the learner's steps are reported in this case (`walk FILE.swift`).
    var walked = false

    mutating func read(_ words: [String]) {
        let numbers = words.dropFirst().map(Self.number)
        switch words[0] {
        case "case": id = words.count > 1 ? words[1] : "?"
        case "walk": walked = true
        case "proposal" where numbers.count == 2: proposal = ProposedViewSize(width: numbers[0], height: numbers[1])
        case "origin" where numbers.count == 2: origin = CGPoint(x: numbers[0] ?? 0, y: numbers[1] ?? 0)
        case "spacing" where numbers.count == 2:
            settings.horizontalSpacing = numbers[0]
            settings.verticalSpacing = numbers[1]
        case "alignment" where words.count == 2: settings.alignment = Self.alignments[words[1]] ?? .center
        case "orientation" where words.count == 2:
            stackOrientation = ["horizontal": .horizontal, "vertical": .vertical][words[1]]
        case "spacer" where numbers.count == 3:
            items.append(Self.spacer(minLength: numbers[0] ?? 0, along: stackOrientation, anchor: numbers))
        case "priority" where numbers.count == 1 && !items.isEmpty: items[items.count - 1].priority = numbers[0] ?? 0
        // The subview's own preferred distances, top, leading, bottom, trailing (nil: none stated).
        case "edges" where numbers.count == 4 && !items.isEmpty:
            items[items.count - 1].spacing = ViewSpacing(
                top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
        case "fixed" where numbers.count == 4:
            let size = CGSize(width: numbers[0] ?? 0, height: numbers[1] ?? 0)
            items.append(
                ExerciseItem(
                    anchor: UnitPoint(x: numbers[2] ?? 0.5, y: numbers[3] ?? 0.5), answer: { _ in size },
                    spacing: .lab))
        case "flexible" where numbers.count == 8:
            let (width, height) = ((numbers[0]!, numbers[1]!, numbers[2]!), (numbers[3]!, numbers[4]!, numbers[5]!))
            items.append(
                ExerciseItem(
                    anchor: UnitPoint(x: numbers[6] ?? 0.5, y: numbers[7] ?? 0.5),
                    answer: { proposal in
                        CGSize(
                            width: Self.answer(proposal.width, width), height: Self.answer(proposal.height, height))
                    }, spacing: .lab))
        default: break
        }
    }

    /// `Spacer(minLength:)` in a layout whose stack orientation is `axis`, as OpenSwiftUI has it:
    /// along the axis what it is offered (∞ too), never less than its minimum, which is also its
    /// ideal; nothing across; both ways with no orientation. Priority −∞, spacing 0 along.
    static func spacer(minLength: CGFloat, along axis: Axis?, anchor numbers: [CGFloat?]) -> ExerciseItem {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        var item = ExerciseItem(
            anchor: UnitPoint(x: numbers[1] ?? 0.5, y: numbers[2] ?? 0.5),
            answer: { proposal in
                switch axis {
                case .horizontal: CGSize(width: length(proposal.width), height: 0)
                case .vertical: CGSize(width: 0, height: length(proposal.height))
                case nil: CGSize(width: length(proposal.width), height: length(proposal.height))
                }
            }, spacing: .spacer(along: axis))
        item.priority = -.infinity
        return item
    }

    /// A flexible length's answer: its ideal when nothing is proposed, else the proposal kept
    /// between its minimum and maximum (the lab engine's model of a flexible frame).
    static func answer(_ proposed: CGFloat?, _ length: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
        guard let proposed else { return length.1 }
        return min(max(proposed, length.0), length.2)
    }

    static func number(_ word: String) -> CGFloat? {
        word == "nil" ? nil : Double(word).map { CGFloat($0) }
    }

    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
}
