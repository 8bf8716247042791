import LabJSON

/// The JSON reader on the shapes that were quadratic, at the sizes the lab takes: `place
/// --batch`'s 16 MB line of escapes, an object with a million keys (a progress file's results,
/// a hostile item), a label of 400,000 `\u0041`.
enum JSONBenchmarks {
    static func run(runs: Int) -> [Row] {
        let escapes = Array(("{\"items\": [{\"label\": \"" + String(repeating: "\\n", count: 8 << 20) + "\"}]}").utf8)
        let keys = Array(("{" + (0..<1_000_000).map { "\"k\($0)\": 1" }.joined(separator: ",") + "}").utf8)
        let unicode = Array(("[\"" + String(repeating: "\\u0041", count: 400_000) + "\"]").utf8)
        var sink = 0
        func row(_ name: String, _ bytes: [UInt8]) -> Row {
            Row(
                measure("JSON: \(name)", runs: runs) {
                    if case .object(let object)? = try? JSONParser.parse(bytes) { sink += object.members.count }
                })
        }
        let rows = [
            row("a 16 MB line of \\n escapes", escapes), row("an object of 1,000,000 keys (14 MB)", keys),
            row("400,000 \\u0041 in a label", unicode),
        ]
        if sink < 0 { print(sink) }
        return rows
    }
}
