// layoutlab exercise: carousel
//
// The reference solution: article 003's snapping carousel (its first example) in UIKit's API,
// with the lab's units for the constants. targetContentOffset rests a released scroll with a
// card in the middle, through "imaginary" cards widened by the distance between cards.
import UIKit

final class CarouselLayout: UICollectionViewFlowLayout {
    var itemInset: CGFloat = 6
    var distance: CGFloat = 4
    var itemHeight: CGFloat = 8
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override var collectionViewContentSize: CGSize {
        guard let collection = collectionView, collection.numberOfSections > 0 else { return .zero }
        let count = CGFloat(collection.numberOfItems(inSection: 0))
        let cardWidth = collection.bounds.width - 2 * itemInset
        return CGSize(
            width: itemInset + count * (distance + cardWidth) - distance + itemInset, height: collection.bounds.height)
    }

    override func prepare() {
        super.prepare()
        attributes = []
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        itemSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)
        for index in 0..<collection.numberOfItems(inSection: 0) {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            card.frame = CGRect(
                x: itemInset + CGFloat(index) * (itemSize.width + distance),
                y: collection.bounds.height / 2 - itemHeight / 2, width: itemSize.width, height: itemSize.height)
            attributes.append(card)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath.item]
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collection = collectionView else { return proposedContentOffset }
        // The imaginary cards together are wider than the content by distance − 2 × inset:
        // half of that shifts the middle so their edges fall halfway between real cards.
        let correction = distance / 2 - itemInset
        let middle = proposedContentOffset.x + collection.bounds.width / 2 + correction
        let imaginaryWidth = itemSize.width + distance
        let index = Int(middle / imaginaryWidth)
        return CGPoint(x: CGFloat(index) * imaginaryWidth, y: proposedContentOffset.y)
    }
}
