import Foundation
import FuzzHarness
import TestSupport
import Testing

/// Every seed of every fuzzer, and every input that once crashed one, goes through the same
/// harness in `make test`: quick, and a bug found once stays found.
@Suite("fuzz seeds replayed")
struct FuzzSeedReplayTests {
    static let corpus = RepositoryFile.root
        .appendingPathComponent("Fuzz/Corpus").path

    @Test(arguments: FuzzHarness.targets.map(\.name))
    func seeds_runWithoutCrashing(target: String) throws {
        let run = try #require(FuzzHarness.targets.first { $0.name == target }?.run)
        let files = FuzzHarness.files(in: Self.corpus + "/" + target)
        #expect(!files.isEmpty)
        for file in files {
            run(try #require(FuzzHarness.read(file)))
        }
    }
}
