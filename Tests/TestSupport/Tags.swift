import Foundation
import Testing

extension Tag {
    /// Runs the Swift compiler (exercises: the kit, learners' files): the slow layer, skipped by
    /// `make test-quick` (LAYOUTLAB_QUICK=1).
    @Tag public static var toolchain: Self
}

/// Whether this is the quick loop (`make test-quick`), which skips the tests tagged `toolchain`.
public enum QuickLoop {
    public static var isOn: Bool { ProcessInfo.processInfo.environment["LAYOUTLAB_QUICK"] == "1" }
}
