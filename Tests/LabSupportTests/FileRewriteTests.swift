import Foundation
import TestSupport
import Testing

@testable import LabSupport

/// Files are rewritten as an editor would: through links, keeping mode, owner and hard links;
/// never over a read-only file, a FIFO or a device, nor over an edit made meanwhile. Reading
/// a state or lesson file never waits on a FIFO.
@Suite("files: rewriting in place of replacing")
struct FileRewriteTests {
    func folder() throws -> String {
        let path = TemporaryFolder.path("layoutlab-rw")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode
    }

    @Test func aPrivateFile_staysPrivate() throws {
        let path = try folder() + "/notes.lesson"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        #expect(FileSystem.replaceAtomically(path, with: "new\n") == nil)
        #expect(try text(path) == "new\n")
        #expect(mode(path) & 0o777 == 0o600)
    }

    /// Run as root, a rewrite made the file root's; it keeps its owner.
    @Test(.enabled(if: geteuid() == 0, "only root may give a file away"))
    func aFileOfSomeoneElses_keepsItsOwner() throws {
        let path = try folder() + "/theirs.lesson"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chown(path, 65534, 65534)
        #expect(FileSystem.replaceAtomically(path, with: "new\n") == nil)
        var info = stat()
        lstat(path, &info)
        #expect(info.st_uid == 65534 && info.st_gid == 65534)
        #expect(try text(path) == "new\n")
    }

    @Test func aLink_isFollowed_andStaysALink() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/real/progress.json", atomically: false, encoding: .utf8)
        // A relative link, as a dotfiles folder would have it.
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/progress.json", withDestinationPath: "real/progress.json")
        #expect(FileSystem.replaceAtomically(folder + "/progress.json", with: "new\n") == nil)
        #expect(FileSystem.kind(of: folder + "/progress.json") == .link)
        #expect(try text(folder + "/real/progress.json") == "new\n")
        // A link to a file not made yet makes it.
        try FileManager.default.createSymbolicLink(atPath: folder + "/later", withDestinationPath: "real/later")
        #expect(FileSystem.replaceAtomically(folder + "/later", with: "made\n") == nil)
        #expect(try text(folder + "/real/later") == "made\n")
        // A loop is refused in words.
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        #expect(FileSystem.replaceAtomically(folder + "/a", with: "x")?.reason.contains("a loop?") == true)
    }

    @Test func hardLinks_allSeeTheNewText() throws {
        let folder = try folder()
        try "old\n".write(toFile: folder + "/one", atomically: false, encoding: .utf8)
        link(folder + "/one", folder + "/two")
        #expect(FileSystem.replaceAtomically(folder + "/one", with: "new, longer\n") == nil)
        #expect(try text(folder + "/two") == "new, longer\n")
        #expect(FileSystem.replaceAtomically(folder + "/two", with: "s\n") == nil)
        #expect(try text(folder + "/one") == "s\n")
    }

    @Test func aReadOnlyFile_isRefused_evenForRoot() throws {
        let path = try folder() + "/shipped.lesson"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o444)
        #expect(FileSystem.replaceAtomically(path, with: "new\n")?.reason == "it is read-only; nothing was written")
        #expect(try text(path) == "old\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).count == 1
        )
    }

    @Test func aFIFO_isNeitherReadNorReplaced() throws {
        let path = try folder() + "/progress.json"
        #expect(mkfifo(path, 0o644) == 0)
        // Without O_NONBLOCK both would wait for a writer for ever.
        guard case .failure(let failure) = FileSystem.readRegularFile(path) else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(failure.reason == "it is a FIFO, not a regular file")
        #expect(
            FileSystem.replaceAtomically(path, with: "x")?.reason
                == "it is a FIFO, not a regular file; nothing was written")
        #expect(FileSystem.kind(of: path) == .fifo)
        guard case .failure(let device) = FileSystem.readRegularFile("/dev/zero") else {
            Issue.record("a device was read")
            return
        }
        #expect(device.reason == "it is a device, not a regular file")
    }

    @Test func missing_isNotAFailure_butNoPermissionIs() throws {
        let folder = try folder()
        guard case .success(nil) = FileSystem.readRegularFile(folder + "/none") else {
            Issue.record("a missing file was not nil")
            return
        }
        guard case .failure(let failure) = FileSystem.readRegularFile(folder) else {
            Issue.record("a folder was read")
            return
        }
        #expect(failure.reason == "it is a folder, not a regular file")
    }

    @Test func anEditMadeMeanwhile_isKept() throws {
        let path = try folder() + "/wrap.lesson"
        try "as read\n".write(toFile: path, atomically: false, encoding: .utf8)
        let failure = FileSystem.replace(path, unchangedFrom: Array("as read\n".utf8)) { temporary in
            // The editor saves while the new text is being written.
            try? "the teacher's edit\n".write(toFile: path, atomically: false, encoding: .utf8)
            return FileSystem.writeWhole(temporary, "redrawn\n")
        }
        #expect(failure?.reason == "it changed since it was read (saved by an editor meanwhile?); nothing was written")
        #expect(try text(path) == "the teacher's edit\n")
        #expect(
            FileSystem.replaceAtomically(path, with: "redrawn\n", unchangedFrom: Array("the teacher's edit\n".utf8))
                == nil)
        #expect(try text(path) == "redrawn\n")
    }
}
