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

        // Each layout beside a C loop doing its article's arithmetic. Like the Swift layouts,
        // which return a new array of placements, each fills a newly allocated array every run.
        var sink = 0.0
        for kind in [LayoutKind.wrap, .flow, .anchored] {
            let c = measure("C loop (\(kind.rawValue)), 1M fixed", runs: runs) {
                let frames = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
                sink += cLoop(kind, workload, frames).height + frames[count - 1].y
                frames.deallocate()
            }
            guard agrees(kind, workload) else {
                rows.append(Row(name: "\(kind.rawValue), 1M fixed", problem: "disagrees with the C loop; not timed"))
                continue
            }
            let swift = measure("\(kind.rawValue), 1M fixed", runs: runs) {
                sink += LayoutEngine.layout(workload.items, configuration(kind), proposal: proposal).size.height
            }
            rows.append(Row(swift, items: count, baseline: c))
            rows.append(Row(c, items: count))
        }

        rows += reusedBuffer(workload, runs: runs)

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

        // SwiftUI-Flow's hflow: greedy, and the balancing programme (its early stop keeps it near
        // items × items-per-line), on the first 100,000 of the fixed children.
        let hundredThousand = Array(workload.items.prefix(100_000))
        var evenly = configuration(.hflow)
        evenly.flowOptions.distributeItemsEvenly = true
        rows.append(
            Row(
                measure("hflow, 100k fixed", runs: runs) {
                    sink += LayoutEngine.layout(hundredThousand, configuration(.hflow), proposal: proposal).size.height
                }, items: 100_000))
        rows.append(
            Row(
                measure("hflow evenly (balanced lines), 100k fixed", runs: runs) {
                    sink += LayoutEngine.layout(hundredThousand, evenly, proposal: proposal).size.height
                }, items: 100_000))

        // One long line: 100,000 two-wide items offered 1e9 (all on one line), and vflow's
        // column with no height. The library sizes the whole line again for each item tried
        // (n²/2 visits; n³/6 evenly); the engine decides each fit from running totals.
        let twoWide = (0..<100_000).map { _ in try! LayoutItem.fixed(width: 2, height: 1) }
        let wide = ProposedSize(width: 1e9, height: nil)
        rows.append(
            Row(
                measure("hflow, 100k on one line (width 1e9)", runs: runs) {
                    sink += LayoutEngine.layout(twoWide, configuration(.hflow), proposal: wide).size.height
                }, items: 100_000))
        rows.append(
            Row(
                measure("hflow evenly, 100k on one line (width 1e9)", runs: runs) {
                    sink += LayoutEngine.layout(twoWide, evenly, proposal: wide).size.height
                }, items: 100_000))
        rows.append(
            Row(
                measure("vflow, 100k in one column (no height)", runs: runs) {
                    sink += LayoutEngine.layout(twoWide, configuration(.vflow), proposal: proposal).size.width
                }, items: 100_000))

        // SwiftUI's stacks (OpenSwiftUI's StackLayout) beside hflow's one line: 100,000 children
        // in an HStack offered 1e9 — the fitting order sorted (each child asked at 0 and ∞),
        // then even shares — and the same with every third child flexible and priorities mixed.
        let mixed = (0..<100_000).map { index -> LayoutItem in
            var item =
                index % 3 == 0
                ? LayoutItem.flexible(
                    "",
                    FlexibleSize(
                        width: try! FlexibleLength(minimum: 1, ideal: 2, maximum: .infinity),
                        height: try! FlexibleLength(fixed: 1)))
                : try! LayoutItem.fixed(width: 2, height: 1)
            var values = item.values
            values.priority = Double(index % 4 == 0 ? 1 : 0)
            item.values = values
            return item
        }
        rows.append(
            Row(
                measure("hstack, 100k fixed (width 1e9)", runs: runs) {
                    sink += LayoutEngine.layout(twoWide, configuration(.hstack), proposal: wide).size.width
                }, items: 100_000))
        rows.append(
            Row(
                measure("hstack, 100k mixed, priorities (width 1e9)", runs: runs) {
                    sink += LayoutEngine.layout(mixed, configuration(.hstack), proposal: wide).size.width
                }, items: 100_000))

        // 10,000 one-cell items fill 50 lines of a 200-column picture.
        let cells = (0..<10_000).map { try! LayoutItem.fixed(String($0 % 10), width: 1, height: 1) }
        let cellLayout = LayoutEngine.layout(cells, configuration(.wrap, spacing: 0), proposal: proposal)
        let renderer = PictureRenderer(options: RenderOptions())
        rows.append(
            Row(
                measure("render 10k items, 200 wide", runs: runs) {
                    sink += Double(renderer.render(cellLayout, items: cells, offered: nil).count)
                }, items: 10_000))

        if sink.isNaN { print(sink) }  // keeps the work from being optimised away
        return rows
    }

    /// The true limit: one pass of C into a buffer kept from run to run, beside the Swift
    /// layout placing into a buffer it keeps too (LayoutRunner's reusing API, a new cache each
    /// run, so nothing is served from it), and C doing the article's passes in between.
    /// `--reused` times these three alone, for profiling.
    static func reusedBuffer(_ workload: Workload, runs: Int) -> [Row] {
        let proposal = ProposedSize(width: width, height: nil)
        var rows: [Row] = []
        var sink = 0.0
        let tightFrames = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
        defer { tightFrames.deallocate() }
        let tight = measure("C tight loop (wrap), reused buffer", runs: runs) {
            var w = 0.0
            var h = 0.0
            _ = cwl_wrap_tight(workload.widths, workload.heights, count, width, 1, 1, tightFrames, &w, &h)
            sink += h + tightFrames[count - 1].y
        }
        var reused: [Placement] = []
        let wrapLayout = WrapLayout(horizontalSpacing: 1, verticalSpacing: 1)
        let intoBuffer = measure("wrap into a reused buffer", runs: runs) {
            sink += LayoutRunner(wrapLayout).run(workload.items, proposal: proposal, into: &reused).size.height
        }
        if reused.count == count, (0..<count).allSatisfy({ reused[$0].frame.minY == tightFrames[$0].y }) {
            rows.append(Row(intoBuffer, items: count, baseline: tight))
        } else {
            rows.append(Row(name: "wrap into a reused buffer", problem: "disagrees with the tight C loop; not timed"))
        }
        rows.append(Row(tight, items: count))
        // Between the two: C walking the children as article 000's code does, into the same
        // reused buffer. Its ratio to the tight loop is what the article's algorithm costs;
        // Swift's time over its time, what the language and the lab's children add.
        let articleFrames = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
        defer { articleFrames.deallocate() }
        let articlePasses = measure("C, 000's passes, reused buffer", runs: runs) {
            var w = 0.0
            var h = 0.0
            _ = cwl_wrap_article(
                workload.widths, workload.heights, count, width, .infinity, 1, 1, articleFrames, &w, &h)
            sink += h + articleFrames[count - 1].y
        }
        if (0..<count).allSatisfy({
            articleFrames[$0].y == tightFrames[$0].y && articleFrames[$0].x == tightFrames[$0].x
        }) {
            rows.append(Row(articlePasses, items: count, baseline: tight))
        } else {
            rows.append(Row(name: articlePasses.name, problem: "disagrees with the tight C loop; not timed"))
        }

        if sink.isNaN { print(sink) }
        return rows
    }

    /// The C loop of a layout's article: the size, and the rows' count.
    static func cLoop(_ kind: LayoutKind, _ workload: Workload, _ frames: UnsafeMutablePointer<cwl_frame>)
        -> (width: Double, height: Double, rows: Int)
    {
        var w = 0.0
        var h = 0.0
        let rows: Int =
            switch kind {
            case .wrap: cwl_wrap(workload.widths, workload.heights, count, width, 1, 1, frames, &w, &h)
            case .flow: cwl_flow(workload.widths, workload.heights, count, width, 1, frames, &w, &h)
            case .anchored: cwl_anchored(workload.widths, workload.heights, count, width, frames, &w, &h)
            // SwiftUI-Flow's layouts and the stacks have no article loop to race (the caller never asks).
            case .hflow, .vflow, .hstack, .vstack: preconditionFailure("no C loop for \(kind.rawValue)")
            }
        return (w, h, rows)
    }

    /// A benchmark of a wrong answer proves nothing: the Swift layout must place every child
    /// where its C loop does.
    static func agrees(_ kind: LayoutKind, _ workload: Workload) -> Bool {
        let result = LayoutEngine.layout(
            workload.items, configuration(kind), proposal: ProposedSize(width: width, height: nil))
        let frames = UnsafeMutablePointer<cwl_frame>.allocate(capacity: count)
        defer { frames.deallocate() }
        let c = cLoop(kind, workload, frames)
        return result.size == Size(width: c.width, height: c.height) && result.rowCount == c.rows
            && result.placements.indices.allSatisfy { index in
                let placement = result.placements[index]
                let f = frames[index]
                return placement.frame == Rect(x: f.x, y: f.y, width: f.width, height: f.height)
                    && placement.row == f.row
            }
    }
}
