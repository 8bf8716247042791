import Foundation
import TestSupport
import Testing

@testable import LabSupport

/// Temporary files nobody can guess or plant, and what a killed process leaves behind.
@Suite("files: temporaries and locks")
struct FileSystemTests {
    func folder() throws -> String {
        let path = TemporaryFolder.path("layoutlab-fs")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func temporaries_areNewFilesWithUnguessableNames() throws {
        let folder = try folder()
        let first = try #require(FileSystem.temporaryFile(beside: folder + "/progress.json"))
        let second = try #require(FileSystem.temporaryFile(beside: folder + "/progress.json"))
        #expect(first != second)
        #expect(first.hasPrefix(folder + "/.layoutlab-\(getpid())-"))
        #expect(FileSystem.isRegularFile(first))
    }

    @Test func staleTemporaries_ofDeadProcesses_areRemoved() throws {
        let folder = try folder()
        // The largest pid Linux hands out is 4194304: nothing runs as 4194303 here.
        let dead = folder + "/.layoutlab-4194303-abcdef"
        let mine = folder + "/.layoutlab-\(getpid())-abcdef"
        for path in [dead, mine, folder + "/keep.txt"] {
            try "x".write(toFile: path, atomically: false, encoding: .utf8)
        }
        FileSystem.removeStaleTemporaries(in: folder)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: mine))
        #expect(FileManager.default.fileExists(atPath: folder + "/keep.txt"))
    }

    /// A dangling link planted as the lock file once made the program create its target
    /// outside the state folder.
    @Test func aPlantedLockLink_isNotFollowed() throws {
        let folder = try folder()
        let target = folder + "-elsewhere"
        try FileManager.default.createSymbolicLink(atPath: folder + "/progress.lock", withDestinationPath: target)
        let ran = FileSystem.withExclusiveLock(folder + "/progress.lock") { true }
        #expect(ran)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func writeWhole_doesNotWriteThroughALink() throws {
        let folder = try folder()
        try "precious".write(toFile: folder + "/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: folder + "/victim")
        #expect(!FileSystem.writeWhole(folder + "/out", "overwritten"))
        #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "precious")
    }
}
