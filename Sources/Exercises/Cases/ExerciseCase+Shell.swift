import LabText
import LayoutCore

extension ExerciseCase {
    /// The shell's lines that rebuild the case (`layout`, `set`, `add`), for the learner to
    /// draw it, walk it and change it: what a failing check prints under its case. What the
    /// shell cannot set (an anchor between the nine named points) is said in `unsaid`.
    func shellLines(_ layout: Exercise.LayoutReference) -> (lines: [String], unsaid: [String]) {
        var lines = ["layout \(layout.layoutKind.rawValue)"]
        var unsaid: [String] = []
        switch layout {
        case .justified: lines.append("set justified on")
        case .balanced: lines.append("set evenly on")
        default: break
        }
        lines.append("set width \(Self.shellWord(proposal.width))")
        lines.append("set height \(Self.shellWord(proposal.height))")
        if origin.x != 0 || origin.y != 0 {
            lines.append("set origin \(Self.exact(origin.x)),\(Self.exact(origin.y))")
        }
        // No spacing in the case is the layout's own default, which a fresh layout has.
        switch (horizontalSpacing, verticalSpacing) {
        case (let h?, let v?) where h == v: lines.append("set spacing \(Self.exact(h))")
        case (let h, let v):
            if let h { lines.append("set hspacing \(Self.exact(h))") }
            if let v { lines.append("set vspacing \(Self.exact(v))") }
        }
        if layout == .wrap || layout == .hstack { lines.append("set align \(alignment.rawValue)") }
        for (index, item) in items.enumerated() {
            let label = Self.label(index)
            var words: [String]
            switch item.sizing {
            case .fixed(let width, let height):
                words = ["add", label, Self.exact(width) + "x" + Self.exact(height)]
            case .flexible(let width, let height):
                words = ["add", label, Self.range(width) + "x" + Self.range(height)]
            case .spacer(let minLength):
                words = ["add", "spacer"] + (minLength == 0 ? [] : ["min=\(Self.exact(minLength))"])
            }
            if item.anchor != .center {
                if let name = item.anchor.name {
                    words.append("anchor=\(name)")
                } else {
                    unsaid.append("\(label)'s anchor \(item.anchor.code)")
                }
            }
            if let priority = item.priority { words.append("priority=\(Self.exact(priority))") }
            // The shell gives no item spacing of its own (place's JSON does).
            if item.spacing != nil { unsaid.append("\(label)'s own spacing") }
            lines.append(words.joined(separator: " "))
        }
        return (lines, unsaid)
    }

    /// A number as the shell reads it back exactly: short where that is exact (`0.5`), else in
    /// full (`0.5000000000000002`: a case about a rounding error's worth must keep it).
    static func exact(_ value: Double) -> String {
        let short = WalkText.number(value)
        return Double(short) == value ? short : "\(value)"
    }

    /// A proposed length as `set width` takes it: a number, `infinity` or `none`.
    private static func shellWord(_ value: Double?) -> String {
        guard let value else { return "none" }
        return value.isInfinite ? "infinity" : Self.exact(value)
    }

    /// A flexible length as `add` takes it: `4` when fixed, `2..4..8` (`inf` for no limit).
    private static func range(_ bounds: [Double]) -> String {
        let words = bounds.map { $0.isInfinite ? "inf" : Self.exact($0) }
        guard Set(bounds).count > 1 else { return words[0] }
        return bounds.count == 3 && bounds[1] == bounds[0] ? words[0] + ".." + words[2] : words.joined(separator: "..")
    }
}

extension CollectionCase {
    /// The shell's lines that rebuild the collection case: its layout, bounds, items and
    /// settings, the offset scrolled to and the release. A release whose proposed offset is not
    /// the lab's model of deceleration from that offset cannot be typed: said in `unsaid`.
    func shellLines() -> (lines: [String], unsaid: [String]) {
        var lines = [
            "layout \(kind.rawValue)",
            "set bounds \(ExerciseCase.exact(bounds.width))x\(ExerciseCase.exact(bounds.height))",
            "set items \(itemCount)",
            "set item-height \(ExerciseCase.exact(itemHeight))",
        ]
        switch kind {
        case .snapCarousel:
            lines += ["set inset \(ExerciseCase.exact(inset))", "set distance \(ExerciseCase.exact(distance))"]
        case .cardStack:
            lines += [
                "set inset \(ExerciseCase.exact(inset))", "set distance \(ExerciseCase.exact(distance))",
                "set min-scale \(ExerciseCase.exact(minScale))",
            ]
        case .drum:
            lines += ["set visible-items \(visibleItems)", "set max-scale \(ExerciseCase.exact(maxScale))"]
        }
        lines += ["scroll \(ExerciseCase.exact(contentOffset))", "release \(ExerciseCase.exact(velocity))"]
        var unsaid: [String] = []
        // The shell scrolls within the content; a case may start past its end.
        if let scene = collectionScene, contentOffset > scene.maximumOffset || contentOffset < 0 {
            unsaid.append(
                "the offset \(ExerciseCase.exact(contentOffset)), outside 0…\(ExerciseCase.exact(scene.maximumOffset)) where scroll keeps it"
            )
        }
        let modelled = contentOffset + velocity * CollectionScene.decelerationDistancePerVelocity
        if abs(modelled - proposedOffset) >= 1e-9 {
            unsaid.append("the release's proposed offset \(ExerciseCase.exact(proposedOffset))")
        }
        return (lines, unsaid)
    }
}
