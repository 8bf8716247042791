#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C while a command runs: a signal handler raises the flag, and long work (a layout, a
/// drawing, a check, a lesson's validation) looks at it between steps and stops early; the
/// shell lowers it before it reads the next line, so nothing typed after the Ctrl-C is lost.
public enum Interruption {
    nonisolated(unsafe) public static var requested: sig_atomic_t = 0

    public static var isRequested: Bool { requested != 0 }

    /// For the commands that are not the shell (`run`, `validate`, `demo`, `walk`, `export`, …):
    /// the first Ctrl-C asks the work to stop and the command to say what it has (a read of
    /// the input that waits is cut short too); a second one ends the program at once, for work
    /// that does not look.
    public static func stopWorkOnCtrlC() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if Interruption.requested != 0 { _exit(130) }
            Interruption.requested = 1
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a read that waits returns, and its caller looks at the flag
        sigaction(SIGINT, &action, nil)
    }
}
