// swift-tools-version: 6.0
// LayoutLab: a terminal lab for learning how flow layouts place their items.
// Dependencies point one way: LabText ← LayoutCore ← Workbench and Lessons (they decide) ← Rendering
// (it draws) ← LessonScreens (a lesson in words and pictures) ← Shell ← LayoutLabCLI ← the
// executable; LabSupport (the system calls, on LabText) serves every layer above the engine;
// LabJSON serves Lessons and the CLI; Exercises (on LayoutCore and Rendering) serves Lessons, the
// Shell and the CLI.
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
    ],
    targets: [
        // Geometry, proposals, children, the Layout contract and the layouts: the engine, a library
        // that runs any Layout. It does no I/O: it takes only text handling.
        .target(name: "LayoutCore", dependencies: ["LabText"], linkerSettings: [.linkedLibrary("m")]),
        // Text, in one home: numbers as text, display widths, what is shown of a label, plain
        // ASCII, strict UTF-8, trimming, quoting, "did you mean". No system calls, no layouts.
        .target(name: "LabText"),
        // The system calls every layer above the engine needs: standard streams, the
        // environment, terminal facts and single keys, files, interruption; and the one seeded
        // random source, for the checker's cases and the tests' inputs.
        .target(name: "LabSupport", dependencies: ["LabText"]),
        // Terminal pictures, coordinate tables, traces and SVG of a layout result.
        .target(name: "Rendering", dependencies: ["Workbench", "LayoutCore", "LabSupport", "LabText"]),
        // The command language and the workspace it edits, with one pure `apply`: what the
        // shell, lessons, `validate` and `demo` all speak.
        .target(name: "Workbench", dependencies: ["LayoutCore", "LabSupport", "LabText"]),
        // Lesson files, answer expressions, taking a lesson, progress and class results: what a
        // lesson decides, drawn by nothing here. The shipped lessons are built into it by the
        // EmbedLessons plugin.
        .target(
            name: "Lessons",
            dependencies: ["Workbench", "Exercises", "LayoutCore", "LabJSON", "LabSupport", "LabText"],
            plugins: ["EmbedLessons"]),
        // A lesson in words and pictures: the presenter, `validate` (which draws each step to
        // see that it fits the window), `demo`'s screen and the slides.
        .target(
            name: "LessonScreens",
            dependencies: ["Lessons", "Workbench", "Exercises", "Rendering", "LayoutCore", "LabSupport", "LabText"]),
        .plugin(name: "EmbedLessons", capability: .buildTool()),
        // libedit through its histedit API: the header shims make its variadic calls callable.
        .systemLibrary(name: "CLibedit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // The session (undo, replies), the line editor and terminal, `layoutlab run`.
        .target(
            name: "Shell",
            dependencies: [
                "Workbench", "Lessons", "LessonScreens", "Exercises", "Rendering", "LayoutCore", "LabSupport",
                "LabText",
                "CLibedit",
            ]),
        // A small strict JSON reader and writer with line:column errors (for `place` and progress).
        .target(name: "LabJSON", dependencies: ["LabText"]),
        // Everything the executable does, as a library so tests can reach it.
        .target(
            name: "LayoutLabCLI",
            dependencies: [
                "Shell", "Lessons", "LessonScreens", "Exercises", "Workbench", "Rendering", "LayoutCore", "LabJSON",
                "LabSupport",
                "LabText",
            ]),
        .executableTarget(name: "layoutlab", dependencies: ["LayoutLabCLI"]),
        // The SwiftUI-shaped kit a learner's exercise is compiled against (`import SwiftUI`,
        // aliased): built here only to type-check it; `layoutlab check` compiles its embedded
        // sources with the toolchain on PATH.
        .target(name: "LabSwiftUI", swiftSettings: [.swiftLanguageMode(.v5)]),
        // Exercises: the catalogue, the cases, compiling and running a learner's file against the
        // kit, judging it beside the article's algorithm (the engine) and reporting the difference.
        .target(
            name: "Exercises",
            dependencies: [
                "LayoutCore", "Workbench", "Rendering", "LabSupport", "LabText", "CExerciseSupervisor",
                "CProcessKeeper",
            ],
            plugins: ["EmbedExercises"]),
        // What runs the compiler: a keeper process, forked by the lab, that leaves nothing of the
        // compiler's process tree behind however the lab ends (C: it runs between a fork and an
        // exec of a program with threads, where only system calls are safe).
        .target(name: "CProcessKeeper"),
        .plugin(name: "EmbedExercises", capability: .buildTool()),
        // What runs a learner's program: a child subreaper that keeps every process the program
        // starts, under limits, and kills them all at the end. `layoutlab check` compiles its
        // embedded source with the kit; built here only to type-check it.
        .executableTarget(
            name: "exercise-supervisor", dependencies: ["CExerciseSupervisor"], path: "Sources/ExerciseSupervisor",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .systemLibrary(name: "CExerciseSupervisor"),

        // `make bench`: the Swift core beside a plain C loop doing the same arithmetic.
        .target(name: "CWrapLoop", path: "Benchmarks/CWrapLoop"),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutCore", "Rendering", "LabJSON", "LabText", "CWrapLoop"],
            path: "Benchmarks/LayoutBench"
        ),

        // `make fuzz`: one libFuzzer target per parser; the harness is a library so that the
        // tests replay the seed corpora through it.
        .target(
            name: "FuzzHarness",
            dependencies: [
                "LayoutLabCLI", "Lessons", "LessonScreens", "Workbench", "LayoutCore", "LabSupport", "LabText",
            ]),
        .executableTarget(name: "fuzz-place-json", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-place-json"),
        .executableTarget(name: "fuzz-lesson", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-lesson"),
        .executableTarget(name: "fuzz-command", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-command"),
        .executableTarget(name: "fuzz-expression", dependencies: ["FuzzHarness"], path: "Fuzz/fuzz-expression"),

        .testTarget(
            name: "LayoutCoreTests", dependencies: ["LayoutCore", "LabSupport", "LabText", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RenderingTests", dependencies: ["Rendering", "LayoutCore", "LabText", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "LayoutCore", "Rendering", "LabText"]),
        .testTarget(
            name: "LessonsTests",
            dependencies: [
                "Lessons", "LessonScreens", "Workbench", "Exercises", "LayoutCore", "Rendering", "LabSupport",
                "LabText",
                "TestSupport",
            ],
            exclude: ["Fixtures", "SourceCopies"]),
        .testTarget(
            name: "ExercisesTests", dependencies: ["Exercises", "LayoutCore", "LabSupport", "LabText", "TestSupport"]),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "Shell", "Lessons", "LessonScreens", "LabSupport", "Workbench", "Exercises", "Rendering", "LayoutCore",
                "LabText", "TestSupport",
            ],
            exclude: ["__Snapshots__"]),
        // The fuzzers' seed corpora replayed through the same harness.
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzHarness", "TestSupport"]),
        .testTarget(name: "LabJSONTests", dependencies: ["LabJSON"]),
        .testTarget(name: "LabSupportTests", dependencies: ["LabSupport", "TestSupport"]),
        .testTarget(name: "LabTextTests", dependencies: ["LabText", "TestSupport"]),
        .testTarget(
            name: "LayoutLabCLITests",
            dependencies: ["LayoutLabCLI", "Workbench", "LayoutCore", "LabJSON", "LabText", "TestSupport"]),
        // Runs the built executable; shared by every end-to-end test.
        .target(name: "TestSupport", dependencies: ["LabSupport"], path: "Tests/TestSupport"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["layoutlab", "LabJSON", "TestSupport"]
        ),
    ]
)
