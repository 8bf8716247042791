import LabSupport
import LayoutCore

/// The cases a check runs, in its order — the exercise's named cases, then random ones drawn
/// from its seed — made in one place, so that `walk YOURS.swift --case N --seed S` walks the
/// very case a check's report numbers N.
extension Checker {
    static func randomLayoutCases(_ space: CaseSpace, _ count: Int, using random: inout SeededGenerator)
        -> [ExerciseCase]
    {
        (0..<count).map { _ in space.random(using: &random) }
    }

    static func randomCollectionCases(_ kind: CollectionKind, _ count: Int, using random: inout SeededGenerator)
        -> [CollectionCase]
    {
        (0..<count).map { _ in CollectionCase.random(kind, using: &random) }
    }

    /// Case `number` (from 1) of a check of `exercise` with `seed` and `randomCases` random
    /// cases, as the check's report numbers it; why not, in words.
    public static func numberedCase(_ number: Int, of exercise: Exercise, seed: UInt64?, randomCases: Int = 500)
        -> Result<TrialCase, ExerciseSetupError>
    {
        let named = exercise.namedCaseCount
        guard number >= 1, number <= named + randomCases else {
            return .failure(
                ExerciseSetupError(
                    message: "a check of \(exercise.id) has cases 1 to \(named + randomCases), not \(number)"))
        }
        if number > named, seed == nil {
            return .failure(
                ExerciseSetupError(
                    message:
                        "case \(number) is a random one (\(exercise.id)'s named cases are 1 to \(named)): add the --seed its check printed"
                ))
        }
        var random = SeededGenerator(seed: seed ?? 0)
        let count = max(0, number - named)
        switch exercise.reference {
        case .collection(let kind):
            let cases = CollectionCase.namedCases(kind) + randomCollectionCases(kind, count, using: &random)
            return .success(.collection(cases[number - 1]))
        case .layout(let layout):
            let cases = exercise.namedCases + randomLayoutCases(layout.space, count, using: &random)
            return .success(.layout(cases[number - 1]))
        }
    }
}
