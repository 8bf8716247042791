// layoutlab exercise: drum
//
// The reference solution: article 003's drum in UIKit's API, with the lab's units for the
// constants. The items stand on the rim of a wheel that rolls under the top of the screen as the
// content scrolls; each takes an equal slice of the angle in view, the one at the top is zoomed,
// and those beyond a quarter turn are parked at the bottom, out of sight. (The article also
// hands each cell its slice's radii in an attributes subclass; the checker leaves those out.)
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
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        let (radius, _) = wheel()
        let slice = anglePerItem
        let itemSize = CGSize(width: 2 * radius * sin(slice / 2), height: itemHeight)
        let (w, h) = (collection.bounds.width / 2, collection.bounds.height)
        let offset = collection.contentOffset.x
        let center = CGPoint(x: w + offset, y: h > w ? h : radius)
        let rimRadius = radius - itemHeight / 2
        let count = collection.numberOfItems(inSection: 0)
        let middleIndex = Int(offset / lengthPerItem)
        for index in 0..<count {
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            let place = wheelIndex(index, middle: middleIndex, count: count)
            var angle = (lengthPerItem * CGFloat(place) - offset) / radius
            // Past a quarter turn and one slice: parked at the bottom of the wheel.
            if abs(angle) > .pi / 2 + slice { angle = .pi }
            let scale = max(maxScale - abs(angle) / slice, 1)
            item.size = itemSize
            item.center = CGPoint(x: center.x + rimRadius * sin(angle), y: center.y - rimRadius * cos(angle))
            item.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            item.zIndex = Int(scale * 10)
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
