import Exercises
import Foundation
import TestSupport
import Testing

/// A line credited to a source must be in that source. docs/CLAIMS.md's table "Lines quoted from
/// a source" lists each with where it is; every row is found in the copy of that source kept in
/// SourceCopies/ (whitespace aside, `…` standing for what is left out), and every line the
/// lessons, the README and docs/ credit to a source is a row of the table (or its sentence calls
/// it a transcription). A code step's reveal of the lab's own writing once read "SwiftUI-Flow's
/// code: `if !current.isEmpty, needed > available + slack {`", a line the library has not.
@Suite("lines credited to a source are in it")
struct SourceQuoteTests {
    static let root = RepositoryFile.root
    static let copies = root.appendingPathComponent("Tests/LessonsTests/SourceCopies")

    struct Row: CustomStringConvertible {
        var where_: String
        var quote: String
        /// "000:61", "SF Internal/…/LineSizing.swift:122", "OSUI Layout/…/Spacer.swift:204", or
        /// a transcription's words.
        var source: String
        var description: String { "`\(quote)` (\(source))" }

        var isTranscription: Bool { source.contains("transcription") }

        /// Who the source is, as a line credited in prose names it: an article's number, SF, OSUI.
        var owner: String? {
            isTranscription
                ? nil : source.split(separator: " ").first.map { $0.split(separator: ":")[0] }.map(String.init)
        }

        /// The copy's file and the line, or nil for a transcription.
        var place: (file: URL, line: Int)? {
            guard !isTranscription, let colon = source.lastIndex(of: ":"),
                let line = Int(source[source.index(after: colon)...])
            else { return nil }
            let name = String(source[..<colon])
            if name.hasPrefix("SF ") {
                return (copies.appendingPathComponent("SwiftUI-Flow/Sources/Flow/\(name.dropFirst(3)).txt"), line)
            }
            if name.hasPrefix("OSUI ") {
                return (
                    copies.appendingPathComponent("OpenSwiftUI/Sources/OpenSwiftUICore/\(name.dropFirst(5)).txt"), line
                )
            }
            return (copies.appendingPathComponent("articles/\(name).txt"), line)
        }
    }

    /// The table's rows.
    static func rows() throws -> [Row] {
        let claims = try String(contentsOf: root.appendingPathComponent("docs/CLAIMS.md"), encoding: .utf8)
        guard let start = claims.range(of: "## Lines quoted from a source") else { return [] }
        let section = claims[start.upperBound...].prefix { _ in true }
        var rows: [Row] = []
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| "), !line.hasPrefix("| where"), !line.hasPrefix("|---") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { continue }
            rows.append(Row(where_: cells[1], quote: String(cells[2].dropFirst().dropLast()), source: cells[3]))
        }
        return rows
    }

    /// Runs of white space as one space, none at either end.
    static func collapsed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `quote` (its `…` standing for anything) is in `text` starting within its first
    /// `firstLength` characters.
    static func holds(_ text: String, _ quote: String, startingBefore firstLength: Int) -> Bool {
        let pieces = quote.components(separatedBy: "…").map { collapsed($0) }.filter { !$0.isEmpty }
        guard let first = pieces.first else { return false }
        var searchFrom = text.startIndex
        while let found = text.range(of: first, range: searchFrom..<text.endIndex) {
            guard text.distance(from: text.startIndex, to: found.lowerBound) < firstLength else { return false }
            var cursor = found.upperBound
            var all = true
            for piece in pieces.dropFirst() {
                guard let next = text.range(of: piece, range: cursor..<text.endIndex) else {
                    all = false
                    break
                }
                cursor = next.upperBound
            }
            if all { return true }
            searchFrom = text.index(after: found.lowerBound)
        }
        return false
    }

    @Test func everyRowIsInItsSource_atItsLine() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 8)
        for row in rows {
            guard let place = row.place else {
                #expect(row.isTranscription, "\(row): no source line and not called a transcription")
                continue
            }
            let lines = try String(contentsOf: place.file, encoding: .utf8).components(separatedBy: "\n")
            try #require(place.line >= 1 && place.line <= lines.count, "\(row): no line \(place.line) in its copy")
            let first = Self.collapsed(lines[place.line - 1])
            let window = ([first] + lines[place.line..<min(lines.count, place.line + 8)].map { Self.collapsed($0) })
                .joined(separator: " ")
            #expect(
                Self.holds(window, row.quote, startingBefore: first.count),
                "\(row): not found at \(place.file.lastPathComponent):\(place.line)")
        }
    }

    /// What credits a line to a source in prose: its name, then a word of code or of writing.
    static let credit = try! NSRegularExpression(
        pattern:
            #"\b(the article|article 00[0134]|00[0134]|SwiftUI-Flow|OpenSwiftUI|the library|the reconstruction)('s)?\s+(own\s+)?(code|line|lines|listing|guard|test|condition|call|loop|comparison|return|writes|has|asks|uses|calls|declares|reads|helper|keeps|sets|adds)\b"#,
        options: [.caseInsensitive])

    /// A code span that is a line (an operator, a brace, a space between words), not a name
    /// (`makeCache`, `.layoutPriority(_:)`).
    static func isLine(_ span: String) -> Bool {
        let name = span.range(of: #"^\.?[A-Za-z_][\w.]*(\([\w:]*\))?$"#, options: .regularExpression) != nil
        let path = span.range(of: #"^[\w.-]+(/[\w.-]+)+$"#, options: .regularExpression) != nil
        return !name && !path && span.rangeOfCharacter(from: CharacterSet(charactersIn: " ={}<>!?+*/,")) != nil
    }

    /// The owner a credit names, as the table writes it: "004", "SF", "OSUI", or "article" for
    /// "the article".
    static func owner(_ credit: String) -> String {
        let lowered = credit.lowercased()
        if lowered.contains("swiftui-flow") || lowered.contains("library") { return "SF" }
        if lowered.contains("openswiftui") || lowered.contains("reconstruction") { return "OSUI" }
        if let number = lowered.range(of: #"00[0134]"#, options: .regularExpression) { return String(lowered[number]) }
        return "article"
    }

    /// Every line the prose credits to a source: (file:line, owner, the span, its sentence).
    static func creditedLines() throws -> [(place: String, owner: String, span: String, sentence: String)] {
        let fm = FileManager.default
        var files = try fm.contentsOfDirectory(atPath: root.appendingPathComponent("Lessons").path)
            .filter { $0.hasSuffix(".lesson") || $0.hasSuffix(".md") }.map { "Lessons/\($0)" }
        files += try fm.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") && $0 != "CLAIMS.md" }.map { "docs/\($0)" }
        files.append("README.md")
        var found: [(String, String, String, String)] = []
        for file in files.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                for match in credit.matches(in: line, range: range) {
                    guard let phrase = Range(match.range, in: line) else { continue }
                    // The first code span after the credit, close to it, with no other owner between.
                    let after = line[phrase.upperBound...]
                    guard let open = after.firstIndex(of: "`"), after.distance(from: after.startIndex, to: open) <= 60
                    else { continue }
                    let between = after[..<open]
                    if between.contains("'s ") || between.contains("lab") || between.contains(". ") { continue }
                    let rest = after[after.index(after: open)...]
                    guard let close = rest.firstIndex(of: "`") else { continue }
                    let span = String(rest[..<close])
                    guard isLine(span) else { continue }
                    found.append(("\(file):\(number + 1)", owner(String(line[phrase])), span, line))
                }
            }
        }
        return found
    }

    @Test func everyLineCreditedInProse_isARowOfTheTable() throws {
        let rows = try Self.rows()
        let credited = try Self.creditedLines()
        #expect(credited.count >= 3, "the scan finds the credits it should: \(credited.map(\.span))")
        for (place, owner, span, sentence) in credited where !sentence.contains("transcription") {
            let row = rows.first { Self.collapsed($0.quote) == Self.collapsed(span) }
            #expect(row != nil, "\(place): `\(span)` is credited to \(owner); add it to docs/CLAIMS.md's table")
            if let row, let rowOwner = row.owner {
                let agrees =
                    owner == rowOwner || (owner == "article" && ["000", "001", "003", "004"].contains(rowOwner))
                #expect(agrees, "\(place): `\(span)` is credited to \(owner), the table finds it in \(rowOwner)")
            }
        }
    }

    /// The scan would catch the line that started this: a reveal's wording, credited.
    @Test func aLineTheSourceLacks_isCaught() throws {
        let line = "SwiftUI-Flow's code: `if !current.isEmpty, needed > available + slack {`"
        let range = NSRange(line.startIndex..., in: line)
        #expect(Self.credit.firstMatch(in: line, range: range) != nil)
        #expect(Self.isLine("if !current.isEmpty, needed > available + slack {"))
        #expect(
            !Self.isLine(".layoutPriority(_:)") && !Self.isLine("makeCache") && !Self.isLine("Benchmarks/CWrapLoop"))
        let rows = try Self.rows()
        let row = try #require(rows.first { $0.quote.hasPrefix("if !current.isEmpty") })
        #expect(row.isTranscription)
    }

    /// Every exercise's reference is named as the lab's writing wherever a reveal, `source`,
    /// `walk` or `check` quotes it.
    @Test func everyReference_isCreditedAsTheLabs() {
        for exercise in ExerciseCatalog.all {
            #expect(exercise.referenceCredit.hasPrefix("the lab's"), "\(exercise.id): \(exercise.referenceCredit)")
        }
    }
}
