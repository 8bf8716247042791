// layoutlab exercise: drum
//
// The reference solution: article 003's drum (the article's CarouselLayout; the exercise keeps
// the class name DrumLayout), in UIKit's API with the article's names and the lab's units for
// the constants. The items stand on the rim of a wheel that rolls under the top of the screen
// as the content scrolls; each takes an equal slice of the angle in view, the one at the top is
// zoomed, and those beyond a quarter turn and one slice are parked at the bottom, out of sight.
// (The article also hands each cell its slice's radii in an attributes subclass; the checker
// leaves those out.)
import UIKit

final class DrumLayout: UICollectionViewFlowLayout {
    var numberOfVisibleItems = 5
    var itemHeight: CGFloat = 4
    var maxScale: CGFloat = 1.7
    private var attrs: [UICollectionViewLayoutAttributes] = []

    override var collectionViewContentSize: CGSize {
        guard let collection = collectionView, collection.numberOfSections > 0 else { return .zero }
        let radius = getRadius()
        let anglePerItem = getAngle() / CGFloat(numberOfVisibleItems)
        let lengthPerItem = anglePerItem * radius
        let width = collection.bounds.width + CGFloat(collection.numberOfItems(inSection: 0) - 1) * lengthPerItem
        return CGSize(width: width, height: collection.bounds.height)
    }

    override func prepare() {
        super.prepare()
        attrs = []
        // `numberOfSections > 0` is the lab's, as the carousel has it; the article's drum asks
        // numberOfItems(inSection: 0) without it (the kit always has one section).
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        let radius = getRadius()
        let anglePerItem = getAngle() / CGFloat(numberOfVisibleItems)
        let lengthPerItem = anglePerItem * radius
        let itemSize = getItemSize(radius: radius, anglePerItem: anglePerItem)
        let contentCenter = getContentCenter(radius: radius)
        let itemCenterRadius = radius - itemSize.height / 2
        let numberOfItems = collection.numberOfItems(inSection: 0)
        let centerItemIndex = Int(collection.contentOffset.x / lengthPerItem)
        for i in 0..<numberOfItems {
            let attr = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            let index = fakeItemIndexFor(itemIndex: i, centerItemIndex: centerItemIndex, numberOfItems: numberOfItems)
            let absX = lengthPerItem * CGFloat(index)
            let relativeX = absX - collection.contentOffset.x
            var angle = relativeX / radius
            // Past a quarter turn and one slice: parked at the bottom of the wheel.
            if abs(angle) > CGFloat.pi / 2 + anglePerItem {
                angle = CGFloat.pi
            }
            let scale = max(maxScale - abs(angle) / anglePerItem, 1)
            attr.size = itemSize
            attr.center = CGPoint(
                x: contentCenter.x + itemCenterRadius * sin(angle), y: contentCenter.y - itemCenterRadius * cos(angle))
            attr.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            attr.zIndex = Int(scale * 10)
            attrs.append(attr)
        }
    }

    // Every item, parked ones too, whatever the rectangle: the article returns them all.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attrs
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attrs[indexPath.item]
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let radius = getRadius()
        let anglePerItem = getAngle() / CGFloat(numberOfVisibleItems)
        let lengthPerItem = anglePerItem * radius
        // Whole turns of one item: the nearest multiple of the arc per item.
        let floatIndex = floor((proposedContentOffset.x + lengthPerItem / 2) / lengthPerItem)
        let x = floatIndex * lengthPerItem
        return CGPoint(x: x, y: proposedContentOffset.y)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// A half circle when the screen is taller than half its width; otherwise the circle
    /// through the top middle and both bottom corners.
    private func getRadius() -> CGFloat {
        guard let bounds = collectionView?.bounds else { return 0 }
        let w = bounds.width / 2
        let h = bounds.height
        return h > w ? w : (w * w + h * h) / (2 * h)
    }

    /// The angle of the wheel in view.
    private func getAngle() -> CGFloat {
        guard let bounds = collectionView?.bounds else { return 0 }
        let w = bounds.width / 2
        let h = bounds.height
        return h > w ? .pi : 4 * atan(h / w)
    }

    /// The wheel's centre, in content coordinates.
    private func getContentCenter(radius: CGFloat) -> CGPoint {
        guard let collection = collectionView else { return .zero }
        let w = collection.bounds.width / 2
        let h = collection.bounds.height
        let offset = collection.contentOffset.x
        return h > w ? CGPoint(x: w + offset, y: h) : CGPoint(x: w + offset, y: radius)
    }

    /// An item is as wide as the chord under its slice of the rim.
    private func getItemSize(radius: CGFloat, anglePerItem: CGFloat) -> CGSize {
        CGSize(width: 2 * radius * sin(anglePerItem / 2), height: itemHeight)
    }

    /// The article's "fake" indices: near the start the last items count as −1, −2, … (left of
    /// item 0), near the end the first ones as count, count + 1, …, so the wheel has no hole.
    private func fakeItemIndexFor(itemIndex: Int, centerItemIndex: Int, numberOfItems: Int) -> Int {
        if centerItemIndex < numberOfVisibleItems {
            return itemIndex >= numberOfItems - numberOfVisibleItems ? itemIndex - numberOfItems : itemIndex
        } else if centerItemIndex >= numberOfItems - numberOfVisibleItems {
            return itemIndex < numberOfVisibleItems ? numberOfItems + itemIndex : itemIndex
        }
        return itemIndex
    }
}
