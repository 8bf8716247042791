import LabSupport
import LabText
import LayoutCore

/// The trace as numbered lines: who was asked what, and what the cache did.
public enum TraceView {
    public static func render(_ trace: [RunEvent]) -> [String] {
        let asked = trace.filter { if case .asked = $0 { true } else { false } }.count
        let hits = trace.filter(\.isCacheHit).count
        let misses = trace.filter { $0 == .cacheMiss }.count
        return trace.map(\.description)
            + [
                "\(Plural.count(asked, "question")) to children, \(hits) cache \(Plural.word(hits, "hit")), \(Plural.count(misses, "miss", plural: "misses"))"
            ]
    }
}
