import Foundation
import LabSupport
import LabText
import Lessons
import Rendering
import TestSupport
import Testing

@testable import Shell

/// What a learner sees after typing a task's solution (or a route the lesson names) in an 80×24
/// window: the picture, the verdict and the explanation together, above the prompt. A drum of
/// `set bounds 60x30` once took 28 lines, its top off the screen, because the picture took the
/// whole window and the words came on top of it.
@Suite("task replies fit the window")
struct TaskReplyFitTests {
    @Test func everyTasksSolutionsAndRoutes_fitEightyByTwentyFour() throws {
        let home = TemporaryFolder.path("task-fit")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        var tooTall: [String] = []
        var tried = 0
        let library = LessonLibrary(folders: [])
        for lesson in library.lessons {
            for (index, step) in lesson.steps.enumerated() {
                guard let check = step.check, check.kind == .task else { continue }
                let commands = [check.solution.map(\.text)] + check.routes.map { $0.commands.map(\.text) }
                for typed in commands {
                    let session = Session(renderOptions: RenderOptions(maxColumns: 80))
                    session.windowLines = 24
                    session.lessons = LessonTaker(
                        library: library, store: ProgressStore(directory: home + "/\(lesson.id)-\(index)"))
                    _ = session.execute("open \(lesson.id)")
                    var guardRail = 0
                    while session.lessons?.state.stepIndex != index, guardRail < 80 {
                        _ = session.execute("skip")
                        _ = session.execute("next")
                        guardRail += 1
                    }
                    try #require(
                        session.lessons?.state.stepIndex == index, "\(lesson.id): could not reach step \(index + 1)")
                    for command in typed {
                        let reply = session.execute(command)
                        let lines = TextWrap.fit(reply.lines, width: 80).count
                        tried += 1
                        if lines > 23 {
                            tooTall.append("\(lesson.id) step \(index + 1), \(command): \(lines) lines")
                        }
                    }
                }
            }
        }
        #expect(tried > 20)
        #expect(tooTall == [], "\(tooTall.joined(separator: "\n"))")
    }

    /// The reply to a right answer (a prediction's picture revealed with the verdict and the
    /// explanation, a question's verdict) fits the window too.
    @Test func everyRightAnswersReply_fitsEightyByTwentyFour() throws {
        let home = TemporaryFolder.path("answer-fit")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        var tooTall: [String] = []
        var wrong: [String] = []
        var tried = 0
        let library = LessonLibrary(folders: [])
        for lesson in library.lessons {
            let session = Session(renderOptions: RenderOptions(maxColumns: 80))
            session.windowLines = 24
            session.lessons = LessonTaker(library: library, store: ProgressStore(directory: home + "/\(lesson.id)"))
            _ = session.execute("open \(lesson.id)")
            for (index, step) in lesson.steps.enumerated() {
                guard session.lessons?.state.stepIndex == index else { break }
                if let check = step.check, check.kind == .question || check.kind == .predict,
                    let expression = check.answer?.expression,
                    let value = try? Evaluator.evaluate(expression, LayoutFacts(session.workspace))
                {
                    let typed: String =
                        switch value {
                        case .number(let number): NumberText.plain(number, infinity: "infinity")
                        case .bool(let yes): yes ? "yes" : "no"
                        case .text(let text): text
                        }
                    let reply = session.execute(typed)
                    let lines = TextWrap.fit(reply.lines, width: 80).count
                    tried += 1
                    if !reply.lines.contains(where: { $0.hasPrefix("Right") }) {
                        wrong.append("\(lesson.id) step \(index + 1): \(typed): \(reply.lines.prefix(2))")
                    }
                    if lines > 23 { tooTall.append("\(lesson.id) step \(index + 1), \(typed): \(lines) lines") }
                } else {
                    _ = session.execute("skip")
                }
                _ = session.execute("next")
            }
        }
        #expect(tried > 60)
        #expect(wrong == [], "\(wrong.joined(separator: "\n"))")
        #expect(tooTall == [], "\(tooTall.joined(separator: "\n"))")
    }
}
