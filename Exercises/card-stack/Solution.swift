// layoutlab exercise: card-stack
//
// The reference solution: article 003's card stack (the article's CardsSwipeLayout; the
// exercise keeps the class name CardStackLayout), in UIKit's API with the article's names and
// the lab's units for the constants. The carousel's cards, but every card right of the
// screen's middle is pulled back to the middle, scaled down by how far it was, and pushed down
// by the height it lost; earlier cards are drawn above later ones.
import UIKit

final class CardStackLayout: UICollectionViewFlowLayout {
    var itemInset: CGFloat = 6
    var distance: CGFloat = 2
    var itemHeight: CGFloat = 8
    var minScale: CGFloat = 0.4
    private var attrs: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        attrs = []
        guard let collection = collectionView, collection.numberOfSections > 0 else { return }
        let itemSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)
        let screenCenterX = collection.contentOffset.x + collection.bounds.width / 2
        let number = collection.numberOfItems(inSection: 0)
        for i in 0..<number {
            let attr = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            attr.frame = CGRect(
                x: itemInset + CGFloat(i) * (itemSize.width + self.distance),
                y: collection.bounds.height / 2 - itemHeight / 2, width: itemSize.width, height: itemSize.height)
            attr.zIndex = -i
            if attr.center.x > screenCenterX {
                // The local `distance` (how far right of the middle, the article's name) hides
                // this type's `distance`, the gap between cards, which the article reads as
                // Constants.distance: here self.distance.
                let distance = attr.center.x - screenCenterX
                let maxDistance = CGFloat(number - 1) * (itemSize.width + self.distance)
                // Divides by zero for a single card (the checker takes any answer there).
                let scale = minScale + abs(1 - distance / maxDistance) * (1 - minScale)
                attr.transform = CGAffineTransform(scaleX: scale, y: scale)
                attr.center.x = screenCenterX
                attr.center.y += itemSize.height * (1 - scale)
            }
            attrs.append(attr)
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collection = collectionView, collection.numberOfSections > 0 else { return .zero }
        let number = collection.numberOfItems(inSection: 0)
        let itemWidth = collection.bounds.width - 2 * itemInset
        let resultWidth = itemInset + CGFloat(number) * (distance + itemWidth) - distance + itemInset
        return CGSize(width: resultWidth, height: collection.bounds.height)
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
        let itemSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)
        let diff = distance / 2 - itemInset
        let screenCenterX = proposedContentOffset.x + collection.bounds.width / 2 + diff
        let imaginaryItemWidth = itemSize.width + distance
        let index = Int(screenCenterX / imaginaryItemWidth)
        return CGPoint(x: CGFloat(index) * imaginaryItemWidth, y: proposedContentOffset.y)
    }

    // Every card's scale depends on where the screen's middle is.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
