import LabJSON

/// One line of the benchmark table.
struct Row {
    var name: String
    var measurement: Measurement?
    var items: Int?
    var baseline: Measurement?
    var note: String?
    var problem: String?
    var extra: [String: Double] = [:]

    init(_ measurement: Measurement, items: Int? = nil, baseline: Measurement? = nil) {
        self.name = measurement.name
        self.measurement = measurement
        self.items = items
        self.baseline = baseline
    }

    init(name: String, problem: String) {
        self.name = name
        self.problem = problem
    }

    init(name: String, note: String, extra: [String: Double]) {
        self.name = name
        self.note = note
        self.extra = extra
    }

    var ratio: Double? {
        guard let measurement, let baseline else { return nil }
        return measurement.median / baseline.median
    }
}

enum Report {
    static func table(_ rows: [Row], runs: Int) -> String {
        // The name column as wide as the longest name, so the figures line up.
        let nameWidth = max(30, rows.map { $0.name.count + 2 }.max() ?? 0)
        var lines = [
            "LayoutLab benchmark — release build, median of \(runs) runs (min–max beside it)", "",
            padded("what", nameWidth) + padded("median ms", 11, right: true) + padded("min–max ms", 16, right: true)
                + padded("items/s", 14, right: true) + padded("× C", 8, right: true),
        ]
        for row in rows {
            if let problem = row.problem {
                lines.append(padded(row.name, nameWidth) + "  " + problem)
            } else if let note = row.note {
                lines.append(padded(row.name, nameWidth) + "  " + note)
            } else if let measurement = row.measurement {
                let rate = row.items.map { String(Int(Double($0) / measurement.median)) } ?? ""
                let name = measurement.seconds.count == runs ? row.name : row.name + "*"
                lines.append(
                    padded(name, nameWidth) + padded(milliseconds(measurement.median), 11, right: true)
                        + padded(
                            "\(milliseconds(measurement.spread.low))–\(milliseconds(measurement.spread.high))", 16,
                            right: true)
                        + padded(rate, 14, right: true)
                        + padded(row.ratio.map { String(format2: $0) } ?? "", 8, right: true))
            }
        }
        lines += [
            "", "× C: the median over the plain C loop's above it, on the same sizes (the target is 2 or less);",
            "for the reused-buffer rows, over the tight C loop's (issue 14's target for Swift: 3 or less).",
        ]
        let fewer = rows.compactMap(\.measurement).filter { $0.seconds.count != runs }
        if let example = fewer.first {
            lines.append("*: median of \(example.seconds.count) runs, each taking seconds.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ rows: [Row], runs: Int) -> String {
        let entries: [JSONValue] = rows.map { row in
            var members: [JSONObject.Member] = [.init("name", .string(row.name))]
            if let measurement = row.measurement {
                members.append(.init("medianSeconds", .number(measurement.median)))
                members.append(.init("minSeconds", .number(measurement.spread.low)))
                members.append(.init("maxSeconds", .number(measurement.spread.high)))
                members.append(.init("runsSeconds", .array(measurement.seconds.map { .number($0) })))
            }
            if let items = row.items, let measurement = row.measurement {
                members.append(.init("itemsPerSecond", .number((Double(items) / measurement.median).rounded())))
            }
            if let ratio = row.ratio { members.append(.init("ratioToC", .number(ratio))) }
            for key in row.extra.keys.sorted() { members.append(.init(key, .number(row.extra[key]!))) }
            if let problem = row.problem { members.append(.init("problem", .string(problem))) }
            return .object(JSONObject(members))
        }
        return JSONValue.object(["runs": .number(Double(runs)), "results": .array(entries)]).compactText + "\n"
    }
}
