import LayoutCore

/// Two runs of one case lined up by what they computed — the values set, the numbers compared,
/// the questions and places handed to SwiftUI (`WalkedEvent.key`) — never by line or by name,
/// and the first place where the learner's goes its own way: a comparison of the same numbers
/// that goes the other way, a value set otherwise, a proposal, place or size handed over
/// otherwise, or one the reference hands over that the learner's never does.
public enum RunAlignment {
    /// Where two runs part, with the pairs that agreed just before it.
    public struct Parting: Equatable, Sendable {
        public enum How: Equatable, Sendable {
            /// The same numbers compared, and the other way (`>=` for `>`, a tie broken the other way).
            case comparedOtherWay
            /// Other numbers compared (`x + width + spacing > max` where the reference has `x + width > max`).
            case comparedOtherNumbers
            /// A value set otherwise (a share, an offset, a spacing).
            case setOtherwise
            /// A proposal, a place or the size handed to SwiftUI otherwise.
            case handedOtherwise
            /// The reference hands over something yours never does.
            case yoursLacks
            /// Yours places a subview, or answers, where the reference does not.
            case yoursAdds
        }

        public var how: How
        /// Indices into the two traces (nil: no counterpart).
        public var yours: Int?
        public var theirs: Int?
        /// The last pairs that agreed before it, oldest first (yours, theirs).
        public var agreed: [(Int, Int)]

        public static func == (a: Parting, b: Parting) -> Bool {
            a.how == b.how && a.yours == b.yours && a.theirs == b.theirs
                && a.agreed.map { [$0.0, $0.1] } == b.agreed.map { [$0.0, $0.1] }
        }
    }

    /// The most events of each run weighed (a shrunk case makes a few hundred).
    static let limit = 2_500

    /// Where `yours` first parts from `theirs`; nil when nothing they computed tells them apart.
    public static func parting(_ yours: [WalkedEvent], _ theirs: [WalkedEvent]) -> Parting? {
        let script = align(yours.map(\.key), theirs.map(\.key))
        let theirValues = valuesByPhase(theirs)
        let yourValues = valuesByPhase(yours)
        let yourTargets = Set(
            yours.compactMap { if case .assigned(let target, _) = $0.kind { root(of: target) } else { nil } })
        var agreed: [(Int, Int)] = []
        var gapYours: [Int] = []
        var gapTheirs: [Int] = []
        // Lines of the reference's the learner's run went past without (a stretch only the
        // reference computed): where the runs part, should something differ later.
        var pending: [Int] = []
        func resolveGap() -> Parting? {
            defer { (gapYours, gapTheirs) = ([], []) }
            guard
                let (how, mine, their) = gap(
                    gapYours, gapTheirs, yours, theirs, yourValues: yourValues, theirValues: theirValues,
                    pending: pending, yourTargets: yourTargets)
            else {
                pending += gapTheirs.filter {
                    lacks($0, mine: gapYours, yours, theirs, yourValues: yourValues, yourTargets: yourTargets)
                }
                return nil
            }
            return Parting(how: how, yours: mine, theirs: their, agreed: agreed)
        }
        for step in script {
            switch step {
            case .yoursOnly(let i): gapYours.append(i)
            case .theirsOnly(let j): gapTheirs.append(j)
            case .both(let i, let j):
                if let parting = resolveGap() { return parting }
                if case .compared(let mine) = yours[i].kind, case .compared(let their) = theirs[j].kind,
                    mine.result != their.result
                {
                    return Parting(how: .comparedOtherWay, yours: i, theirs: j, agreed: agreed)
                }
                agreed = Array((agreed + [(i, j)]).suffix(3))
            }
        }
        return resolveGap()
    }

    /// The first parting within a stretch where the runs computed different things: the
    /// learner's first value the reference never computes in that method (with the reference's
    /// own that stands in its place), other numbers compared, or something handed over
    /// otherwise; else something the reference hands over that the learner's does not. A value
    /// only one side computes that the other has too (a temporary, a sum kept in a name) is no
    /// parting.
    private static func gap(
        _ mine: [Int], _ their: [Int], _ yours: [WalkedEvent], _ theirs: [WalkedEvent],
        yourValues: [WalkPhase: Set<String>], theirValues: [WalkPhase: Set<String>], pending: [Int],
        yourTargets: Set<String>
    ) -> (Parting.How, Int?, Int?)? {
        func unknown(_ event: WalkedEvent, in values: [WalkPhase: Set<String>]) -> Bool {
            let known = values[event.phase] ?? []
            return !event.values.isEmpty && event.values.contains { !known.contains($0) }
        }
        // A value the reference set earlier in the stretch, under a name yours never sets
        // there, to a value yours never computes: a line of the reference's that yours lacks
        // (a push down forgotten), which is where the runs part, before what it changed.
        func lacking(before counterpart: Int?) -> (Parting.How, Int?, Int?)? {
            guard let counterpart else { return nil }
            if let earlier = pending.first { return (.yoursLacks, nil, earlier) }
            let missing = their.first { j in
                j < counterpart && lacks(j, mine: mine, yours, theirs, yourValues: yourValues, yourTargets: yourTargets)
            }
            return missing.map { (.yoursLacks, nil, $0) }
        }
        // The values set or returned in the stretch, each side's, in order.
        let myValueEvents = mine.filter { yours[$0].isValue }
        let theirValueEvents = their.filter { theirs[$0].isValue }
        let theirStretch = Set(theirValueEvents.flatMap { theirs[$0].values })
        for i in mine {
            let event = yours[i]
            switch event.kind {
            case .assigned, .returned:
                // The same name (or a return) given another value is the surest sign; a value the
                // reference computes elsewhere in the stretch was only computed in another order.
                if let same = theirValueEvents.first(where: { theirs[$0].sameTarget(as: event) }),
                    theirs[same].values != event.values
                {
                    return lacking(before: same) ?? (.setOtherwise, i, same)
                }
                guard !event.values.contains(where: theirStretch.contains) else { continue }
                let inOrder =
                    myValueEvents.count == theirValueEvents.count
                    ? myValueEvents.firstIndex(of: i).map { theirValueEvents[$0] } : nil
                guard inOrder != nil || unknown(event, in: theirValues) else { continue }
                let counterpart = inOrder ?? theirValueEvents.first { unknown(theirs[$0], in: yourValues) }
                return lacking(before: counterpart) ?? (.setOtherwise, i, counterpart)
            case .compared:
                // The comparison in the same place among the stretch's comparisons, on other
                // numbers (`x + width + spacing` for `x + width`, `bounds.maxX` for the width
                // proposed), or one on numbers the reference never has.
                let myComparisons = mine.filter { yours[$0].isComparison }
                let theirComparisons = their.filter { theirs[$0].isComparison }
                let same = myComparisons.firstIndex(of: i).flatMap {
                    theirComparisons.indices.contains($0) ? theirComparisons[$0] : nil
                }
                guard same != nil || unknown(event, in: theirValues) else { continue }
                return lacking(before: same ?? theirComparisons.first)
                    ?? (.comparedOtherNumbers, i, same ?? theirComparisons.first)
            case .asked(let index, _, _):
                // Asking more is allowed; asking otherwise, where the reference asks, is a parting.
                if let counterpart = their.first(where: {
                    if case .asked(let other, _, _) = theirs[$0].kind { other == index } else { false }
                }) {
                    return lacking(before: counterpart) ?? (.handedOtherwise, i, counterpart)
                }
            case .placed(let index, _):
                let counterpart = their.first {
                    if case .placed(let other, _) = theirs[$0].kind { other == index } else { false }
                }
                return lacking(before: counterpart) ?? (
                    counterpart == nil ? .yoursAdds : .handedOtherwise, i, counterpart
                )
            case .answered:
                let counterpart = their.first { if case .answered = theirs[$0].kind { true } else { false } }
                return lacking(before: counterpart) ?? (
                    counterpart == nil ? .yoursAdds : .handedOtherwise, i, counterpart
                )
            }
        }
        for j in their where theirs[j].isHandedOver {
            if case .asked = theirs[j].kind { continue }
            return (.yoursLacks, nil, j)
        }
        return nil
    }

    /// Whether the reference's value event `j` is a line the learner's run lacks: a name (or a
    /// part of one) the learner's code sets somewhere (so it is theirs too, not the reference's
    /// temporary) but
    /// not in this stretch, given a value the learner's never computes in that method.
    static func lacks(
        _ j: Int, mine: [Int], _ yours: [WalkedEvent], _ theirs: [WalkedEvent],
        yourValues: [WalkPhase: Set<String>], yourTargets: Set<String>
    ) -> Bool {
        guard case .assigned(let target, _) = theirs[j].kind, yourTargets.contains(root(of: target)) else {
            return false
        }
        let known = yourValues[theirs[j].phase] ?? []
        return !theirs[j].values.allSatisfy(known.contains)
            && !mine.contains { yours[$0].sameTarget(as: theirs[j]) }
    }

    /// The name a path starts from: `attr` of `attr.center.y`, `rows` of `rows[0].width`.
    static func root(of target: String) -> String {
        String(target.prefix { $0 != "." && $0 != "[" })
    }

    private static func valuesByPhase(_ events: [WalkedEvent]) -> [WalkPhase: Set<String>] {
        var values: [WalkPhase: Set<String>] = [:]
        for event in events { values[event.phase, default: []].formUnion(event.values) }
        return values
    }

    /// The two runs row by row, as `check --walk` prints them: a row for what both computed
    /// alike, and a row for each side's own (nil on the other side).
    public static func rows(_ yours: [WalkedEvent], _ theirs: [WalkedEvent]) -> [(yours: Int?, theirs: Int?)] {
        align(yours.map(\.key), theirs.map(\.key)).map { step in
            switch step {
            case .both(let i, let j): (i, j)
            case .yoursOnly(let i): (i, nil)
            case .theirsOnly(let j): (nil, j)
            }
        }
    }

    enum Step: Equatable {
        case both(Int, Int)
        case yoursOnly(Int)
        case theirsOnly(Int)
    }

    /// The longest common subsequence of the two runs' keys, as a script read from the start:
    /// the common beginning taken as it is, the rest by the table of common suffixes.
    static func align(_ a: [String], _ b: [String]) -> [Step] {
        let a = Array(a.prefix(limit))
        let b = Array(b.prefix(limit))
        var script: [Step] = []
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] {
            script.append(.both(start, start))
            start += 1
        }
        let n = a.count - start
        let m = b.count - start
        // table[i * (m + 1) + j]: the common subsequence of a[start + i...] and b[start + j...].
        var table = [UInt16](repeating: 0, count: (n + 1) * (m + 1))
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i * (m + 1) + j] =
                        a[start + i] == b[start + j]
                        ? table[(i + 1) * (m + 1) + j + 1] + 1
                        : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
                }
            }
        }
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, a[start + i] == b[start + j],
                table[i * (m + 1) + j] == table[(i + 1) * (m + 1) + j + 1] + 1
            {
                script.append(.both(start + i, start + j))
                (i, j) = (i + 1, j + 1)
            } else if j == m || (i < n && table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1]) {
                script.append(.yoursOnly(start + i))
                i += 1
            } else {
                script.append(.theirsOnly(start + j))
                j += 1
            }
        }
        return script
    }
}
