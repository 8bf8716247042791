import CWrapLoop
import LayoutCore
import Rendering

/// The layouts, the cache, text and rendering, timed in this process.
enum CoreBenchmarks {
    static let count = 1_000_000
    static let width = 200.0

    static func run(runs: Int) -> [Row] {
        let workload = Workload.fixed(count)
        let proposal = ProposedSize(width: width, height: nil)
        var rows: [Row] = []

        // The C loop first: the yardstick. Like the Swift layouts, which return a new array of
        // placements, it fills a newly allocated array each run.
        var sink = 0.0
        let c = measure("C loop, 1M fixed", runs: runs) {
            let frames = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
            var w = 0.0
            var h = 0.0
            _ = cwl_wrap(workload.widths, workload.heights, count, width, 1, 1, 0, 0, frames, &w, &h)
            sink += h + frames[count - 1].y
            frames.deallocate()
        }

        for (kind, anchorY) in [(LayoutKind.wrap, 0.0), (.flow, 0.0), (.anchored, 0.5)] {
            guard agrees(kind, workload, anchorY: anchorY) else {
                rows.append(Row(name: "\(kind.rawValue), 1M fixed", problem: "disagrees with the C loop; not timed"))
                continue
            }
            let swift = measure("\(kind.rawValue), 1M fixed", runs: runs) {
                sink += LayoutEngine.layout(workload.items, configuration(kind), proposal: proposal).size.height
            }
            rows.append(Row(swift, items: count, baseline: c))
        }
        rows.append(Row(c, items: count))

        let engine = LayoutEngine(configuration(.wrap))
        _ = engine.run(workload.items, proposal: proposal)
        rows.append(
            Row(
                measure("wrap, 1M, from the cache", runs: runs) {
                    sink += engine.run(workload.items, proposal: proposal).size.height
                }, items: count))

        let texts = Workload.text(100_000)
        rows.append(
            Row(
                measure("wrap, 100k text items", runs: runs) {
                    sink += LayoutEngine.layout(texts, configuration(.wrap), proposal: proposal).size.height
                }, items: 100_000))

        // 10,000 one-cell items fill 50 lines of a 200-column picture.
        let cells = (0..<10_000).map { try! LayoutItem.fixed(String($0 % 10), width: 1, height: 1) }
        let cellLayout = LayoutEngine.layout(cells, configuration(.wrap, spacing: 0), proposal: proposal)
        let renderer = PictureRenderer(options: RenderOptions())
        rows.append(
            Row(
                measure("render 10k items, 200 wide", runs: runs) {
                    sink += Double(renderer.render(cellLayout, items: cells).count)
                }, items: 10_000))

        if sink.isNaN { print(sink) }  // keeps the work from being optimised away
        return rows
    }

    /// A benchmark of a wrong answer proves nothing: the Swift layout must place every child
    /// where the C loop does.
    static func agrees(_ kind: LayoutKind, _ workload: Workload, anchorY: Double) -> Bool {
        let result = LayoutEngine.layout(
            workload.items, configuration(kind), proposal: ProposedSize(width: width, height: nil))
        var frames = [cwl_frame](repeating: cwl_frame(), count: count)
        var w = 0.0
        var h = 0.0
        let rows = cwl_wrap(workload.widths, workload.heights, count, width, 1, 1, 0, anchorY, &frames, &w, &h)
        return result.size == Size(width: w, height: h) && result.rowCount == rows
            && zip(result.placements, frames).allSatisfy {
                $0.frame == Rect(x: $1.x, y: $1.y, width: $1.width, height: $1.height) && $0.row == $1.row
            }
    }
}
