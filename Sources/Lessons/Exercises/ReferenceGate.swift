import Exercises

/// The one rule before an exercise's reference solution is shown — by `source --solution`,
/// `walk` or `export walk` — as rustlings has it: the reference is the learner's to see once
/// their own has passed `check`, or once they have asked for it twice in a row (which a
/// lesson's step for that exercise then counts as done with help). It decides; the shell says.
public final class ReferenceGate {
    /// What the gate answers a command that would show a listing.
    public enum Decision: Equatable, Sendable {
        /// Show it (seen before, or asked for again right after being told).
        case show
        /// Say first what showing it means; the same command again shows it.
        case askFirst(Asking)
    }

    /// The first ask: which exercises' answers the listing shows, and the command to type again.
    public struct Asking: Equatable, Sendable {
        public var exercises: [String]
        public var command: String
        /// `flow`, or `justified and balanced`.
        public var names: String
    }

    /// Where what the learner has done with each exercise is kept (nil: nowhere, this session's
    /// memory only).
    private let store: () -> ProgressStore?
    /// The references shown in this session (kept in the progress file too, when there is one).
    private var shown: Set<String> = []
    /// The exercises (their ids) whose answers a command offered to show, until the next command.
    private var asked = AskedTwice<[String]>()

    public init(store: @escaping () -> ProgressStore?) {
        self.store = store
    }

    /// Whether the learner may see this exercise's reference without asking.
    public func isSeen(_ exercise: Exercise) -> Bool {
        isSeen(exercise, kept: kept())
    }

    /// Whether every exercise whose answer a listing shows is the learner's to see.
    public func isSeen(_ listing: LayoutListing) -> Bool {
        let kept = kept()
        return listing.exercises.allSatisfy { isSeen($0, kept: kept) }
    }

    /// The progress file's exercises, read once for a question about several.
    private func kept() -> [String: ExerciseProgress] { store()?.exercises() ?? [:] }

    private func isSeen(_ exercise: Exercise, kept: [String: ExerciseProgress]) -> Bool {
        let progress = kept[exercise.id]
        return progress?.passed == true || progress?.sawSolution == true || shown.contains(exercise.id)
    }

    /// Kept as seen: a lesson's steps for these exercises then count as done with help.
    public func markShown(_ listing: LayoutListing) {
        let kept = kept()
        for exercise in listing.exercises where !isSeen(exercise, kept: kept) {
            shown.insert(exercise.id)
            _ = store()?.updateExercise(exercise.id) { $0.sawSolution = true }
        }
    }

    /// `command` would show `listing`: show it, or ask first. Asked again right after, the
    /// listing is shown and kept as seen.
    public func decide(_ listing: LayoutListing, by command: String) -> Decision {
        if isSeen(listing) { return .show }
        let exercises = listing.exercises.map(\.id)
        guard asked.confirms(exercises) else {
            asked.ask(exercises)
            return .askFirst(Asking(exercises: exercises, command: command, names: listing.exerciseNames))
        }
        markShown(listing)
        return .show
    }

    /// Any other command ends the asking: a second ask must come right after the first.
    public func forgetAsking() {
        asked.forget()
    }
}
