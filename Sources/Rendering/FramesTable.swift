import LabSupport
import LabText
import LayoutCore

/// The coordinate table: every item's index, label, frame and row, columns lined up by
/// display width so Cyrillic, CJK and emoji labels keep the numbers aligned.
public enum FramesTable {
    /// `inRows`: false for a stack, whose children are one line (no rows to count).
    public static func render(_ result: LayoutResult, items: [LayoutItem], labelColumns: Int = 24, inRows: Bool = true)
        -> [String]
    {
        let header = ["#", "label", "kind", "x", "y", "width", "height", "row"]
        var rows: [[String]] = [header]
        for placement in result.placements {
            let item = placement.index < items.count ? items[placement.index] : nil
            let label = VisibleText.of(item?.label ?? "")
            let frame = placement.frame
            rows.append([
                String(placement.index), fit(label, columns: labelColumns),
                item?.kind.name ?? "",
                NumberText.plain(frame.minX), NumberText.plain(frame.minY),
                NumberText.plain(frame.width), NumberText.plain(frame.height),
                placement.row.map(String.init) ?? "unplaced",
            ])
        }
        let widths = header.indices.map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let leftAligned: Set<Int> = [1, 2]
        var lines = rows.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                return leftAligned.contains(column) ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
        }
        lines = lines.map(\.trimmingTrailingSpaces)
        let size = "size \(NumberText.plain(result.size.width))×\(NumberText.plain(result.size.height))"
        lines.append(inRows ? size + ", \(Plural.count(result.rowCount, "row"))" : size)
        return lines
    }
}
