import Foundation
import LabSupport
import TestSupport

/// The broken solutions the checker is tried on: each is an exercise's reference solution
/// with one slip made in it (an article's known mistake, a trap, a loop that never ends, a
/// compile error), written to a file of its own when a test asks for it. Made from the
/// reference, a broken solution follows it when it changes; a slip that no longer applies
/// is refused rather than silently giving the reference back.
enum BrokenSolutions {
    static let root = RepositoryFile.root

    /// Each broken solution: the exercise whose reference it starts from, and its slips, as
    /// text to find (once) and text to put in its place.
    static let slips: [String: (exercise: String, changes: [(String, String)])] = [
        "anchors-bounds-width": (
            "anchors",
            [
                (
                    #"            if lineX + cache.sizes[index].width > (proposal.width ?? 0) {"#,
                    #"            if lineX + cache.sizes[index].width > bounds.maxX {"#
                )
            ]
        ),
        "anchors-ignores-anchor": (
            "anchors",
            [
                (
                    #"            let anchor = subviews[index][UnitPointKey.self]"#,
                    #"            let anchor = UnitPoint.center"#
                )
            ]
        ),
        // As CSS's text-align: justify does, not as SwiftUI-Flow does: the last row left as it is.
        "justified-not-the-last-row": (
            "justified",
            [
                (
                    #"        return groups.map { items in"#,
                    #"        return groups.enumerated().map { number, items in"#
                ),
                (
                    #"            let share = available.isFinite && items.count > 1 ? max(0, (available - used) / CGFloat(items.count - 1)) : 0"#,
                    #"            let share = available.isFinite && items.count > 1 && number < groups.count - 1 ? max(0, (available - used) / CGFloat(items.count - 1)) : 0"#
                ),
            ]
        ),
        // The squares alone, without the bias toward fuller early rows.
        "balanced-no-bias": (
            "balanced",
            [
                (
                    #"                let cost = costs[start] + penalty + CGFloat(count - start) * 5"#,
                    #"                let cost = costs[start] + penalty"#
                )
            ]
        ),
        "carousel-no-correction": (
            "carousel",
            [
                (#"        let diff = distance / 2 - itemInset"#, #"        let diff: CGFloat = 0"#)
            ]
        ),
        "carousel-rounds": (
            "carousel",
            [
                (
                    #"""
                            let index = Int(contentCenterX / imaginaryItemWidth)
                            return CGPoint(x: CGFloat(index) * imaginaryItemWidth, y: proposedContentOffset.y)
                    """#,
                    #"""
                            let index = (contentCenterX / imaginaryItemWidth).rounded()
                            return CGPoint(x: index * imaginaryItemWidth, y: proposedContentOffset.y)
                    """#
                )
            ]
        ),
        "card-stack-no-push-down": (
            "card-stack",
            [
                (
                    #"                attr.center.y += itemSize.height * (1 - scale)"#,
                    #"                // pushed down: forgotten"#
                )
            ]
        ),
        "card-stack-later-on-top": (
            "card-stack", [(#"            attr.zIndex = -i"#, #"            attr.zIndex = i"#)]
        ),
        "drum-no-fake-indices": (
            "drum",
            [
                (
                    #"            let index = fakeItemIndexFor(itemIndex: i, centerItemIndex: centerItemIndex, numberOfItems: numberOfItems)"#,
                    #"            let index = i"#
                )
            ]
        ),
        "drum-never-parks": (
            "drum", [(#"                angle = CGFloat.pi"#, #"                // never parked"#)]
        ),
        "flow-cache-asks-twice": (
            "flow",
            [
                (#"// layoutlab exercise: flow"#, #"// layoutlab exercise: flow-cache"#)
            ]
        ),
        "flow-cache-measures-in-sizethatfits": (
            "flow-cache",
            [
                (
                    #"        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })"#,
                    #"        Cache(sizes: [])"#
                ),
                (
                    #"        CGSize(width: proposal.width ?? 0, height: rows(cache.sizes, maxWidth: proposal.width ?? .infinity).height)"#,
                    #"""
                            cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                            return CGSize(
                                width: proposal.width ?? 0, height: rows(cache.sizes, maxWidth: proposal.width ?? .infinity).height)
                    """#
                ),
            ]
        ),
        "flow-cache-no-spacing": (
            "flow-cache",
            [
                (#"            x += size.width + spacing"#, #"            x += size.width"#)
            ]
        ),
        "flow-endless": (
            "flow",
            [
                (
                    #"    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {"#,
                    #"""
                        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                            var spins = 0
                            while subviews.count > 1 { spins += 1 }
                    """#
                )
            ]
        ),
        "flow-never-places": (
            "flow",
            [
                (
                    #"        for p in r.placements {"#,
                    #"""
                            for p in r.placements {
                                if p.index == 1 { continue }
                    """#
                )
            ]
        ),
        "flow-no-row-spacing": (
            "flow",
            [
                (#"                y += rowHeight + spacing"#, #"                y += rowHeight"#)
            ]
        ),
        "flow-prints-and-slices": (
            "flow",
            [
                (
                    #"        let r = layout(subviews, maxWidth: bounds.width)"#,
                    #"""
                            // Debugging output, and words the checker itself uses: neither disturbs it.
                            print("end 0", terminator: "")
                            print("start 99\nsize 1 1")
                            let r = layout(subviews[subviews.startIndex...], maxWidth: bounds.width)
                    """#
                )
            ]
        ),
        "flow-renamed-spacing": (
            "flow",
            [
                (#"    var spacing: CGFloat = 8"#, #"    var gap: CGFloat = 8"#),
                (#"                y += rowHeight + spacing"#, #"                y += rowHeight + gap"#),
                (#"            x += size.width + spacing"#, #"            x += size.width + gap"#),
            ]
        ),
        "flow-syntax-error": (
            "flow",
            [
                (
                    #"        return CGSize(width: proposal.width ?? 0, height: r.height)"#,
                    #"        return CGSize(width: proposal.width ?? 0, height: r.heigth)"#
                )
            ]
        ),
        "flow-traps": (
            "flow",
            [
                (
                    #"        let r = layout(subviews, maxWidth: bounds.width)"#,
                    #"""
                            let r = layout(subviews, maxWidth: bounds.width)
                            if subviews.count > 2 { fatalError("three is a crowd") }
                    """#
                )
            ]
        ),
        "flow-index-out-of-range": (
            "flow",
            [
                (
                    #"        for p in r.placements {"#,
                    #"""
                            for i in 0...r.placements.count {
                                let p = r.placements[i]
                    """#
                )
            ]
        ),
        "flow-prints-and-wraps-first": (
            "flow",
            [
                (
                    #"            if x + size.width > maxWidth, x > 0 {"#,
                    #"""
                                print("x is", x, "of", maxWidth)
                                if x + size.width > maxWidth, x >= 0 {
                    """#
                )
            ]
        ),
        // The issue's own slip: a tag exactly as wide as what is left wraps all the same.
        "flow-wraps-at-the-edge": (
            "flow",
            [
                (
                    #"            if x + size.width > maxWidth, x > 0 {"#,
                    #"            if x + size.width >= maxWidth, x > 0 {"#
                )
            ]
        ),
        "flow-wraps-first": (
            "flow",
            [
                (
                    #"            if x + size.width > maxWidth, x > 0 {"#,
                    #"            if x + size.width > maxWidth, x >= 0 {"#
                )
            ]
        ),
        "wrap-force-unwrap": (
            "wrap",
            [
                (
                    #"            guard let maxHeightIndex = tallest?.index else { continue }"#,
                    #"            let maxHeightIndex = tallest!.index"#
                )
            ]
        ),
        "wrap-vertical-axis": (
            "wrap",
            [
                (
                    #"""
                            return lhs.spacing.distance(to: rhs.spacing, along: .horizontal)
                        }
                    }
                    """#,
                    #"""
                            return lhs.spacing.distance(to: rhs.spacing, along: .vertical)
                        }
                    }
                    """#
                )
            ]
        ),
        // The planted slips of "Where yours parts": an assignment, a comparison, a dropped guard.
        "hstack-splits-over-all": (
            "hstack",
            [
                (
                    #"max(availableSpace / CGFloat(remainingCount), 0)"#,
                    #"max(availableSpace / CGFloat(count), 0)"#
                )
            ]
        ),
        "wrap-no-empty-guard": (
            "wrap",
            [(#"        if rows.isEmpty { return cache.minSize }"#, #"        // (no guard for an empty layout)"#)]
        ),
        "wrap-full-row-wraps": (
            "wrap",
            [
                (
                    #"if currentX + size.width + spacing > proposal.width ?? .infinity"#,
                    #"if currentX + size.width + spacing >= proposal.width ?? .infinity"#
                )
            ]
        ),
        "flow-counts-trailing-spacing": (
            "flow",
            [(#"if x + size.width > maxWidth, x > 0 {"#, #"if x + size.width + spacing > maxWidth, x > 0 {"#)]
        ),
        "wrap-widest-row": (
            "wrap",
            [
                (
                    #"        let width = proposal.width ?? rows.map { $0.width }.reduce(.zero) { max($0, $1) }"#,
                    #"        let width = rows.map { $0.width }.reduce(.zero) { max($0, $1) }"#
                )
            ]
        ),
    ]

    /// Writes the broken solution `name` into a folder of its own (its file name is the one
    /// reports show) and returns its path.
    static func file(_ name: String) throws -> String {
        guard let slip = slips[name] else { throw Missing(what: "no broken solution \(name)") }
        var text = try String(
            contentsOf: root.appendingPathComponent("Exercises/\(slip.exercise)/Solution.swift"), encoding: .utf8)
        for (old, new) in slip.changes {
            guard text.components(separatedBy: old).count == 2 else {
                throw Missing(what: "\(name): the reference no longer has the text the slip changes")
            }
            text = text.replacingOccurrences(of: old, with: new)
        }
        // Named by its content, so that a run after the first finds its build in the cache.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-broken/\(name)-\(Fingerprint.of([text]))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name + ".swift").path
        if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return path
    }

    struct Missing: Error, CustomStringConvertible {
        let what: String
        var description: String { what }
    }
}
