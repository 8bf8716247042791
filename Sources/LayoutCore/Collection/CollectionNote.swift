import LabText

/// Something a learner must be told about a scrolling layout because its numbers alone would
/// mislead (the twin of `LayoutNote` for article 003's layouts).
public enum CollectionNote: Hashable, Sendable {
    /// The article's `Int(contentCenterX / imaginaryItemWidth)` traps: the quotient is beyond
    /// `Int`'s range. The lab goes on as if it had truncated.
    case targetIndexTraps
    /// The card stack's scale divides by `maxDistance = (items − 1) × (item width + distance)`,
    /// which is 0 with one item: these items' scale is ∞ (NaN when min-scale is 1).
    case undefinedScale([Int])
    /// The drum's inner radius, `(R − itemHeight) / cos(anglePerItem / 2)`, comes out larger
    /// than the outer one: on a wide wheel the division by the cosine adds more than the item's
    /// height takes away. (The inner and outer radius of the item given, at its scale.)
    case innerBeyondOuterRadius(inner: Double, outer: Double)
    /// The article's content width formula goes negative with no items.
    case negativeContentWidth(Double)
    /// The drum's fake indices send `items`, which belong in view, round to the other side of
    /// the wheel (where they are parked): it happens with fewer than `needed` items.
    case fakeIndicesMisplace(items: [Int], count: Int, needed: Int)

    /// One line for the picture and for `place`'s `"note"`.
    public var message: String {
        switch self {
        case .targetIndexTraps:
            "the article's Int(contentCenterX / imaginaryItemWidth) would trap here (the quotient is beyond Int's range); shown truncated as if it had not"
        case .undefinedScale(let indices):
            "item \(indices.map(String.init).joined(separator: ", ")): the article's scale divides by maxDistance = (items − 1) × (item width + distance), which is 0 with one item, so it is ∞ (NaN when min-scale is 1): not drawn"
        case .innerBeyondOuterRadius(let inner, let outer):
            "the article's innerRadius, (R − itemHeight) / cos(anglePerItem / 2), is larger than the outer radius here (\(NumberText.rounded(inner)) against \(NumberText.rounded(outer)) for the middle item): on a wheel this wide the division by the cosine adds more than the item's height takes away; the numbers are the article's"
        case .fakeIndicesMisplace(let items, let count, let needed):
            "the article's fake indices send \(Plural.word(items.count, "item")) \(items.map(String.init).joined(separator: ", ")), which belong\(items.count == 1 ? "s" : "") in view, round to the other side of the wheel, out of sight: with \(count) items this happens near the ends (with these visible-items it takes \(needed) items never to happen)"
        case .negativeContentWidth(let width):
            "the article's content width formula gives a negative width here, \(NumberText.plain(width)), with no items"
        }
    }
}
