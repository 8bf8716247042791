import Foundation

/// Article 003's three collection layouts, statement by statement, on a tiny stand-in for
/// UIKit: a collection view with bounds, a content offset and a number of items, and layout
/// attributes with a centre, a size, a scale and rotation, and a z-index. The constants are
/// parameters, so the tests can use the lab's terminal-sized ones.
enum Article003 {
    typealias CGFloat = Double

    struct CollectionView {
        var width: CGFloat
        var height: CGFloat
        var contentOffsetX: CGFloat
        var numberOfItems: Int
    }

    /// `UICollectionViewLayoutAttributes` (and the drum's subclass): setting the frame sets
    /// the centre and the size, as UIKit does.
    struct Attributes {
        var centerX: CGFloat = 0
        var centerY: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
        var scale: CGFloat = 1
        var rotation: CGFloat = 0
        var zIndex = 0
        var angle: CGFloat = 0
        var outerRadius: CGFloat = 0
        var innerRadius: CGFloat = 0

        mutating func setFrame(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.width = width
            self.height = height
            centerX = x + width / 2
            centerY = y + height / 2
        }
    }

    /// Example 1, `SelectorSimpleLayout`.
    struct SnapCarousel {
        var itemInset: CGFloat
        var distance: CGFloat
        var itemHeight: CGFloat

        func contentWidth(_ collection: CollectionView) -> CGFloat {
            let number = collection.numberOfItems
            let itemWidth = collection.width - 2 * itemInset
            return itemInset + CGFloat(number) * (distance + itemWidth) - distance + itemInset
        }

        func prepare(_ collection: CollectionView) -> [Attributes] {
            let itemSize = (width: collection.width - 2 * itemInset, height: itemHeight)
            return (0..<collection.numberOfItems).map { i in
                var attr = Attributes()
                attr.setFrame(
                    x: itemInset + CGFloat(i) * (itemSize.width + distance),
                    y: collection.height / 2 - itemHeight / 2,
                    width: itemSize.width, height: itemSize.height)
                return attr
            }
        }

        func targetContentOffset(_ proposedX: CGFloat, _ collection: CollectionView) -> CGFloat {
            let itemWidth = collection.width - 2 * itemInset
            let diff = (distance / 2 - itemInset)
            let contentCenterX = proposedX + collection.width / 2 + diff
            let imaginaryItemWidth = itemWidth + distance
            let index = Int(contentCenterX / imaginaryItemWidth)
            return CGFloat(index) * imaginaryItemWidth
        }
    }

    /// Example 2, `CardsSwipeLayout`.
    struct CardStack {
        var itemInset: CGFloat
        var distance: CGFloat
        var itemHeight: CGFloat
        var minScale: CGFloat

        func prepare(_ collection: CollectionView) -> [Attributes] {
            let itemSize = (width: collection.width - 2 * itemInset, height: itemHeight)
            let screenCenterX = collection.contentOffsetX + collection.width / 2
            let number = collection.numberOfItems
            return (0..<number).map { i in
                var attr = Attributes()
                attr.setFrame(
                    x: itemInset + CGFloat(i) * (itemSize.width + distance),
                    y: collection.height / 2 - itemHeight / 2,
                    width: itemSize.width, height: itemSize.height)
                attr.zIndex = -i
                if attr.centerX > screenCenterX {
                    let distance = attr.centerX - screenCenterX
                    let maxDistance = CGFloat(number - 1) * (itemSize.width + self.distance)
                    let scale = minScale + abs(1 - distance / maxDistance) * (1 - minScale)
                    attr.scale = scale
                    attr.centerX = screenCenterX
                    attr.centerY += itemSize.height * (1 - scale)
                }
                return attr
            }
        }
    }

    /// Example 3, `CarouselLayout` (the drum).
    struct Drum {
        var numberOfVisibleItems: Int
        var itemHeight: CGFloat
        var maxScale: CGFloat

        func radius(_ c: CollectionView) -> CGFloat {
            let w = c.width / 2
            let h = c.height
            return h > w ? w : (w * w + h * h) / (2 * h)
        }

        func angle(_ c: CollectionView) -> CGFloat {
            let w = c.width / 2
            let h = c.height
            return h > w ? .pi : 4 * atan(h / w)
        }

        func contentCenter(_ c: CollectionView, radius: CGFloat) -> (x: CGFloat, y: CGFloat) {
            let w = c.width / 2
            let h = c.height
            let offset = c.contentOffsetX
            return h > w ? (w + offset, h) : (w + offset, radius)
        }

        func contentWidth(_ c: CollectionView) -> CGFloat {
            let radius = radius(c)
            let anglePerItem = angle(c) / CGFloat(numberOfVisibleItems)
            let lengthPerItem = anglePerItem * radius
            return c.width + CGFloat(c.numberOfItems - 1) * lengthPerItem
        }

        func prepare(_ c: CollectionView) -> [Attributes] {
            let radius = radius(c)
            let anglePerItem = angle(c) / CGFloat(numberOfVisibleItems)
            let lengthPerItem = anglePerItem * radius
            let itemWidth = 2 * radius * sin(anglePerItem / 2)
            let contentCenter = contentCenter(c, radius: radius)
            let itemCenterRadius = radius - itemHeight / 2
            let innerRadius = (radius - itemHeight) / cos(anglePerItem / 2)
            let numberOfItems = c.numberOfItems
            let centerItemIndex = Int(c.contentOffsetX / lengthPerItem)
            return (0..<numberOfItems).map { i in
                var attr = Attributes()
                attr.angle = anglePerItem
                let index = fakeItemIndex(i, centerItemIndex: centerItemIndex, numberOfItems: numberOfItems)
                let absX = lengthPerItem * CGFloat(index)
                let relativeX = absX - c.contentOffsetX
                var angle = relativeX / radius
                if abs(angle) > CGFloat.pi / 2 + anglePerItem {
                    angle = CGFloat.pi
                }
                let scale = max(maxScale - abs(angle) / anglePerItem, 1)
                attr.width = itemWidth
                attr.height = itemHeight
                attr.centerX = contentCenter.x + itemCenterRadius * sin(angle)
                attr.centerY = contentCenter.y - itemCenterRadius * cos(angle)
                attr.rotation = angle
                attr.scale = scale
                attr.zIndex = Int(scale * 10)
                let heightDiff = itemHeight * (scale - 1)
                attr.outerRadius = (radius + heightDiff / 2) / scale
                attr.innerRadius = innerRadius / scale
                return attr
            }
        }

        func targetContentOffset(_ proposedX: CGFloat, _ c: CollectionView) -> CGFloat {
            let anglePerItem = angle(c) / CGFloat(numberOfVisibleItems)
            let lengthPerItem = anglePerItem * radius(c)
            let floatIndex = floor((proposedX + lengthPerItem / 2) / lengthPerItem)
            return floatIndex * lengthPerItem
        }

        func fakeItemIndex(_ itemIndex: Int, centerItemIndex: Int, numberOfItems: Int) -> Int {
            if centerItemIndex < numberOfVisibleItems {
                return itemIndex >= numberOfItems - numberOfVisibleItems ? itemIndex - numberOfItems : itemIndex
            } else if centerItemIndex >= numberOfItems - numberOfVisibleItems {
                return itemIndex < numberOfVisibleItems ? numberOfItems + itemIndex : itemIndex
            } else {
                return itemIndex
            }
        }
    }
}
