// swift-tools-version: 6.0
// LayoutLab: a terminal lab for learning how flow layouts place their items.
// Dependencies point one way: LayoutCore ← Rendering ← Lessons ← Shell ← the executable.
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
    ],
    targets: [
        // Geometry, proposals, children, the Layout contract and the layouts. Pure Swift, no I/O.
        .target(name: "LayoutCore", linkerSettings: [.linkedLibrary("m")]),
        // Small helpers every front end shares: "did you mean", standard streams.
        .target(name: "LabSupport"),
        // Terminal pictures, coordinate tables, traces and SVG of a layout result.
        .target(name: "Rendering", dependencies: ["LayoutCore"]),
        // Lesson files, answer expressions, checks, validation and progress.
        // The shipped lessons are built into it by the EmbedLessons plugin.
        .target(
            name: "Lessons", dependencies: ["Rendering", "LayoutCore", "LabJSON", "LabSupport"],
            plugins: ["EmbedLessons"]),
        .plugin(name: "EmbedLessons", capability: .buildTool()),
        // libedit through its histedit API: the header shims make its variadic calls callable.
        .systemLibrary(name: "CLibedit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // The command language, the session, the line editor, `layoutlab run`.
        .target(name: "Shell", dependencies: ["Lessons", "Rendering", "LayoutCore", "LabSupport", "CLibedit"]),
        // A small strict JSON reader and writer with line:column errors (for `place`).
        .target(name: "LabJSON", dependencies: ["LabSupport"]),
        // Everything the executable does, as a library so tests can reach it.
        .target(
            name: "LayoutLabCLI",
            dependencies: ["Shell", "Lessons", "Rendering", "LayoutCore", "LabJSON", "LabSupport"]),
        .executableTarget(name: "layoutlab", dependencies: ["LayoutLabCLI"]),

        // `make bench`: the Swift core beside a plain C loop doing the same arithmetic.
        .target(name: "CWrapLoop", path: "Benchmarks/CWrapLoop"),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutCore", "Rendering", "LabJSON", "CWrapLoop"],
            path: "Benchmarks/LayoutBench"
        ),

        // `make fuzz`: one libFuzzer target per parser; the harness is a library so that the
        // tests replay the seed corpora through it.
        .target(name: "FuzzHarness", dependencies: ["LayoutLabCLI", "Lessons", "Shell", "LayoutCore", "LabSupport"]),
        .executableTarget(name: "fuzz-place-json", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-place-json"),
        .executableTarget(name: "fuzz-lesson", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-lesson"),
        .executableTarget(name: "fuzz-command", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-command"),
        .executableTarget(name: "fuzz-expression", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-expression"),

        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LessonsTests", dependencies: ["Lessons", "Shell", "LayoutCore", "TestSupport", "FuzzHarness"],
            exclude: ["Fixtures"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "TestSupport"]),
        .testTarget(name: "LabJSONTests", dependencies: ["LabJSON"]),
        .testTarget(name: "LabSupportTests", dependencies: ["LabSupport"]),
        .testTarget(name: "LayoutLabCLITests", dependencies: ["LayoutLabCLI", "LabJSON"]),
        // Runs the built executable; shared by every end-to-end test.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["layoutlab", "LabJSON", "TestSupport"]
        ),
    ]
)
