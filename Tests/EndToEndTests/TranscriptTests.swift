import Foundation
import TestSupport
import Testing

@Suite("layoutlab run and piped input, end to end")
struct TranscriptTests {
    @Test func run_printsEachCommandAndItsPicture() throws {
        let script = """
            # two tags, then narrower
            add Swift
            add "Layout protocol"
            set width 20
            frames
            """
        let result = try Executable.run(["run", "-", "--ascii"], input: script)
        #expect(
            result
                == Transcript(
                    output: """
                        # two tags, then narrower
                        > add Swift
                             0....+....10...+....20...+....30...+....40
                            #========================================#
                          0 #[Swift]                                 #
                            #========================================#
                        wrap (000) | proposal 40xnil -> 40x1 | 1 item in 1 row | spacing system | align topLeading
                        > add "Layout protocol"
                             0....+....10...+....20...+....30...+....40
                            #========================================#
                          0 #[Swift] [Layout protocol]               #
                            #========================================#
                        wrap (000) | proposal 40xnil -> 40x1 | 2 items in 1 row | spacing system | align topLeading
                        > set width 20
                             0....+....10...+....20
                            #====================#
                          0 #[Swift]             #
                            #                    #
                          2 #[Layout protocol]   #
                            #====================#
                        wrap (000) | proposal 20xnil -> 20x3 | 2 items in 2 rows | spacing system | align topLeading
                        > frames
                        #  label            kind  x  y  width  height  row
                        0  Swift            text  0  0      7       1    0
                        1  Layout protocol  text  0  2     17       1    1
                        size 20×3, 2 rows

                        """, error: "", status: 0))
    }

    @Test func run_stopsAtTheFirstError_withFileAndLine() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path("layoutlab"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("demo.lab").path
        try "set autoshow off\nset widht 3\nadd Never\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Executable.run(["run", path])
        #expect(result.status == 1)
        #expect(result.output == "> set autoshow off\nautoshow off\n> set widht 3\n")
        #expect(
            result.error
                == "\(path):2: error: unknown setting 'widht'; did you mean 'width'? (allowed: width, height, spacing, hspacing, vspacing, align, origin, autoshow, a variant's name, or a collection's bounds, items and parameters; help set lists them all)\n"
        )
        let goingOn = try Executable.run(["run", "--keep-going", path])
        #expect(goingOn.status == 1)
        #expect(goingOn.output.hasSuffix("> add Never\n"))
    }

    @Test func pipedInput_printsThePictureWithoutAPrompt() throws {
        let result = try Executable.run([], input: "add Swift\nshow\n")
        #expect(result.status == 0)
        #expect(!result.output.contains("layoutlab>"))
        #expect(result.output.contains("║[Swift]"))
    }

    @Test(arguments: [
        (
            "add",
            "error: add what? usage: add LABEL [SIZE] [OPTION…]   |   add spacer [min=N]   |   add break\n"
        ),
        (
            "add Box 3xnan",
            "error: height nan is not a number (allowed: a number from 0 to 1000000000)\n"
        ),
        ("add Box -3x1", "error: width -3 is negative (allowed: a number from 0 to 1000000000)\n"),
        ("add Box 1e308x1", "error: width 1e308 is too large (allowed: a number from 0 to 1000000000)\n"),
        (
            "set width nan",
            "error: width nan is not a number (allowed: a number from 0 to 1000000000, none or infinity)\n"
        ),
        ("add \"unclosed", "error: unterminated \" quote; close it with another \"\n"),
        ("shwo", "error: unknown command 'shwo'; did you mean 'show'? (type help for the list)\n"),
        ("remove 7", "error: there are no items to remove\n"),
        ("undo", "error: nothing to undo\n"),
        (
            "layout grid",
            "error: unknown layout 'grid' (allowed: flow, wrap, anchored, hflow, vflow, hstack, vstack, snap-carousel, card-stack, drum)\n"
        ),
    ])
    func badInput_getsOneLineAndTheShellGoesOn(line: String, message: String) throws {
        let result = try Executable.run([], input: "\(line)\nset autoshow off\n")
        #expect(result.error == message)
        #expect(result.output == "autoshow off\n")
        #expect(result.status == 1)
    }
}

@Suite("scrolling collections in the shell, end to end")
struct CollectionShellTests {
    @Test func drum_scrollAndRelease_snapsToAWholeItem() throws {
        let result = try Executable.run(
            ["run", "-"], input: "set autoshow off\nlayout drum\nscroll 40\nrelease\nframes\n")
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "released at 40 with velocity 0: it would stop at 40; targetContentOffset says 45.864; item 3 ends up in the middle"
            ))
        #expect(
            result.output.contains("#  centerX  centerY   width  height  scale  rotation   z  outerR  innerR  parked"))
    }

    @Test func flowCommandsAndCollectionCommands_eachSayWhereTheyBelong() throws {
        let result = try Executable.run(
            ["run", "-", "--keep-going"],
            input: "scroll 3\nlayout card-stack\nset width 3\nset visible-items 4\ntrace\n")
        #expect(
            result.error == """
                <stdin>:1: error: that is for the scrolling collections: layout snap-carousel, card-stack or drum first
                <stdin>:3: error: card-stack is sized by its bounds: set bounds WIDTHxHEIGHT (width, height, spacing, align, origin and the variants belong to the flow layouts)
                <stdin>:4: error: card-stack has no parameter 'visible-items' (it has: inset, distance, item-height, min-scale)
                <stdin>:5: error: collection layouts have no proposals to trace; frames lists their attributes

                """)
    }
}

@Suite("export svg, end to end")
struct ExportTests {
    @Test func export_writesSVG_andNeverReplacesAFileWithoutForce() throws {
        let directory = URL(fileURLWithPath: TemporaryFolder.path("layoutlab-svg"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("tags.svg").path
        let script = [
            "set autoshow off", "add \"<Swift & Co>\"", "export svg \(path)", "add Two", "export svg \(path)",
            "export svg \(path) --force",
        ]
        let result = try Executable.run(["run", "-", "--keep-going"], input: script.joined(separator: "\n") + "\n")
        #expect(result.error == "<stdin>:5: error: \(path) already exists; add --force to replace it\n")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("&lt;Swift &amp; Co&gt;") && svg.contains(">Two</text>"))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tags.svg"])
        // A name with no extension gets .svg, and says so (a file called "wrap" opened as nothing).
        let bare = directory.appendingPathComponent("wrap").path
        let named = try Executable.run(["run", "-"], input: "add Swift\nexport svg \(bare)\n")
        #expect(named.output.contains("wrote \(bare).svg (.svg added to the name)"))
        #expect(FileManager.default.fileExists(atPath: bare + ".svg"))
    }
}
