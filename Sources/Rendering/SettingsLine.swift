import LabSupport
import LabText
import LayoutCore
import Workbench

/// What a prediction is made from while its picture is hidden: the layout and the settings the
/// step's setup did not name (the defaults, which its "Set up with" line cannot show), less what
/// the question asks.
public enum SettingsLine {
    public static func line(
        layout c: LayoutConfiguration, proposal: ProposedSize, collection: CollectionScene?,
        withheld: Set<PictureDetail>
    ) -> String {
        if let scene = collection {
            let bounds =
                "bounds \(NumberText.rounded(scene.boundsSize.width))×\(NumberText.rounded(scene.boundsSize.height))"
            let count =
                withheld.contains(.itemCount) ? "? items" : "\(Plural.count(scene.itemCount, "item"))"
            return "The layout: \(scene.kind.rawValue) · \(bounds) · \(count)"
        }
        var parts = [
            "\(c.kind.rawValue) (\(c.kind.article))",
            withheld.contains(.proposal) ? "proposal ?" : "proposal \(proposal)", LayoutPicture.spacingSummary(c),
        ]
        if c.kind == .wrap { parts.append("align \(c.alignment.rawValue)") }
        let variants = c.activeVariants
        if !variants.isEmpty {
            parts.append(
                "\(Plural.word(variants.count, "variant")) \(variants.map(\.rawValue).joined(separator: ", "))")
        }
        return "The layout: " + parts.joined(separator: " · ")
    }
}
