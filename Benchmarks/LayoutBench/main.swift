#if canImport(Glibc)
    import Glibc
#endif

// `make bench`: every figure of LayoutLab's speed, in a release build. The layouts of a million
// children beside a plain C loop doing the same arithmetic, the cache, text, rendering, and the
// executable as a user meets it. Medians of several runs; a table on standard output and the
// same as JSON in bench-results.json (or the path after --json). `--core` runs the in-process
// rows only (the layouts, the cache, text, rendering), for a quick look while profiling;
// `--reused` only the reused-buffer rows (Swift wrap, the tight C loop, C doing 000's passes),
// 15 runs.

let arguments = CommandLine.arguments
if arguments.contains("--memory-child") {
    MemoryBenchmark.child()
    exit(0)
}
let runs = 7
let jsonPath =
    arguments.firstIndex(of: "--json").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    ?? "bench-results.json"
let benchmark = arguments[0]
let directory = benchmark.contains("/") ? String(benchmark[..<benchmark.lastIndex(of: "/")!]) : "."

if arguments.contains("--reused") {
    let rows = CoreBenchmarks.reusedBuffer(.fixed(CoreBenchmarks.count), runs: 15)
    print(Report.table(rows, runs: 15), terminator: "")
    exit(0)
}
var rows = CoreBenchmarks.run(runs: runs) + JSONBenchmarks.run(runs: runs)
if arguments.contains("--core") {
    print(Report.table(rows, runs: runs), terminator: "")
    exit(0)
}
rows.append(MemoryBenchmark.run(benchmark: benchmark))
rows += ProcessBenchmarks.run(runs: runs, executable: directory + "/layoutlab")

print(Report.table(rows, runs: runs), terminator: "")
ProcessBenchmarks.write(Report.json(rows, runs: runs), to: jsonPath)
print("(also written to \(jsonPath))")
