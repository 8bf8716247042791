import LabSupport
import LabText
import LayoutCore

/// The attributes as a table: what `frames` shows for a scrolling collection.
public enum CollectionTable {
    /// The columns two spaces apart, or one when that is what it takes to fit `maxColumns`
    /// (the drum's eleven columns are 81 wide with two).
    public static func render(_ attributes: [CollectionItemAttributes], drum: Bool, maxColumns: Int? = nil) -> [String]
    {
        var header = ["#", "centerX", "centerY", "width", "height", "scale", "rotation", "z"]
        if drum { header += ["outerR", "innerR", "parked"] }
        var rows = [header]
        for item in attributes {
            var row = [
                String(item.index), NumberText.rounded(item.center.x), NumberText.rounded(item.center.y),
                NumberText.rounded(item.size.width),
                NumberText.rounded(item.size.height), NumberText.rounded(item.scale), NumberText.rounded(item.rotation),
                String(item.zIndex),
            ]
            if drum {
                row += [
                    NumberText.rounded(item.custom["outerRadius"] ?? 0),
                    NumberText.rounded(item.custom["innerRadius"] ?? 0),
                    item.isParked ? "yes" : "",
                ]
            }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let wide = widths.reduce(0, +) + 2 * (widths.count - 1)
        let gap = maxColumns.map { wide > $0 } == true ? " " : "  "
        return rows.map { row in
            let cells = row.indices.map { String(repeating: " ", count: widths[$0] - row[$0].count) + row[$0] }
            return cells.joined(separator: gap).trimmingTrailingSpaces
        }
    }
}
