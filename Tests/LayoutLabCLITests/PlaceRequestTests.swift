import LabJSON
import LayoutCore
import TestSupport
import Testing
import Workbench

@testable import LayoutLabCLI

/// docs/place.md's tables are the request's fields, as the reader allows them: every field,
/// item field, item kind and collection parameter is in them, and every field a table names is
/// one the reader takes (a row for a field that is not there, or a field no row names, fails).
@Suite("place: the documented fields are the read ones")
struct PlaceDocumentationTests {
    static let page =
        (try? String(contentsOf: RepositoryFile.root.appendingPathComponent("docs/place.md"), encoding: .utf8)) ?? ""

    /// The names in backticks in a table's first column.
    static var documented: Set<String> {
        var names: Set<String> = []
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for part in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where part.offset % 2 == 1 {
                names.insert(String(part.element))
            }
        }
        return names
    }

    @Test func everyFieldRead_isDocumented_andEveryDocumentedFieldRead() {
        let read = Set(PlaceRequest.fields + PlaceRequest.itemFields + CollectionPlaceRequest.fields)
        let documented = Self.documented
        #expect(read.subtracting(documented).isEmpty, "not in docs/place.md: \(read.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(read).isEmpty,
            "in docs/place.md but not read: \(documented.subtracting(read).sorted())")
        for kind in PlaceRequest.itemKinds { #expect(Self.page.contains("`\(kind)`"), "item kind \(kind)") }
        // The collections' parameters, in the `params` row.
        for parameter in CollectionParameter.allCases {
            #expect(Self.page.contains("`\(parameter.rawValue)`"), "params: \(parameter.rawValue)")
        }
    }
}

@Suite("place: reading requests")
struct PlaceRequestTests {
    func request(_ text: String) throws -> PlaceRequest {
        try PlaceRequest(json: try JSONParser.parse(text))
    }

    func message(_ text: String) -> String? {
        do {
            _ = try request(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsTheDocumentedExample() throws {
        let parsed = try request(
            """
            {"layout": "wrap", "width": 30, "height": null,
             "spacing": {"horizontal": 1, "vertical": 2}, "alignment": "topLeading",
             "items": [{"label": "Swift", "width": 10, "height": 1}, {"label": "Layout protocol"}]}
            """)
        #expect(
            parsed.configuration
                == LayoutConfiguration(
                    kind: .wrap, spacing: LayoutSpacing(horizontal: try .fixed(1), vertical: try .fixed(2)),
                    alignment: .topLeading))
        #expect(parsed.proposal == ProposedSize(width: 30, height: nil))
        #expect(
            parsed.items == [
                try LayoutItem.fixed("Swift", width: 10, height: 1), try LayoutItem.text("Layout protocol"),
            ])
    }

    @Test func defaults_wrapUnspecifiedSystemTopLeading() throws {
        let parsed = try request(#"{"items": []}"#)
        #expect(parsed.configuration == LayoutConfiguration())
        #expect(parsed.proposal == .unspecified)
    }

    /// A flexible item's maximum may be written "infinity", as a proposal may; a stack reads
    /// the priority.
    @Test func aMaximumOfInfinity_andAStacksPriority() throws {
        let parsed = try request(
            """
            {"layout": "hstack", "width": 20, "spacing": 0, "items": [{"width": 6, "height": 1},
              {"kind": "flexible", "minWidth": 2, "maxWidth": "infinity", "priority": 1}]}
            """)
        #expect(
            parsed.items[1].sizeThatFits(ProposedSize(width: 1e6, height: nil), stackOrientation: .horizontal).width
                == 1e6)
        #expect(parsed.items[1].values.priority == 1)
        #expect(parsed.configuration.kind == .hstack)
        // No "alignment": the stack's own, center, as SwiftUI's HStack.
        #expect(parsed.configuration.alignment == .center)
    }

    @Test func readsEveryKindAndPerItemValue() throws {
        let parsed = try request(
            """
            {"spacing": 2, "width": "infinity", "items": [
              {"label": "f", "kind": "flexible", "minWidth": 1, "idealWidth": 4, "maxHeight": 2},
              {"kind": "spacer"}, {"kind": "break"},
              {"label": "a", "width": 1, "height": 1, "anchor": "bottom", "startsNewLine": true,
               "spacing": {"leading": 3}}]}
            """)
        #expect(parsed.proposal.width == .infinity)
        #expect(parsed.configuration.spacing.horizontal.fixedDistance == 2)
        #expect(parsed.items.map(\.kind.name) == ["flexible", "spacer", "break", "fixed"])
        #expect(parsed.items[0].sizeThatFits(.unspecified, stackOrientation: nil) == Size(width: 4, height: 0))
        #expect(
            parsed.items[3].values
                == LayoutValues(
                    anchor: .bottom, startsNewLine: true,
                    spacing: ViewSpacing(leading: 3)))
    }

    @Test(arguments: [
        (#"[]"#, "expected an object, got an array"),
        (#"{}"#, "items: missing; give an array of items, e.g. [{\"label\": \"Swift\"}]"),
        (#"{"items": {}}"#, "items: expected an array, got an object"),
        (
            #"{"itemz": []}"#,
            "itemz: unknown field; did you mean 'items'? (allowed: layout, width, height, spacing, alignment, variants, origin, items, trace, itemSpacing, lineSpacing, lineAlignment, justified, distributeItemsEvenly, maxLines, layoutDirection)"
        ),
        (#"{"width": -1, "items": []}"#, "width: -1 is negative (allowed: a number from 0 to 1000000000)"),
        (#"{"width": 1e308, "items": []}"#, "width: 1e+308 is too large (allowed: a number from 0 to 1000000000)"),
        (#"{"height": true, "items": []}"#, "height: expected a number, null or \"infinity\", got a boolean"),
        (
            #"{"spacing": "system", "items": []}"#,
            "spacing: expected a number, null (system spacing) or {\"horizontal\": …, \"vertical\": …}, got a string"
        ),
        (
            #"{"spacing": {"horizontal": -2}, "items": []}"#,
            "spacing.horizontal: -2 is negative (allowed: a number from 0 to 1000000000)"
        ),
        (
            #"{"spacing": {"vertikal": 1}, "items": []}"#,
            "spacing.vertikal: unknown field; did you mean 'vertical'? (allowed: horizontal, vertical)"
        ),
        (#"{"layout": 3, "items": []}"#, "layout: expected a string, got a number"),
        (#"{"trace": "yes", "items": []}"#, "trace: expected true or false, got a string"),
        (#"{"items": [3]}"#, "items[0]: expected an object, got a number"),
        (
            #"{"items": [{"label": "a"}, {"label": "b", "width": 2}]}"#,
            "items[1].height: missing; a fixed item needs a width and a height"
        ),
        (
            #"{"items": [{"label": "a", "width": 1e999, "height": 1}]}"#,
            "items[0].width: the number is too large (allowed: a number from 0 to 1000000000)"
        ),
        (
            #"{"items": [{"label": "a", "width": "3", "height": 1}]}"#,
            "items[0].width: expected a number, got a string (allowed: a number from 0 to 1000000000)"
        ),
        (
            #"{"items": [{"label": ""}]}"#,
            "items[0].label: a text item needs a label with at least one visible character"
        ),
        (#"{"items": [{"label": 7}]}"#, "items[0].label: expected a string, got a number"),
        (
            #"{"items": [{"kind": "text", "label": "a", "width": 3}]}"#,
            "items[0].width: not allowed here: a text item takes its size from its label; drop it, or give \"kind\": \"fixed\""
        ),
        (
            #"{"items": [{"kind": "spacer", "height": 3}]}"#,
            "items[0].height: not allowed here: a spacer has no size of its own"
        ),
        (
            #"{"items": [{"kind": "box"}]}"#,
            "items[0].kind: unknown value \"box\" (allowed: fixed, text, flexible, spacer, break, overflow)"
        ),
        (
            #"{"items": [{"label": "a", "anchor": "middle"}]}"#,
            "items[0].anchor: unknown value \"middle\" (allowed: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing)"
        ),
        (
            #"{"items": [{"kind": "flexible", "minWidth": 1, "idealWidth": 9, "maxWidth": 5}]}"#,
            "items[0].idealWidth: 9 is not between the minimum 1 and the maximum 5 (allowed: minWidth ≤ idealWidth ≤ maxWidth)"
        ),
        (
            #"{"items": [{"label": "a", "startsNewLine": 1}]}"#,
            "items[0].startsNewLine: expected true or false, got a number"
        ),
        (
            #"{"items": [{"label": "a", "spacing": {"top": -1}}]}"#,
            "items[0].spacing.top: -1 is negative (allowed: a number from 0 to 1000000000)"
        ),
        (
            #"{"items": [{"kind": "flexible", "minWidth": 3, "maxWidth": 2}]}"#,
            "items[0].maxWidth: 2 is below the minimum 3 (allowed: minWidth ≤ idealWidth ≤ maxWidth)"
        ),
        (
            #"{"layout": "hflow", "maxLines": 1, "items": [{"kind": "overflow"}, {"label": "a"}]}"#,
            "items[0].kind: the overflow indicator must be the last item: SwiftUI-Flow looks for it there (its .maxLines(_:overflow:) puts it after the content)"
        ),
        (
            #"{"layout": "flow", "items": [{"kind": "overflow"}]}"#,
            "items[0].kind: the overflow indicator is SwiftUI-Flow's: give \"layout\": \"hflow\" or \"vflow\" (with \"maxLines\")"
        ),
        (
            #"{"layout": "hflow", "items": [{"kind": "overflow", "label": "+9"}]}"#,
            "items[0].label: not allowed here: the overflow indicator's label is the number SwiftUI-Flow reports, +N"
        ),
        (
            #"{"layout": "hflow", "items": [{"kind": "overflow", "width": 2}]}"#,
            "items[0].width: not allowed here: the overflow indicator is sized by its label, +N"
        ),
    ])
    func badInput_getsOneMessageNamingTheField(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    /// A setting the request's layout does not read is kept and remarked on in the words the
    /// shell says after the same `set` (without the shell's "layout … to see it").
    @Test func settingsTheLayoutDoesNotRead_areNoted_asTheShellSaysThem() throws {
        let parsed = try request(
            #"{"layout": "flow", "alignment": "center", "variants": ["safe-align", "report-widest"], "items": []}"#)
        #expect(parsed.configuration.variants == [.safeAlign, .reportWidest])
        #expect(
            parsed.remarks == [
                "flow does not use the alignment; wrap, hstack and vstack do",
                "safe-align changes wrap; flow does not use it",
            ])
        let shell = try Self.shellRemarks(["layout flow", "set align center", "set safe-align on"])
        #expect(shell == parsed.remarks.map { "(\($0): layout wrap to see it)" })
    }

    /// An alignment named for the other axis is read as the same end, and said so, as the shell
    /// says it.
    @Test func anAlignmentForTheOtherAxis_isNoted() throws {
        let parsed = try request(#"{"layout": "vflow", "alignment": "top", "items": []}"#)
        #expect(parsed.configuration.flowOptions.itemAlignment == .start)
        #expect(
            parsed.remarks == [
                "vflow's alignment reads top as leading: its items sit across a column, leading to trailing"
            ])
        #expect(try request(#"{"layout": "hflow", "alignment": "top", "items": []}"#).remarks.isEmpty)
    }

    static func shellRemarks(_ lines: [String]) throws -> [String] {
        var workspace = Workspace()
        var remarks: [String] = []
        for line in lines {
            guard case .edit(let edit) = try CommandParser.parse(line) else { continue }
            remarks += try workspace.apply(edit).remarks
        }
        return remarks
    }

    /// The overflow indicator shows the number SwiftUI-Flow reports: a `+0` made wider by
    /// `+12` may hide one more item, and the request is answered with the settled label.
    @Test func theOverflowIndicator_showsWhatTheLayoutHid() throws {
        let items = (0..<14).map { _ in #"{"width": 3, "height": 1}"# }.joined(separator: ", ")
        let read = try request(
            #"{"layout": "hflow", "width": 11, "spacing": 1, "maxLines": 1, "items": ["#
                + items + #", {"kind": "overflow"}]}"#)
        // A B [+0] would fit (3 + 1 + 3 + 1 + 4 = 12 > 11: no), so B gives way: 13 hidden, "+13"
        // is wider still, and A alone keeps its place beside it.
        #expect(read.labels.last == "+13")
        let result = LayoutEngine.layout(read.items, read.configuration, proposal: read.proposal)
        #expect(result.overflowReport == OverflowReport(count: 13, visibility: .shown))
        #expect(result.placements.last?.frame == Rect(x: 4, y: 0, width: 5, height: 1))
    }
}
