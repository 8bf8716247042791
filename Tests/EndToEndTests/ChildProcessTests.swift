import Foundation
import TestSupport
import Testing

/// The helper every end-to-end test starts programs with. CI once hung for 90 minutes
/// because Foundation's Process never saw tmux's client end (its server kept a socket open),
/// so these pin down what the helper promises: no hang, whatever the child leaves behind.
@Suite("starting programs from tests")
struct ChildProcessTests {
    let environment = ["PATH": "/usr/bin:/bin"]

    @Test func returnsWhenTheChildEnds_evenIfItLeftADaemonBehind() throws {
        let started = Date()
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "sleep 30 </dev/null >/dev/null 2>&1 & echo started"], environment: environment)
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == "started\n")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func stopsReadingSoonAfterTheChildEnds_whenADescendantHoldsItsOutput() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "sleep 30 & echo started"], environment: environment)
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == "started\n")
        #expect(!result.timedOut)
    }

    @Test func killsAChildThatOutlivesItsDeadline() throws {
        let result = try ChildProcess.run("/bin/sleep", ["30"], environment: environment, timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGKILL)
    }

    @Test func theChildStartsWithNoSignalBlocked() throws {
        let result = try ChildProcess.run("/bin/grep", ["SigBlk", "/proc/self/status"], environment: environment)
        #expect(String(decoding: result.output, as: UTF8.self) == "SigBlk:\t0000000000000000\n")
    }

    @Test func passesInputAndKeepsTheStreamsApart() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], environment: environment, input: Data("hello\n".utf8))
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "hello\n")
        #expect(String(decoding: result.error, as: UTF8.self) == "oops\n")
    }

    @Test func aChildThatIgnoresItsInput_doesNotBreakTheRunner() throws {
        let big = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        let result = try ChildProcess.run("/bin/true", [], environment: environment, input: big)
        #expect(result.status == 0)
    }
}
