import Foundation
import Testing

extension Tag {
    /// Runs the Swift compiler (exercises: the kit, learners' files): the slow layer, skipped by
    /// `make test-fast` (LAYOUTLAB_QUICK=1).
    @Tag public static var toolchain: Self
    /// Drives a real terminal (tmux) or installs the lab: slow too, skipped by `make test-fast`.
    @Tag public static var terminal: Self
}

/// Whether this is the quick loop (`make test-fast`), which skips the tests tagged `toolchain`
/// and `terminal`.
public enum QuickLoop {
    public static var isOn: Bool { ProcessInfo.processInfo.environment["LAYOUTLAB_QUICK"] == "1" }
}
