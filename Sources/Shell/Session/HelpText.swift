/// The text of `help` and `help COMMAND`, made from the command catalog.
enum HelpText {
    static func lines(_ topic: String?) -> [String] {
        if let topic, let spec = CommandCatalog.spec(topic) {
            return ["usage: \(spec.usage)", spec.summary]
                + spec.details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let width = CommandCatalog.commands.map(\.name.count).max() ?? 0
        return ["Commands (help COMMAND for more):"]
            + CommandCatalog.commands.map {
                "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary)"
            }
            + [
                "Keys: Tab completes, Up/Down walk the history, Ctrl-R searches it, Ctrl-C cancels the line, Ctrl-D quits."
            ]
    }
}
