/// The text of `help` and `help COMMAND`, made from the command catalog.
public enum HelpText {
    public static func lines(_ topic: CommandName?) -> [String] {
        if let spec = topic?.spec {
            let also = spec.aliases.isEmpty ? "" : " (also: \(spec.aliases.joined(separator: ", ")))"
            return ["usage: \(spec.usage)\(also)", spec.summary]
                + spec.details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let width = CommandName.allCases.map(\.rawValue.count).max() ?? 0
        var lines = ["Commands (help COMMAND for more):"]
        for group in CommandCatalog.groups {
            lines.append("\(group.title):")
            for name in group.names {
                let padding = String(repeating: " ", count: width - name.rawValue.count)
                lines.append("  \(name.rawValue)\(padding)  \(name.spec.summary)")
            }
        }
        return lines + [
            "Keys: Tab completes, Up/Down walk the history, Ctrl-R searches it, Ctrl-C (or Ctrl-\\) cancels the line, Ctrl-D quits."
        ]
    }
}
