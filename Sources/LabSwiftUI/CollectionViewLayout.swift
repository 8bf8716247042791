// The UIKit-shaped part of the kit: what a custom `UICollectionViewLayout` subclass meets, for
// article 003's exercise (`import UIKit`, aliased to this module as SwiftUI is). Only the
// layout's side exists: no cells, no scrolling; the checker plays the collection view.

#if !canImport(CoreGraphics)
    /// CoreGraphics' affine transform, which Foundation on Linux lacks: enough for a layout to
    /// scale and rotate its cells' attributes.
    public struct CGAffineTransform: Equatable {
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
        public init(rotationAngle angle: CGFloat) {
            self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        }

        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
                d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty)
        }
    }
#endif

extension IndexPath {
    /// UIKit's item and section of a collection view's index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var item: Int { self[1] }
    public var row: Int { self[1] }
}

/// The collection view as its layout sees it: its bounds (their origin is the content offset)
/// and how many items each section has. The checker sets them for each case.
open class UICollectionView {
    open var bounds: CGRect
    var itemCounts: [Int]

    init(bounds: CGRect, itemCounts: [Int]) {
        self.bounds = bounds
        self.itemCounts = itemCounts
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open var numberOfSections: Int { itemCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}

/// UIKit's `UICollectionViewLayoutAttributes`: where one cell goes and how it is drawn.
open class UICollectionViewLayoutAttributes {
    open var indexPath: IndexPath
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden = false

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        // In a walked case the picture of a step shows the items made before it.
        _LabWalk.made(indexPath.item)
    }

    /// The frame of the untransformed cell; setting it sets the centre and the size.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    open func copy() -> Any {
        let copy = Self(forCellWith: indexPath)
        (copy.center, copy.size, copy.transform, copy.alpha, copy.zIndex, copy.isHidden) =
            (center, size, transform, alpha, zIndex, isHidden)
        return copy
    }
}

/// UIKit's `UICollectionViewLayout`, the methods a subclass overrides.
open class UICollectionViewLayout {
    open internal(set) var collectionView: UICollectionView?

    public init() {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}

/// UIKit's `UICollectionViewFlowLayout`, as far as article 003's subclasses use it: `itemSize`,
/// and the spacing and direction properties they may set (this kit lays nothing out itself).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var scrollDirection: ScrollDirection = .vertical

    public enum ScrollDirection: Sendable {
        case vertical, horizontal
    }
}
