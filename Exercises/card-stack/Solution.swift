// layoutlab exercise: card-stack
//
// The reference solution: article 003's card stack in UIKit's API, with the lab's units for the
// constants. The carousel's cards, but every card right of the screen's middle is pulled back to
// the middle, scaled down by how far it was, and pushed down by the height it lost; earlier
// cards are drawn above later ones.
import UIKit

final class CardStackLayout: UICollectionViewFlowLayout {
    var itemInset: CGFloat = 6
    var distance: CGFloat = 2
    var itemHeight: CGFloat = 8
    var minScale: CGFloat = 0.4
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
        let cardSize = CGSize(width: collection.bounds.width - 2 * itemInset, height: itemHeight)
        let middle = collection.contentOffset.x + collection.bounds.width / 2
        let count = collection.numberOfItems(inSection: 0)
        // How far the last card is from the first: the distance at which a card is smallest.
        let farthest = CGFloat(count - 1) * (cardSize.width + distance)
        for index in 0..<count {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            card.frame = CGRect(
                x: itemInset + CGFloat(index) * (cardSize.width + distance),
                y: collection.bounds.height / 2 - itemHeight / 2, width: cardSize.width, height: cardSize.height)
            card.zIndex = -index
            if card.center.x > middle {
                let away = card.center.x - middle
                // As the article writes it: abs(1 − away / farthest), which divides by zero for
                // a single card (the checker takes any answer there).
                let scale = minScale + abs(1 - away / farthest) * (1 - minScale)
                card.transform = CGAffineTransform(scaleX: scale, y: scale)
                card.center.x = middle
                card.center.y += cardSize.height * (1 - scale)
            }
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
        let cardWidth = collection.bounds.width - 2 * itemInset
        let middle = proposedContentOffset.x + collection.bounds.width / 2 + distance / 2 - itemInset
        let imaginaryWidth = cardWidth + distance
        return CGPoint(x: CGFloat(Int(middle / imaginaryWidth)) * imaginaryWidth, y: proposedContentOffset.y)
    }

    // Every card's scale depends on where the screen's middle is.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
