import LayoutCore
import Rendering
import Workbench

/// A wide case drawn at a scale where every subview shows: a container 100 columns wide beside
/// another in an 80-column terminal is drawn one column for every few, positions rounded down
/// and every subview at least one column wide, and said so, rather than cut at the window's
/// edge with its subviews past it unseen. Too wide to draw readably even so (or infinite), it
/// is cut as before.
extension CheckReport {
    /// The most columns one drawn column stands for.
    static let largestScale = 8

    /// The columns one drawn column stands for, for pictures of `runs` side by side: 1 when
    /// they fit.
    static func scale(of runs: [CaseRun], offered: ProposedSize, options: RenderOptions) -> Int {
        // Room for the ruler's gutter and the frame's two sides.
        let room = Double(pictureWidth(options) - 8)
        let widths =
            runs.flatMap { run in [run.size.width, run.bounds.maxX] + run.frames.map(\.maxX) }
            + [offered.width ?? 0]
        guard let widest = widths.filter(\.isFinite).max(), widest > room, room > 0 else { return 1 }
        let scale = Int((widest / room).rounded(.up))
        return scale <= largestScale ? scale : 1
    }

    /// The picture of `run`, one drawn column for every `across` columns.
    static func picture(
        _ run: CaseRun, items: [LayoutItem], offered: ProposedSize, options: RenderOptions, across: Int
    ) -> [String] {
        guard across > 1 else { return picture(run, items: items, offered: offered, options: options) }
        let k = Double(across)
        func x(_ value: Double) -> Double { value.isFinite ? (value / k).rounded(.down) : value }
        func width(_ value: Double) -> Double {
            value.isFinite && value > 0 ? max(1, (value / k).rounded()) : value
        }
        var scaled = run
        scaled.frames = run.frames.map {
            Rect(x: x($0.minX), y: $0.minY, width: width($0.size.width), height: $0.size.height)
        }
        scaled.size = Size(
            width: run.size.width.isFinite ? (run.size.width / k).rounded(.up) : run.size.width, height: run.size.height
        )
        scaled.bounds = Rect(
            x: x(run.bounds.minX), y: run.bounds.minY, width: scaled.size.width, height: run.bounds.size.height)
        let proposal = ProposedSize(width: offered.width.map { $0.isFinite ? $0 / k : $0 }, height: offered.height)
        // The subviews' own sizes as drawn, so that a fixed one is drawn as its frame is.
        let drawnItems = items.map { item -> LayoutItem in
            guard case .fixed(let size) = item.kind,
                let fixed = try? LayoutItem.fixed(item.label, width: width(size.width), height: size.height)
            else { return item }
            return fixed.with { $0 = item.values }
        }
        // The ruler's numbers would count drawn columns, not the layout's: left out.
        var unnumbered = options
        unnumbered.withheld.insert(.columnNumbers)
        return picture(scaled, items: drawnItems, offered: proposal, options: unnumbered)
    }

    /// The note under pictures drawn to scale.
    static func scaleNote(_ across: Int) -> [String] {
        across > 1 ? ["(Drawn one column for every \(across), so that every subview shows; the table is exact.)"] : []
    }
}
