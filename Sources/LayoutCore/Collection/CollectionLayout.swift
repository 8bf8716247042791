/// Where a scrolling collection stands: the size of its visible bounds and how far its
/// content is scrolled. Scrolling is horizontal, as in all three layouts of article 003.
public struct CollectionViewport: Hashable, Sendable {
    public var size: Size
    /// The content's x at the left edge of the bounds (UIKit's `contentOffset.x`).
    public var contentOffset: Double
    public var itemCount: Int

    public init(size: Size, contentOffset: Double, itemCount: Int) {
        self.size = size
        self.contentOffset = contentOffset
        self.itemCount = itemCount
    }

    /// The content's x at the middle of the bounds.
    public var contentCenterX: Double { contentOffset + size.width / 2 }

    /// What is on screen, in content coordinates.
    public var visibleRect: Rect { Rect(x: contentOffset, y: 0, width: size.width, height: size.height) }
}

/// One item's layout attributes (UIKit's `UICollectionViewLayoutAttributes`), in the content's
/// coordinate space: its centre, its size before scaling, and how it is transformed.
public struct CollectionItemAttributes: Hashable, Sendable {
    public var index: Int
    public var center: Point
    /// Before `scale` is applied.
    public var size: Size
    public var scale: Double = 1
    /// Radians, clockwise.
    public var rotation: Double = 0
    /// Higher is drawn above lower.
    public var zIndex: Int = 0
    /// Custom attributes (a `UICollectionViewLayoutAttributes` subclass in UIKit): the drum's
    /// angle per item and the radii that shape its cell.
    public var custom: [String: Double] = [:]
    /// The drum parks items that should not be seen in one place out of sight.
    public var isParked = false

    public init(index: Int, center: Point, size: Size) {
        self.index = index
        self.center = center
        self.size = size
    }

    /// The frame before any transform: the centre and the size.
    public var frame: Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The frame of the item as drawn: scaled around its centre (rotation not included).
    public var scaledFrame: Rect {
        let width = size.width * scale
        let height = size.height * scale
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}

/// A scrolling collection layout (UIKit's `UICollectionViewLayout` subclassing contract):
/// `prepare` works out every item's attributes for the current bounds and offset; the content
/// size tells the scroll view how far it may scroll; the target offset is where a scroll that
/// was let go comes to rest.
public protocol CollectionLayout: Sendable {
    /// `walker`, when given, records the layout's own steps as it prepares (see `WalkStep`).
    func prepare(_ viewport: CollectionViewport, walker: WalkRecorder?) -> [CollectionItemAttributes]
    func contentSize(_ viewport: CollectionViewport) -> Size
    /// Where the content comes to rest when a scroll would stop at `proposedOffset`.
    func targetContentOffset(
        proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport, walker: WalkRecorder?
    ) -> Double
    /// Whether scrolling (a new bounds origin) calls for `prepare` again.
    func shouldInvalidateLayout(forBoundsChange newViewport: CollectionViewport, from old: CollectionViewport) -> Bool
    /// `layoutAttributesForElements(in:)`: the attributes the collection view asks for when it
    /// shows `rect` (in content coordinates), from those `prepare` made.
    func layoutAttributesForElements(in rect: Rect, _ prepared: [CollectionItemAttributes])
        -> [CollectionItemAttributes]
}

extension CollectionLayout {
    public func prepare(_ viewport: CollectionViewport) -> [CollectionItemAttributes] {
        prepare(viewport, walker: nil)
    }

    public func targetContentOffset(proposed proposedOffset: Double, velocity: Double, _ viewport: CollectionViewport)
        -> Double
    {
        targetContentOffset(proposed: proposedOffset, velocity: velocity, viewport, walker: nil)
    }

    /// The carousel's and the stack's: `attrs.filter { $0.frame.intersects(rect) }`, with the
    /// frame before any transform (the lab's reading: what UIKit reports as the frame of
    /// scaled attributes is not documented).
    public func layoutAttributesForElements(in rect: Rect, _ prepared: [CollectionItemAttributes])
        -> [CollectionItemAttributes]
    {
        prepared.filter { $0.frame.overlaps(rect) }
    }
}
