import CLibedit
import Foundation
import TestSupport
import Testing

@testable import Shell

/// The history file: a line is appended, not the file written again; a long line is not kept;
/// what is appended reads back as libedit reads a file it wrote.
@Suite("the history file")
struct HistoryFileTests {
    let folder = TemporaryFolder.path("history")

    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }

    /// The lines libedit loads from `path`, oldest first.
    func loaded(_ path: String) -> [String] {
        let history = history_init()
        defer { history_end(history) }
        var event = HistEvent()
        ll_history_set_size(history, &event, 5000)
        var file = HistoryFile(path: path, size: 5000)
        _ = file.load(into: history)
        var lines: [String] = []
        var more = ll_history_oldest(history, &event)
        while more >= 0 {
            lines.append(event.str.map { String(cString: $0) } ?? "")
            more = ll_history_newer(history, &event)
        }
        return lines
    }

    @Test func aLine_isAppended_andReadsBackAsTyped() throws {
        let path = folder + "/history"
        var file = HistoryFile(path: path, size: 1000)
        let typed = ["add A 3x1", "add \"Привет мир\" 4x1", "add 🙂 2x1", "set label \\ back\tslash", "  spaced  "]
        var before = ""
        for line in typed {
            #expect(file.append(line) == nil)
            let now = try String(contentsOfFile: path, encoding: .utf8)
            // Appended: what was there is there still, byte for byte, at the start.
            #expect(now.hasPrefix(before) && now.count > before.count)
            before = now
        }
        #expect(before.hasPrefix("_HiStOrY_V2_\n"))
        #expect(loaded(path) == typed)
    }

    @Test func aLongLine_isNotKept_andOneWrittenBySomethingElseIsNotLoaded() throws {
        #expect(!HistoryFile.keeps(String(repeating: "x", count: HistoryFile.longestLine + 1)))
        #expect(HistoryFile.keeps(String(repeating: "x", count: HistoryFile.longestLine)))
        #expect(!HistoryFile.keeps("   "))
        let path = folder + "/planted"
        let long = String(repeating: "y", count: 3 << 20)
        try "_HiStOrY_V2_\nadd\\040A\n\(long)\nadd\\040B\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(loaded(path) == ["add A", "add B"])
    }

    @Test func aFileTwiceTheSize_isWrittenWhole_keepingTheNewest() throws {
        let path = folder + "/history"
        var file = HistoryFile(path: path, size: 10)
        for number in 0..<20 { #expect(file.append("add T\(number)") == nil) }
        #expect(loaded(path).count == 20)
        // The 21st line finds the file at twice the size: the newest ten are kept.
        #expect(file.append("add T20") == nil)
        #expect(loaded(path) == (11...20).map { "add T\($0)" })
    }

    @Test func aPlainFile_isWrittenWhole_inLibeditsFormat() throws {
        let path = folder + "/plain"
        try "add Alpha\nadd Beta\n".write(toFile: path, atomically: true, encoding: .utf8)
        var file = HistoryFile(path: path, size: 1000)
        #expect(file.append("add Gamma") == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("_HiStOrY_V2_\n"))
        #expect(loaded(path) == ["add Alpha", "add Beta", "add Gamma"])
    }

    @Test func aFileOver16MB_isSetAside() throws {
        let path = folder + "/huge"
        FileManager.default.createFile(atPath: path, contents: Data(count: HistoryFile.largestFile + 1))
        var file = HistoryFile(path: path, size: 1000)
        let history = history_init()
        defer { history_end(history) }
        let result = file.load(into: history)
        #expect(result.failure == nil)
        let aside = try #require(result.setAside)
        #expect(aside.hasPrefix(path + ".too-large-"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: aside))
    }
}
