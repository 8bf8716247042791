import Foundation
import TestSupport
import Testing

/// The README shows real output; these tests keep it real.
@Suite("README stays true")
struct ReadmeTests {
    static let root = RepositoryFile.root

    @Test(arguments: ["tour", "drum", "walk"])
    func transcript_isWhatTheProgramPrints(name: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(
            readme.range(of: "<!-- \(name):begin -->\n```\n$ layoutlab run Examples/\(name).lab\n"))
        let end = try #require(readme.range(of: "```\n<!-- \(name):end -->"))
        let shown = String(readme[begin.upperBound..<end.lowerBound])
        let script = Self.root.appendingPathComponent("Examples/\(name).lab").path
        let result = try Executable.run(["run", script])
        #expect(result.status == 0)
        #expect(result.output == shown)
    }

    @Test(arguments: ["place-flow", "place-carousel"])
    func placeExample_isWhatTheProgramPrints(name: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- \(name):begin -->\n```\n$ layoutlab place <<'EOF'\n"))
        let end = try #require(readme.range(of: "```\n<!-- \(name):end -->"))
        let block = String(readme[begin.upperBound..<end.lowerBound])
        let parts = block.components(separatedBy: "\nEOF\n")
        try #require(parts.count == 2)
        let result = try Executable.run(["place"], input: parts[0])
        #expect(result.status == 0)
        #expect(result.output == parts[1])
    }
}
