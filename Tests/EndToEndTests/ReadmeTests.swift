import Foundation
import TestSupport
import Testing

/// The README shows real output; these tests keep it real.
@Suite("README stays true")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func tourTranscript_isWhatTheProgramPrints() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- tour:begin -->\n```\n$ layoutlab run Examples/tour.lab\n"))
        let end = try #require(readme.range(of: "```\n<!-- tour:end -->"))
        let shown = String(readme[begin.upperBound..<end.lowerBound])
        let script = Self.root.appendingPathComponent("Examples/tour.lab").path
        let result = try Executable.run(["run", script])
        #expect(result.status == 0)
        #expect(result.output == shown)
    }
}
