// layoutlab exercise: drum
//
// Write article 003's drum's prepare(), in UIKit's own API.
//
// The wheel is worked out below: wheel() gives its radius and the angle of it in view,
// anglePerItem and lengthPerItem the slice and the arc of one item; the content size, the
// resting offset and the article's "fake" indices (wheelIndex) are done. What is missing is
// where each item goes, in prepare(), for the collection view's contentOffset.x:
// - each item is a chord of its slice, 2 × radius × sin(anglePerItem / 2) wide, itemHeight tall;
// - the wheel's centre is (bounds.width / 2 + offset, bounds.height) for a half circle (the
//   screen taller than half its width), else (bounds.width / 2 + offset, radius);
// - an item's angle is (lengthPerItem × wheelIndex(…) − offset) / radius, with the middle
//   index Int(offset / lengthPerItem); past π/2 + anglePerItem either way it is parked at π;
// - its centre is on the circle of radius − itemHeight / 2 round the wheel's centre:
//   (cx + r·sin(angle), cy − r·cos(angle));
// - the item at the top is zoomed: scale = max(maxScale − |angle| / anglePerItem, 1), and its
//   transform is CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale);
// - its zIndex is Int(scale × 10).
//
// Rules: keep `final class DrumLayout: UICollectionViewFlowLayout` and its
// `var numberOfVisibleItems`, `var itemHeight` and `var maxScale` — the checker makes the layout
// with `DrumLayout()`, sets the three for each case, scrolls the collection view and compares
// every item's centre, size, transform and zIndex with the article's.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
import UIKit

final class DrumLayout: UICollectionViewFlowLayout {
    var numberOfVisibleItems = 5
    var itemHeight: CGFloat = 4
    var maxScale: CGFloat = 1.7
    private var attributes: [UICollectionViewLayoutAttributes] = []

    /// The wheel for the bounds: its radius and the angle of it in view.
    private func wheel() -> (radius: CGFloat, angle: CGFloat) {
        guard let bounds = collectionView?.bounds else { return (0, 0) }
        let (w, h) = (bounds.width / 2, bounds.height)
        // A half circle when the screen is taller than half its width; otherwise the circle
        // through the top middle and both bottom corners.
        return h > w ? (w, .pi) : ((w * w + h * h) / (2 * h), 4 * atan(h / w))
    }

    private var anglePerItem: CGFloat { wheel().angle / CGFloat(numberOfVisibleItems) }
    private var lengthPerItem: CGFloat { anglePerItem * wheel().radius }

    override var collectionViewContentSize: CGSize {
        guard let collection = collectionView, collection.numberOfSections > 0 else { return .zero }
        let count = CGFloat(collection.numberOfItems(inSection: 0))
        return CGSize(width: collection.bounds.width + (count - 1) * lengthPerItem, height: collection.bounds.height)
    }

    override func prepare() {
        super.prepare()
        attributes = []
        // `numberOfSections > 0` is the lab's, as the carousel has it; the article's drum asks
        // numberOfItems(inSection: 0) without it (the kit always has one section).
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        let count = collection.numberOfItems(inSection: 0)
        for index in 0..<count {
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            // Your drum: the item's size, its angle on the wheel, its centre, zoom and zIndex.
            attributes.append(item)
        }
    }

    /// The article's "fake" indices: near the start the last items count as −1, −2, … (left of
    /// item 0), near the end the first ones as count, count + 1, …, so the wheel has no hole.
    private func wheelIndex(_ index: Int, middle: Int, count: Int) -> Int {
        if middle < numberOfVisibleItems {
            return index >= count - numberOfVisibleItems ? index - count : index
        }
        if middle >= count - numberOfVisibleItems {
            return index < numberOfVisibleItems ? count + index : index
        }
        return index
    }

    // Every item, parked ones too, whatever the rectangle: the article returns them all.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath.item]
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        // Whole turns of one item: the nearest multiple of the arc per item.
        let turns = ((proposedContentOffset.x + lengthPerItem / 2) / lengthPerItem).rounded(.down)
        return CGPoint(x: turns * lengthPerItem, y: proposedContentOffset.y)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
