import Exercises
import LabSupport
import LabText
import LayoutCore
import Lessons
import Rendering
import Workbench

/// The lesson list and progress, in words.
extension LessonPresenter {
    static func listingLines(_ listing: LessonListing) -> [String] {
        guard !listing.entries.isEmpty else {
            return ["No lessons found. Give a folder with --lessons DIR or LAYOUTLAB_LESSONS."]
        }
        // The ids' column as wide as the widest id up to a limit: a 240-character id is shown
        // whole on its own row, and does not push every other row's title off the screen.
        let width = min(listing.entries.map(\.lesson.id.count).max() ?? 0, Self.idColumnLimit)
        return (listing.warning.map { ["warning: \($0)"] } ?? []) + ["Lessons (open ID to start or resume):"]
            + listing.notLoaded.map { entry in
                let file = VisibleText.of(entry.file)
                let more = entry.errors > 1 ? " (and \(entry.errors - 1) more: layoutlab validate \(file))" : ""
                return "  ✗ \(file) could not be loaded: \(VisibleText.of(entry.firstError))\(more)"
            }
            + listing.entries.map { entry in
                let lesson = entry.lesson
                let steps = lesson.steps.count
                let checks = lesson.steps.filter { $0.check != nil }.count
                let state =
                    entry.progress.map { progress in
                        place(progress, steps: steps)
                            + (resultSummary(progress.results, checks: checks).map { ", \($0)" } ?? "")
                    } ?? (steps == 1 ? "1 step" : "\(steps) steps")
                let faults = entry.problems.map {
                    " — has \(Plural.count($0, "problem")) (layoutlab validate \(VisibleText.of(lesson.file)))"
                }
                // A teacher's lesson says so, with its file: not one of the lab's own.
                // (Its problems' note names the file already.)
                let teachers =
                    !entry.isTeachers
                    ? "" : faults == nil ? " · a teacher's (\(VisibleText.of(lesson.file)))" : " · a teacher's"
                let line =
                    "  \(lesson.id)\(String(repeating: " ", count: max(0, width - lesson.id.count)))  \(lesson.title) — \(state)\(faults ?? "")\(teachers)"
                // What the lesson is about, on a line of its own that fits 80 columns (open shows it whole).
                let summary =
                    lesson.summary.isEmpty
                    ? [] : ["    " + DisplayWidth.cut(VisibleText.of(lesson.summary), columns: 76)]
                return [line] + summary
            }.flatMap { $0 }
    }

    /// The widest the ids' column of `lessons` gets.
    static let idColumnLimit = 28

    static func progressLines(_ report: ProgressReport) -> [String] {
        var lines = report.warning.map { ["warning: \($0)"] } ?? []
        // What could not be saved is not in the file: say so rather than show stale progress.
        lines += report.unsaved.map { "note: \($0); this session's steps are below, kept only until you quit" }
        if report.entries.isEmpty { return lines + ["No progress yet: lessons lists what there is to learn."] }
        for entry in report.entries {
            // As `lessons` does: results of another version are for steps that have moved.
            if let version = entry.version, version != entry.progress.version {
                lines.append(
                    "  \(VisibleText.of(entry.id)): progress from version \(entry.progress.version); the lesson is now version \(version), so open starts it again"
                )
                continue
            }
            let summary = resultSummary(entry.progress.results, checks: entry.checks)
            lines.append(
                "  \(VisibleText.of(entry.id)): \(place(entry.progress, steps: entry.steps))\(summary.map { " — \($0)" } ?? "")"
            )
        }
        return ["Progress:"] + lines
    }

    /// "6 of 11 checks: 3 right first time, 1 after a wrong try, 1 with help, 1 skipped", or nil
    /// before any check is done.
    static func resultSummary(_ results: [Int: StepResult], checks: Int?) -> String? {
        guard !results.isEmpty else { return nil }
        // What actually helped: a hint, or the answer shown (a skip, source --solution), is
        // help; a wrong try the learner mended alone is not.
        let firstTry = results.values.filter(\.isFirstTry).count
        let skipped = results.values.filter { $0.outcome == .skipped }.count
        let helped = results.values.filter { $0.outcome != .skipped && $0.tookHelp }.count
        let mended = results.count - firstTry - skipped - helped
        let counts = [
            "\(firstTry) right first time", mended > 0 ? "\(mended) after a wrong try" : nil,
            helped > 0 ? "\(helped) with help" : nil, skipped > 0 ? "\(skipped) skipped" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        return checks.map { "\(results.count) of \(Plural.count($0, "check")): " + counts } ?? counts
    }

    /// "done" or "at step 3 of 7" (never past the last step: a hand-edited file may say 301).
    static func place(_ entry: LessonProgress, steps: Int?) -> String {
        guard !entry.completed else { return "done" }
        guard let steps else { return "at step \(entry.step + 1)" }
        return "at step \(min(entry.step, steps - 1) + 1) of \(steps)"
    }
}
