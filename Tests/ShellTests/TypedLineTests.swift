import LabText
import Lessons
import TestSupport
import Testing
import Workbench

@testable import Shell

/// A line is told apart before anything runs, in one place: a table of lines, with a question
/// waiting and without, and what each is.
@Suite("typed lines told apart")
struct TypedLineTests {
    static let text = """
        id: tiny
        title: Tiny
        version: 1

        == Where
        > add Swift
        > add Layout
        question: At which x does Layout start?
        answer: x(Layout)

        == Done
        That is all.
        """

    /// A taker with the tiny lesson open at its question (`answered`: the question done).
    static func taker(answered: Bool) throws -> LessonTaker {
        let lesson = try #require(LessonParser.parse(text, file: "tiny.lesson").lesson)
        let taker = LessonTaker(
            library: LessonLibrary(lessons: [lesson]),
            store: ProgressStore(directory: try TemporaryFolder.made("typed")))
        _ = try taker.handle(.command(.open("tiny"), current: Workspace()))
        if answered { _ = try taker.handle(.command(.answer("8"), current: Workspace())) }
        return taker
    }

    /// What a line reads as: "answer 8", "command show", "empty", or the error's words.
    static func read(_ line: String, _ taker: LessonTaker?) -> String {
        do throws(SessionError) {
            switch try Session.reading(line, lessons: taker) {
            case .answer(let typed): return "answer \(typed)"
            case .command(nil): return "empty"
            case .command(let command?): return "command \(command.name.rawValue)"
            }
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("8", "answer 8"),
        ("  8 columns ", "answer 8 columns"),
        ("show", "command show"),
        ("", "empty"),
        ("   ", "empty"),
        ("shwo", "unknown command 'shwo'; did you mean 'show'? (to answer with it, type answer shwo)"),
        ("it's 8", "answer it's 8"),
        ("width", "answer width"),
    ])
    func whileAQuestionWaits(_ line: String, _ reads: String) throws {
        #expect(Self.read(line, try Self.taker(answered: false)) == reads)
    }

    @Test(arguments: [
        ("8", "no question is waiting"),
        ("show", "command show"),
        ("", "empty"),
        ("shwo", "unknown command"),
    ])
    func withNoQuestionWaiting(_ line: String, _ begins: String) throws {
        let said = Self.read(line, try Self.taker(answered: true))
        #expect(said.hasPrefix(begins) || said.contains(begins), "\(line): \(said)")
        #expect(Self.read("8", nil).contains("unknown command '8'"), "\(Self.read("8", nil))")
    }
}
