// layoutlab exercise: card-stack
//
// Write article 003's card stack's prepare(), in UIKit's own API.
//
// The layout below is the snapping carousel: prepare() lays the cards in a row, each as wide as
// the bounds less itemInset on each side, `distance` apart; the content size and the resting
// offset are done. Turn the row into a stack, in prepare(), card by card:
// - every card gets zIndex −index, so that earlier cards are drawn over later ones;
// - a card whose centre is right of the screen's middle (contentOffset.x + bounds.width / 2) is
//   pulled back to the middle (its centre's x becomes the middle's);
// - scaled by minScale + abs(1 − away / farthest) × (1 − minScale), where `away` is how far its
//   centre was right of the middle and `farthest` is (count − 1) × (card width + distance), the
//   article's maxDistance: set its transform to CGAffineTransform(scaleX: scale, y: scale);
// - and pushed down by the height it lost: its centre's y grows by itemHeight × (1 − scale).
//
// Rules: keep `final class CardStackLayout: UICollectionViewFlowLayout` and its `var itemInset`,
// `var distance`, `var itemHeight` and `var minScale` — the checker makes the layout with
// `CardStackLayout()`, sets the four for each case, scrolls the collection view and compares
// every card's centre, size, transform and zIndex with the article's.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
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
        let count = collection.numberOfItems(inSection: 0)
        for index in 0..<count {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            card.frame = CGRect(
                x: itemInset + CGFloat(index) * (cardSize.width + distance),
                y: collection.bounds.height / 2 - itemHeight / 2, width: cardSize.width, height: cardSize.height)
            // Your stack: the zIndex, the pull to the middle, the scale and the push down.
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
