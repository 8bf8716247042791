import Lessons
import Testing

/// Progress is kept by step number, and a lesson whose version is raised starts over for
/// everyone: so a shipped lesson whose steps or checks move must have its version raised, or
/// learners' old results land on the wrong steps (this happened once: a question added to
/// spacing-options at version 2). This table is the lessons' shape as last released; when a
/// lesson's shape changes, raise its version and write the new shape here.
@Suite("shipped lessons keep their shape within a version")
struct LessonVersionTests {
    /// id → (version, each step's check: q question, p predict, t task, e exercise, w walk, c code, - none).
    static let released: [String: (version: Int, shape: String)] = [
        "flow-basics": (8, "ppppptpppppcwpew-"),
        "wrapping-edge-cases": (8, "pppppptpcwpe-"),
        "spacing-options": (7, "pppppptpwcpe-"),
        "alignment-and-anchors": (7, "pppptppptpwcpee-"),
        "proposals-and-min-size": (6, "ppqqppppqtwcpe-"),
        "caching-and-trace": (7, "qqpqqtptwcqee-"),
        "snapping-carousel": (10, "pqqppqqtcwpe-"),
        "card-stack": (6, "-qqppqtcwpe-"),
        "who-gets-the-space": (1, "ppppcwtpe-"),
        "why-the-tags-overflow": (2, "ppppcwtppe-"),
        "drum-selector": (6, "-qqqpqpqqtwcqe-"),
        "justified-and-evenly": (3, "pppwpptcpe-"),
        "growing-and-line-limits": (5, "pppppppwptcpe-"),
        "columns-and-right-to-left": (3, "pppppwtcp-"),
    ]

    static func shape(_ lesson: Lesson) -> String {
        String(
            lesson.steps.map { step -> Character in
                switch step.check?.kind {
                case .question: "q"
                case .predict: "p"
                case .task: "t"
                case .exercise: "e"
                case .walk: "w"
                case .code: "c"
                case nil: "-"
                }
            })
    }

    @Test func aLessonWhoseChecksMoved_hasANewVersion() {
        for lesson in LessonLibrary(folders: []).lessons {
            let shape = Self.shape(lesson)
            guard let released = Self.released[lesson.id] else {
                Issue.record(
                    "\(lesson.id) is not in the table: add \"\(lesson.id)\": (\(lesson.version), \"\(shape)\")")
                continue
            }
            if released.version == lesson.version {
                #expect(
                    released.shape == shape,
                    "\(lesson.id)'s checks moved (\(released.shape) → \(shape)) at version \(lesson.version): raise its version, then write (\(lesson.version + 1), \"\(shape)\") here"
                )
            } else {
                #expect(
                    lesson.version > released.version,
                    "\(lesson.id)'s version went down from \(released.version) to \(lesson.version)")
                Issue.record(
                    "\(lesson.id) is now version \(lesson.version): write (\(lesson.version), \"\(shape)\") in the table"
                )
            }
        }
    }
}
