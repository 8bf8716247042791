import FuzzHarness

#if canImport(Glibc)
    import Glibc
#endif

// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer calls this for every input it
// makes up. Built normally, it replays the files it is given instead.
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzHarness.lesson(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    @main
    struct Replay {
        static func main() {
            exit(FuzzHarness.replay(Array(CommandLine.arguments.dropFirst()), FuzzHarness.lesson))
        }
    }
#endif
