import Foundation
import LayoutCore
import Lessons
import TestSupport
import Testing

@Suite("shipped lessons")
struct ShippedLessonsTests {
    static let folder = RepositoryFile.root
        .appendingPathComponent("Lessons")

    @Test func theExecutableCarriesEveryLessonFile_exactlyAsWritten() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".lesson")
        }.sorted()
        let embedded = LessonLibrary.shippedFiles
        #expect(embedded.map(\.path) == names.map { "Lessons/\($0)" })
        for (name, file) in zip(names, embedded) {
            #expect(file.text == (try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)))
        }
    }

    /// As the README and FORMAT.md say: a quick quiz, the exercise step(s) — and any walk of
    /// the learner's own exercise file, which needs it written — then the summary
    /// (snapping-carousel had its exercise before its quiz).
    @Test func everyShippedLesson_endsWithQuizExerciseSummary() {
        for lesson in LessonLibrary(folders: []).lessons {
            let steps = lesson.steps
            #expect(steps.last?.check == nil, "\(lesson.id): the summary comes last")
            let yours = steps.dropLast().reversed().prefix { $0.check?.walk?.stop.yours == true }.count
            let exercises = steps.dropLast(1 + yours).reversed().prefix { $0.check?.kind == .exercise }.count
            #expect(exercises > 0 || lesson.id == "columns-and-right-to-left", "\(lesson.id): an exercise step")
            let quiz = steps.dropLast(1 + yours + exercises).last
            #expect(quiz?.title.hasPrefix("Quick quiz") == true, "\(lesson.id): the quick quiz before the exercise")
        }
    }

    @Test func everyShippedLesson_meetsTheBar() {
        let library = LessonLibrary(folders: [])
        #expect(library.diagnostics.isEmpty)
        #expect(library.lessons.count == 14)
        for lesson in library.lessons {
            let checks = lesson.steps.compactMap(\.check)
            #expect(lesson.steps.count >= 6, "\(lesson.id)")
            #expect(checks.count >= 4, "\(lesson.id)")
            #expect(checks.contains { $0.kind == .task } && checks.contains { $0.kind == .predict }, "\(lesson.id)")
            #expect(checks.allSatisfy { !$0.hints.isEmpty }, "\(lesson.id)")
        }
    }

    /// Every variant of the lab is set against its article in some lesson step: switched on in a
    /// setup (the step shows it) or in a reference solution (the task is to reach for it).
    @Test func everyVariant_isContrastedWithItsArticleInALesson() {
        let lines = LessonLibrary(folders: []).lessons.flatMap(\.steps).flatMap { step in
            (step.setup.map(\.text) + (step.check?.solution ?? []).map(\.text)).map { $0.lowercased() }
        }
        for variant in LayoutVariant.allCases {
            #expect(lines.contains("set \(variant.rawValue) on"), "no lesson step shows \(variant.rawValue)")
        }
    }
}
