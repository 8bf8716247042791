import Foundation
import LayoutCore
import Rendering
import Testing
import Workbench

@Suite("command language")
struct CommandParserTests {
    @Test func quotesKeepSpaces_andBareKeywordsAreKeywords() throws {
        #expect(
            try Tokenizer.words(#"add "Layout protocol" 3x1 # note"#) == [
                Word("add"), Word("Layout protocol", quoted: true), Word("3x1"),
            ])
        #expect(try CommandParser.parse("add break") == .edit(.items(.add(.lineBreak()))))
        #expect(try CommandParser.parse(#"add "break""#) == .edit(.items(.add(try .text("break")))))
    }

    /// `walk` alone walks the article's code; `walk FILE.swift` the learner's own file.
    @Test func walk_takesAFileOfYourOwn() throws {
        #expect(throws: CommandError.self) { try CommandParser.parse("walk 3") }
        #expect(try CommandParser.parse("walk") == .walk(to: nil))
        #expect(try CommandParser.parse("walk --to 4") == .walk(to: 4))
        #expect(try CommandParser.parse("walk Mine.swift") == .walkFile("Mine.swift", to: nil))
        #expect(try CommandParser.parse("walk tried --to 3") == .walkTried(to: 3))
        // A line of Swift is taken as typed, quotes and backslashes included.
        #expect(try CommandParser.parse("try  if a == \"x\\n\" {") == .lesson(.tryCode("if a == \"x\\n\" {")))
        #expect(try CommandParser.parse("walk \"my flow.swift\" --to 3") == .walkFile("my flow.swift", to: 3))
        #expect(throws: CommandError.self) { try CommandParser.parse("walk a.swift b.swift") }
        #expect(throws: CommandError.self) { try CommandParser.parse("walk a.swift --to 0") }
    }

    @Test func setAndAddReadTheirValues() throws {
        #expect(try CommandParser.parse("set width none") == .edit(.flow(.setWidth(nil))))
        #expect(
            try CommandParser.parse("set spacing system")
                == .edit(.flow(.setSpacing(horizontal: .system, vertical: .system))))
        let item = try LayoutItem.fixed("Box", width: 6, height: 3).with {
            $0.anchor = .bottom
            $0.startsNewLine = true
        }
        #expect(try CommandParser.parse("add Box 6x3 anchor=bottom break") == .edit(.items(.add(item))))
        #expect(try CommandParser.parse("set origin 5,-2") == .edit(.flow(.setOrigin(Point(x: 5, y: -2)))))
        #expect(try CommandParser.parse("set safe-align on") == .edit(.flow(.setVariant(.safeAlign, on: true))))
    }

    /// Refusals are values: the case says what went wrong, `message` words it.
    @Test(
        arguments: [
            (
                "shwo", CommandError.unknownCommand("shwo"),
                "unknown command 'shwo'; did you mean 'show'? (type help for the list)"
            ),
            ("set", .missingSetting, nil),
            ("set widht 3", .unknownSetting("widht"), nil),
            (
                "set width", .settingUsage(setting: "width", values: "N|none|infinity"),
                "usage: set width N|none|infinity"
            ),
            (
                "set width -3",
                .numberOutOfRange(
                    "-3", name: "width", problem: "is negative",
                    allowed: "a number from 0 to 1000000000, none or infinity"),
                "width -3 is negative (allowed: a number from 0 to 1000000000, none or infinity)"
            ),
            (
                "goto x", .needsNumber(name: "goto", kind: "a step number", got: "x"),
                "goto needs a step number, got 'x'"
            ),
            ("add \"a", .unterminatedQuote("\""), "unterminated \" quote; close it with another \""),
            ("show me", .tooManyWords(usage: "show"), "too many words; usage: show"),
            (
                "export png a", .exportFormat("png"),
                "export writes svg (the picture) or walk (the walk), not png: export svg FILE, export walk FILE.html"
            ),
            (
                "width 20", .settingWithoutSet("width", line: "width 20"),
                "width is a setting, not a command; did you mean 'set width 20'?"
            ),
        ] as [(String, CommandError, String?)])
    func refusals_areTypedAndWorded(line: String, error: CommandError, message: String?) {
        #expect(throws: error) { try CommandParser.parse(line) }
        if let message { #expect(error.message == message) }
    }

    @Test func lessonCommandsAreLessonCommands() throws {
        #expect(try CommandParser.parse("answer 17 columns") == .lesson(.answer("17 columns")))
        #expect(try CommandParser.parse("goto 3") == .lesson(.goto(3)))
        #expect(try CommandParser.parse("next") == .lesson(.next))
    }

    @Test func pathsStartingWithATilde_areInTheHome() throws {
        let home = String(cString: getenv("HOME"))
        #expect(try CommandParser.parse("open ~/my.lesson") == .lesson(.open(home + "/my.lesson")))
        #expect(try CommandParser.parse("export svg ~/a.svg") == .exportSVG(path: home + "/a.svg", force: false))
    }

    @Test func everyCommandIsInExactlyOneHelpGroup_andHasItsLine() {
        let grouped = CommandCatalog.groups.flatMap(\.names)
        #expect(Set(grouped) == Set(CommandName.allCases))
        #expect(grouped.count == CommandName.allCases.count)
        let described = CommandCatalog.commands.map(\.name)
        #expect(Set(described) == Set(CommandName.allCases) && described.count == CommandName.allCases.count)
    }

    /// The table holds together: no alias is a command's name or another's alias, every
    /// command parsed names its declaration, and a lesson's rules come from there (an alias is
    /// one word in one declaration: `ls` is `lessons`).
    @Test func check_takesWalkAfterTheFile_andASeed() throws {
        #expect(
            try CommandParser.parse("check a.swift --walk") == .exercise(.check(file: "a.swift", seed: nil, walk: true))
        )
        #expect(
            try CommandParser.parse("check a.swift --seed 3 --walk")
                == .exercise(.check(file: "a.swift", seed: 3, walk: true)))
        #expect(try CommandParser.parse("check a.swift") == .exercise(.check(file: "a.swift", seed: nil, walk: false)))
    }

    @Test func theDeclarations_holdTogether() throws {
        let aliases = CommandCatalog.commands.flatMap(\.aliases)
        #expect(Set(aliases).count == aliases.count)
        #expect(Set(aliases).isDisjoint(with: CommandName.allCases.map(\.rawValue)))
        #expect(try CommandParser.parse("ls") == .lesson(.lessons))
        #expect(HelpText.lines(.lessons).first == "usage: lessons (also: ls)")
        let samples = [
            "show", "frames", "trace fresh", "help set", "layout drum", "set width 3", "set autoshow off", "add Swift",
            "add", "remove 1", "remove", "clear", "undo", "redo", "scroll 3", "drag 2", "release", "lessons", "open x",
            "step", "next", "back", "goto 2", "restart", "answer 3", "hint", "skip", "progress", "close", "preview x",
            "reset x", "exercises", "exercise start flow", "check a.swift", "watch a.swift", "source", "export svg a",
            "walk", "why", "reload", "try x > 0",
            "quit",
        ]
        var named: Set<CommandName> = []
        for line in samples {
            let command = try #require(try CommandParser.parse(line))
            #expect(CommandCatalog.spec(line.split(separator: " ")[0].lowercased())?.name == command.name, "\(line)")
            named.insert(command.name)
        }
        #expect(named == Set(CommandName.allCases))
        // The rules a lesson applies, as declared.
        #expect(try CommandParser.parse("set autoshow off")?.lessonPolicy.whilePredicting == true)
        #expect(
            try CommandParser.parse("set width 3")?.lessonPolicy
                == LessonPolicy(whilePredicting: false, whileAsking: false, inSetup: true))
        #expect(try CommandParser.parse("add")?.lessonPolicy.inSetup == false)
        #expect(try CommandParser.parse("trace")?.lessonPolicy.whileAsking == true)
        #expect(try CommandParser.parse("frames")?.lessonPolicy.whileAsking == false)
    }

    /// Every setting `set` takes parses, and its usage line says what its value looks like.
    @Test func everySetting_isReadByItsName() {
        for setting in Setting.all {
            #expect(Setting(setting.name) == setting)
            #expect(throws: CommandError.settingUsage(setting: setting.name, values: setting.valueHint)) {
                try CommandParser.parse("set \(setting.name)")
            }
        }
        #expect(Set(Setting.all.map(\.name)).count == Setting.all.count)
    }
}
