// layoutlab exercise: carousel
//
// The reference solution: article 003's snapping carousel (its first example, the article's
// SelectorSimpleLayout; the exercise keeps the class name CarouselLayout), in UIKit's API with
// the article's names and the lab's units for the constants. targetContentOffset rests a
// released scroll with a card in the middle, through "imaginary" cards widened by the
// distance between cards.
import UIKit

final class CarouselLayout: UICollectionViewFlowLayout {
    var itemInset: CGFloat = 6
    var distance: CGFloat = 4
    var itemHeight: CGFloat = 8
    private var attrs: [UICollectionViewLayoutAttributes] = []

    override var collectionViewContentSize: CGSize {
        guard let collection = collectionView, collection.numberOfSections > 0 else { return .zero }
        let number = collection.numberOfItems(inSection: 0)
        let itemWidth = collection.bounds.width - 2 * itemInset
        let resultWidth = itemInset + CGFloat(number) * (distance + itemWidth) - distance + itemInset
        return CGSize(width: resultWidth, height: collection.bounds.height)
    }

    override func prepare() {
        super.prepare()
        attrs = []
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        itemSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)
        for i in 0..<collection.numberOfItems(inSection: 0) {
            let attr = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            attr.frame = CGRect(
                x: itemInset + CGFloat(i) * (itemSize.width + distance),
                y: collection.bounds.height / 2 - itemHeight / 2, width: itemSize.width, height: itemSize.height)
            attrs.append(attr)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attrs.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attrs[indexPath.item]
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collection = collectionView else { return proposedContentOffset }
        // The imaginary cards differ in total width from the content by distance − 2 × inset
        // (wider with the article's 100 and 36, narrower with the lab's 4 and 6): half of that
        // shifts the middle so that their edges fall halfway between real cards.
        let diff = distance / 2 - itemInset
        let contentCenterX = proposedContentOffset.x + collection.bounds.width / 2 + diff
        let imaginaryItemWidth = itemSize.width + distance
        let index = Int(contentCenterX / imaginaryItemWidth)
        return CGPoint(x: CGFloat(index) * imaginaryItemWidth, y: proposedContentOffset.y)
    }
}
