import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// Peak memory of laying out a million children, measured in a child process of its own (this
/// same program with `--memory-child`) so that nothing else this benchmark holds counts.
enum MemoryBenchmark {
    /// Runs in the child: builds the items, notes the resident size, resets the peak (Linux's
    /// /proc/self/clear_refs), lays the items out once, and prints the resident size with the
    /// items alone and the peak during the layout, in kilobytes.
    static func child() {
        var items: [LayoutItem]? = Workload.fixed(CoreBenchmarks.count).items
        let before = status("VmRSS")
        if let file = fopen("/proc/self/clear_refs", "w") {
            fputs("5", file)
            fclose(file)
        }
        let result = LayoutEngine.layout(
            items!, configuration(.wrap), proposal: ProposedSize(width: CoreBenchmarks.width, height: nil))
        let peak = status("VmHWM")
        items = nil
        print("\(before) \(peak) \(result.placements.count)")
    }

    /// A "kB" figure from /proc/self/status.
    static func status(_ key: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix(key + ":") { return Int(text.filter(\.isNumber)) ?? 0 }
        }
        return 0
    }

    static func run(benchmark: String) -> Row {
        var pipe: [Int32] = [0, 0]
        Glibc.pipe(&pipe)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(benchmark), strdup("--memory-child"), nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, benchmark, &actions, nil, argv, environ) == 0 else {
            return Row(name: "peak memory, 1M wrap", problem: "could not start the measuring process")
        }
        close(pipe[1])
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        close(pipe[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let fields = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap {
            Int(String($0).filter(\.isNumber))
        }
        guard fields.count == 3 else { return Row(name: "peak memory, 1M wrap", problem: "no measurement came back") }
        return Row(
            name: "peak memory, 1M wrap",
            note:
                "\(fields[1] / 1024) MB peak; \(fields[0] / 1024) MB with the items alone, so the layout adds \((fields[1] - fields[0]) / 1024) MB",
            extra: ["peakKilobytes": Double(fields[1]), "itemsKilobytes": Double(fields[0])])
    }
}
