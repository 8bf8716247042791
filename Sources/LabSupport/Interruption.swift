#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C while a command runs: the shell's signal handler raises the flag, and long work
/// (drawing, a check) looks at it between steps and stops early; the shell lowers it before it
/// reads the next line, so nothing typed after the Ctrl-C is lost.
public enum Interruption {
    nonisolated(unsafe) public static var requested: sig_atomic_t = 0

    public static var isRequested: Bool { requested != 0 }
}
