// layoutlab exercise: carousel
//
// Write article 003's snapping carousel's targetContentOffset, in UIKit's own API.
//
// The layout below already places the cards (prepare, collectionViewContentSize,
// layoutAttributesForElements): each card is as wide as the bounds less itemInset on each
// side, `distance` apart, centred vertically. What is missing is where a released scroll
// comes to rest. UIKit asks targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
// with the offset the scroll would stop at; answer one that puts a card in the middle:
// - picture "imaginary" cards, each widened by `distance` so that they touch; the middle of the
//   bounds (proposedContentOffset.x + bounds.width / 2) falls inside exactly one of them;
// - their total width differs from the content's by `distance − 2 × itemInset` (more with the
//   article's 100 and 36, less with the lab's 4 and 6), so shift the middle by half of that
//   (`distance / 2 − itemInset`) before dividing by the imaginary width;
// - truncate to an index, as the article does (`Int(…)`), and answer index × imaginary width
//   (keep proposedContentOffset.y).
//
// (The lab's UICollectionViewFlowLayout lays nothing out itself: as in the article, the subclass
// does all the work, and `super`'s answers are empty.)
//
// Rules: keep `final class CarouselLayout: UICollectionViewFlowLayout` and its `var itemInset`,
// `var distance` and `var itemHeight` — the checker makes the layout with `CarouselLayout()`,
// sets the three for each case and plays the collection view.
//
// Check it: layoutlab check FILE  (or `check FILE` in the shell; `watch FILE` re-checks on save).
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
        // Where should the scroll rest? Today: wherever it was going to stop.
        proposedContentOffset
    }
}
