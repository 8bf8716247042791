import Foundation
import LayoutCore
import Rendering
import Shell
import TestSupport
import Testing
import Workbench

@Suite("the session: commands, undo, completion")
struct SessionTests {
    @Test func bareAddAndRemove_countACollectionsItems_butNameNoFlowItem() {
        let session = quietSession()
        #expect(session.execute("add").error?.hasPrefix("add what?") == true)
        #expect(session.execute("remove").error == "usage: remove INDEX|LABEL")
        _ = session.execute("layout drum")
        _ = session.execute("add")
        #expect(session.workspace.collection?.itemCount == 13)
        _ = session.execute("remove")
        _ = session.execute("remove")
        #expect(session.workspace.collection?.itemCount == 11)
        #expect(
            session.execute("add Swift 3x3").lines.first?.hasPrefix("added item 11 (the items of drum are numbered")
                == true)
    }

    @Test func settingsALayoutIgnores_andLabelsThatAreNotThere_sayWhy() {
        let session = quietSession()
        _ = session.execute("layout flow")
        #expect(
            session.execute("set align center").lines
                == ["(flow does not use the alignment; wrap, hstack and vstack do: layout wrap to see it)"])
        _ = session.execute("add Swift")
        _ = session.execute("add spacer")
        #expect(
            session.execute("remove spacer").error
                == "no item labelled 'spacer' (items: Swift); spacers and breaks have no label: remove them by index (frames lists them)"
        )
    }

    /// A direction is one type's words: its short name, or its name with or without dashes.
    @Test func aDirection_isReadByItsOwnWords() throws {
        for typed in ["rtl", "RTL", "rightToLeft", "right-to-left"] {
            #expect(
                try CommandParser.parse("set direction \(typed)")
                    == .edit(.flow(.setSwiftUIFlow(.layoutDirection(.rightToLeft)))), "\(typed)")
        }
        #expect(throws: CommandError.unknownWord("up", what: "direction", allowed: ["ltr", "rtl"])) {
            try CommandParser.parse("set direction up")
        }
    }

    /// A scale is said as a number, a percentage or a fraction, as an answer may be.
    @Test func aScale_takesAPercentageOrAFraction() throws {
        for typed in ["0.5", "50%", "1/2"] {
            let command = try CommandParser.parse("set min-scale \(typed)")
            #expect(command == .edit(.collection(.setParameter(.minScale, 0.5))), "\(typed)")
        }
        #expect(throws: CommandError.self) { try CommandParser.parse("set min-scale 1/0") }
        #expect(throws: CommandError.self) { try CommandParser.parse("set inset 1/2") }
    }

    @Test func undoAndRedoWalkTheHistory() {
        let session = quietSession()
        _ = session.execute("add Swift")
        _ = session.execute("add Layout")
        #expect(session.execute("undo").lines == ["undone: add Layout"])
        #expect(session.workspace.items.map(\.label) == ["Swift"])
        #expect(session.execute("redo").lines == ["redone: add Layout"])
        #expect(session.workspace.items.map(\.label) == ["Swift", "Layout"])
        #expect(session.execute("remove Swift").error == nil)
        #expect(session.execute("remove Swift").error == "no item labelled 'Swift' (items: Layout)")
    }

    /// Each setting is declared once (`SettingWords`): `help set` names it, Tab offers values
    /// for it, and every value offered is one `set` takes; after `add LABEL`, Tab offers every
    /// item option the parser reads (it once left out flex= and priority=).
    @Test func everySettingAndItemOption_isHelpedCompletedAndTaken() throws {
        let help = HelpText.lines(.set, inLesson: false).joined(separator: "\n")
        for setting in Setting.all {
            #expect(help.contains("set \(setting.name) \(setting.words.example)"), "\(setting.name): not in help set")
            #expect(!setting.words.completions.isEmpty, "\(setting.name)")
            for value in setting.words.completions {
                #expect(throws: Never.self, "set \(setting.name) \(value)") {
                    try CommandParser.parse("set \(setting.name) \(value)")
                }
            }
            let offered = Completion.candidates(
                "set \(setting.name) ", labels: [], collection: setting.isForCollections ? .drum : nil)
            #expect(offered == setting.words.completions, "\(setting.name)")
        }
        let options = Completion.candidates("add A ", labels: [])
        for option in ItemOption.allCases {
            #expect(options.contains(option.completions[0]), "\(option)")
            // (min= is a spacer's alone.)
            let label = option == .minLength ? "spacer" : "A"
            for word in option.completions {
                #expect(throws: Never.self, "add \(label) \(word)") { try CommandParser.parse("add \(label) \(word)") }
            }
        }
    }

    @Test func completionKnowsCommandsValuesAndLabels() {
        #expect(Completion.candidates("se", labels: []) == ["set"])
        // "bottom" is complete and begins two more: all three are listed.
        #expect(Completion.candidates("set align bottom", labels: []) == ["bottomLeading", "bottom", "bottomTrailing"])
        // Same case first; a typed index that begins a label lists both.
        let labels = ["Swift", "SwiftUI", "spacer", "3x3", "👨‍👩‍👧fam"]
        #expect(Completion.candidates("remove S", labels: labels) == ["Swift", "SwiftUI"])
        #expect(Completion.candidates("remove s", labels: labels) == ["Swift", "SwiftUI", "spacer"])
        // A collection's items have numbers only.
        #expect(Completion.candidates("remove ", labels: labels, itemCount: 2, collection: .drum) == ["0", "1"])
        #expect(Completion.candidates("remove 3", labels: labels, itemCount: 5) == ["3x3", "3"])
        #expect(Completion.candidates("remove 👨", labels: labels) == ["👨‍👩‍👧fam"])
        #expect(Completion.candidates("remove Пр", labels: ["Привет"], itemCount: 1) == ["Привет"])
        #expect(
            Completion.candidates("set ", labels: []) == [
                "width", "height", "spacing", "hspacing", "vspacing", "align", "origin", "autoshow",
                "safe-align", "vertical-axis", "infinity-as-none", "place-below-min", "clear-rows",
            ])
        #expect(Completion.candidates("set r", labels: [], layout: .anchored) == ["row-anchors"])
        #expect(Completion.candidates("set j", labels: [], layout: .hflow) == ["justified"])
        #expect(Completion.candidates("set j", labels: [], layout: .wrap) == [])
        #expect(
            Completion.candidates("set ", labels: [], collection: .drum) == [
                "bounds", "items", "visible-items", "item-height", "max-scale", "autoshow",
            ])
        #expect(Completion.candidates("trace f", labels: []) == ["fresh"])
    }

    @Test func completion_knowsFilesForOpenAndExport() throws {
        let folder = TemporaryFolder.path("completion")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for name in ["a.lesson", "b.txt", "my lesson.lesson"] {
            try "".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        #expect(
            Completion.candidates("open \(folder)/", labels: []) == [
                "\(folder)/a.lesson", "\"\(folder)/my lesson.lesson\"", "\(folder)/sub/",
            ])
        #expect(Completion.candidates("export svg \(folder)/b", labels: []) == ["\(folder)/b.txt"])
        // A folder that needs quotes keeps its quote open, so Tab goes on inside it.
        try FileManager.default.createDirectory(atPath: folder + "/My Lessons", withIntermediateDirectories: true)
        try "".write(toFile: folder + "/My Lessons/x.lesson", atomically: true, encoding: .utf8)
        #expect(Completion.candidates("open \(folder)/My", labels: []) == ["\"\(folder)/My Lessons/"])
        #expect(
            Completion.candidates("open \"\(folder)/My Lessons/", labels: []) == ["\"\(folder)/My Lessons/x.lesson\""])
        #expect(Completion.candidates("open \(folder)/My\\ L", labels: []) == ["\"\(folder)/My Lessons/"])
        #expect(Completion.candidates("open flow", labels: [], lessonIds: ["flow-basics"]) == ["flow-basics"])
        #expect(Completion.candidates("set inset ", labels: [], collection: .cardStack) == ["6", "0", "2"])
    }

    @Test func completion_quotesLabelsThatNeedIt_soTheLineStillParses() throws {
        let names = ["Hello world", "say \"hi\"", "Hi", "it's", "2024", "a#b", "back\\slash"]
        let complete = { (before: String) in Completion.candidates(before, labels: names, itemCount: 3) }
        #expect(complete("remove H") == ["\"Hello world\"", "Hi"])
        #expect(complete("remove \"He") == ["\"Hello world\""])
        #expect(complete("remove s") == [#""say \"hi\"""#])
        #expect(complete("remove i") == ["\"it's\""])
        #expect(complete("remove 2") == ["\"2024\"", "2"])  // quoted: a bare 2024 would be an index
        #expect(Completion.currentWord("remove \"Hello w") == "\"Hello w")
        #expect(Completion.currentWord("remove 'Hello w") == "'Hello w")
        #expect(complete("remove 'Hello w") == ["\"Hello world\""])
        #expect(complete("remove \"Hello w") == ["\"Hello world\""])
        #expect(complete("remove 'Hi") == ["Hi"])
        // What completion writes is read back as the label it came from.
        for name in names {
            #expect(
                try CommandParser.parse("remove " + Completion.spelledLabel(name))
                    == .edit(.items(.remove(.label(name)))))
        }
    }
}

/// A session that does not draw after every change, for tests that look at the workspace.
func quietSession() -> Session {
    let session = Session()
    session.autoshow = false
    return session
}
