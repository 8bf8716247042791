import Foundation

/// Where the tests' compiled exercise programs are kept between runs (a check compiled once
/// is not compiled again): `$LAYOUTLAB_TEST_CACHE`, which scripts/run-tests.sh sets outside the
/// run's own temporary folder (removed when the run ends), else `layoutlab-exercise-cache` in it.
public enum ExerciseTestCache {
    public static let folder: String =
        ProcessInfo.processInfo.environment["LAYOUTLAB_TEST_CACHE"]
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-exercise-cache").path
}
