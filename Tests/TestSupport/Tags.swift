import Foundation
import Testing

extension Tag {
    /// Runs the Swift compiler (exercises: the kit, learners' files): the slow layer, skipped by
    /// `make test-fast` (LAYOUTLAB_QUICK=1).
    @Tag public static var toolchain: Self
    /// Drives a real terminal (tmux) or installs the lab: slow too, skipped by `make test-fast`.
    @Tag public static var terminal: Self
    /// Heavy inputs and exhaustive sweeps (a million items laid out, every step of every walk,
    /// a 400,000-line script): `make test` runs them, `make test-fast` leaves them out.
    @Tag public static var stress: Self
}

/// Whether this is the quick loop (`make test-fast`), which skips the tests tagged `toolchain`,
/// `terminal` and `stress`.
public enum QuickLoop {
    public static var isOn: Bool { ProcessInfo.processInfo.environment["LAYOUTLAB_QUICK"] == "1" }

    /// How many random cases a sweep tries: all of them in `make test`, a fifth in the quick
    /// loop (the same seed, so the quick loop's cases are the first of the full run's).
    public static func sample(_ count: Int) -> Int { isOn ? max(1, count / 5) : count }
}
