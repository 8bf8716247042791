import CWrapLoop
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

// `make bench`: the wrap layout on a million fixed-size children, in a release build, beside
// a plain C loop doing the same arithmetic on the same sizes. Medians of several runs.

let count = 1_000_000
let runs = 7
let containerWidth = 200.0

// The same sizes for both: widths 1…20, heights 1…3, from a fixed linear congruential walk.
var state: UInt64 = 42
var widths: [Double] = []
var heights: [Double] = []
for _ in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    widths.append(Double((state >> 33) % 20 + 1))
    heights.append(Double((state >> 45) % 3 + 1))
}
let items = zip(widths, heights).map { try! LayoutItem.fixed(width: $0, height: $1) }
let configuration = LayoutConfiguration(
    kind: .wrap,
    spacing: LayoutSpacing(horizontal: try! .fixed(1), vertical: try! .fixed(1)),
    alignment: .topLeading)
let proposal = ProposedSize(width: containerWidth, height: nil)

// Check first that both compute the same placements: a fast wrong answer proves nothing.
let swiftResult = LayoutEngine.layout(items, configuration, proposal: proposal)
var frames = [cwl_frame](repeating: cwl_frame(), count: count)
var cWidth = 0.0
var cHeight = 0.0
let cRows = cwl_wrap(widths, heights, count, containerWidth, 1, 1, 0, 0, &frames, &cWidth, &cHeight)
let agree =
    swiftResult.size == Size(width: cWidth, height: cHeight)
    && swiftResult.rowCount == cRows
    && zip(swiftResult.placements, frames).allSatisfy {
        $0.frame == Rect(x: $1.x, y: $1.y, width: $1.width, height: $1.height) && $0.row == $1.row
    }
guard agree else {
    print("The Swift layout and the C loop disagree; no figures are printed.")
    exit(1)
}

var sink = 0.0
let swiftTime = measure("wrap (Swift core)", runs: runs) {
    let result = LayoutEngine.layout(items, configuration, proposal: proposal)
    sink += result.size.height
}
// Like the Swift layout, which returns a new array of placements, the C loop fills a newly
// allocated array each run: both pay for fresh memory, so the ratio compares the arithmetic.
let cTime = measure("wrap (plain C loop)", runs: runs) {
    let fresh = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
    _ = cwl_wrap(widths, heights, count, containerWidth, 1, 1, 0, 0, fresh, &cWidth, &cHeight)
    sink += cHeight + fresh[count - 1].y
    fresh.deallocate()
}

print(
    "LayoutLab benchmark — release build, \(count) fixed-size children, \(Int(containerWidth)) wide, median of \(runs) runs"
)
print("(\(swiftResult.rowCount) rows; the two agree on every frame)")
print("")
print(
    padded("what", 24) + padded("median ms", 11, right: true) + padded("min–max ms", 16, right: true)
        + padded("items/s", 14, right: true))
for measurement in [swiftTime, cTime] {
    let spread = measurement.spread
    let rate = Double(count) / measurement.median
    print(
        padded(measurement.name, 24) + padded(milliseconds(measurement.median), 11, right: true)
            + padded("\(milliseconds(spread.low))–\(milliseconds(spread.high))", 16, right: true)
            + padded(String(Int(rate)), 14, right: true))
}
print("")
print("Swift / C: \(String(format2: swiftTime.median / cTime.median))× (the target is 2× or less)")
if sink < 0 { print(sink) }
