import LabText
import Testing
import Workbench

@testable import Lessons

/// `set` and an answer read the same words for an infinite length (an answer took
/// "infinite", `set width infinite` did not).
@Suite("infinity, one list of words")
struct InfinityWordsTests {
    @Test(arguments: InfinityWords.all.sorted())
    func setAndAnAnswer_readTheSameWord(_ word: String) throws {
        let command = try CommandParser.parse("set width \(word)")
        #expect(command != nil)
        let found = AnswerReading.numbers(in: word).map(\.value)
        #expect(found == [.infinity], "\(word): \(found)")
    }
}
