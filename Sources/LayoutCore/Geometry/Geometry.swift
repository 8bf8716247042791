/// A point in layout units: one unit is one terminal column across and one line down.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in layout units.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Equal as numbers are, except that NaN is the same as NaN: two runs that both gave NaN
    /// gave the same answer.
    public func isSame(as other: Size) -> Bool {
        width.isSame(as: other.width) && height.isSame(as: other.height)
    }

    /// The larger of each dimension: how the minimum size of a container is built.
    public func union(_ other: Size) -> Size {
        Size(width: max(width, other.width), height: max(height, other.height))
    }
}

/// A rectangle given by its top-leading corner and its size; y grows downwards.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Equal as numbers are, except that NaN is the same as NaN.
    public func isSame(as other: Rect) -> Bool {
        origin.x.isSame(as: other.origin.x) && origin.y.isSame(as: other.origin.y) && size.isSame(as: other.size)
    }

    /// Whether every number of the rectangle is finite (not ∞, not NaN).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// True when the two rectangles share area. Touching edges do not overlap, and a
    /// rectangle with no area overlaps nothing.
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension Double {
    /// Equal, or both NaN.
    func isSame(as other: Double) -> Bool { self == other || (isNaN && other.isNaN) }
}
