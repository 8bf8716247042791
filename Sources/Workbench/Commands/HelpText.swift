/// The text of `help` and `help COMMAND`, made from the command catalog.
public enum HelpText {
    public static func lines(_ topic: String?) -> [String] {
        if let topic, let spec = CommandCatalog.spec(topic) {
            return ["usage: \(spec.usage)", spec.summary]
                + spec.details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let width = CommandCatalog.commands.map(\.name.count).max() ?? 0
        var lines = ["Commands (help COMMAND for more):"]
        for group in CommandCatalog.groups {
            lines.append("\(group.title):")
            for name in group.names {
                guard let spec = CommandCatalog.spec(name) else { continue }
                lines.append("  \(name)\(String(repeating: " ", count: width - name.count))  \(spec.summary)")
            }
        }
        return lines + [
            "Keys: Tab completes, Up/Down walk the history, Ctrl-R searches it, Ctrl-C cancels the line, Ctrl-D quits."
        ]
    }
}
