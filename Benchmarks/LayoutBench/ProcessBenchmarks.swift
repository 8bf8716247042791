#if canImport(Glibc)
    import Glibc
#endif

/// The executable as a user meets it: started, given commands, validating the lessons. Each
/// run is a new process, timed from spawn to exit.
enum ProcessBenchmarks {
    static func run(runs: Int, executable: String) -> [Row] {
        guard access(executable, X_OK) == 0 else {
            return [Row(name: "layoutlab processes", problem: "no executable at \(executable); run make bench")]
        }
        let script = "/tmp/layoutlab-bench-\(getpid()).lab"
        write("add Swift\n", to: script)
        defer { unlink(script) }
        // A script a person could never type, to show the shell stays linear: a million adds
        // (pictures off, as anyone scripting that many would), then one picture.
        let millionAdds = "/tmp/layoutlab-bench-million-\(getpid()).lab"
        write("set autoshow off\n" + String(repeating: "add Box 2x1\n", count: 1_000_000) + "show\n", to: millionAdds)
        defer { unlink(millionAdds) }
        // A teacher's folder with one long lesson: validated whole, and at the shell's start
        // (after the warm-up run, from what the state folder remembers of checking it: a start
        // checks for half a second at most and leaves a longer lesson for its opening).
        let teacherFolder = "/tmp/layoutlab-bench-lessons-\(getpid())"
        mkdir(teacherFolder, 0o755)
        write(longLesson(steps: 10_000), to: teacherFolder + "/long.lesson")
        // Steps of prose alone, 10,000 and 100,000 of them (the longer, 2.6 MB, would pass the
        // 8 MB a lesson may be with a setup in each): validate must stay linear (it was
        // quadratic, 77 s for 100,000 steps, when each step's screen looked through every step).
        let proseFolder = teacherFolder + "-prose"
        mkdir(proseFolder, 0o755)
        write(proseLesson(steps: 10_000), to: proseFolder + "/long.lesson")
        let longerFolder = teacherFolder + "-100k"
        mkdir(longerFolder, 0o755)
        write(proseLesson(steps: 100_000), to: longerFolder + "/long.lesson")
        // A script of 20,000 adds with autoshow on: each draws the picture, until the run's
        // budget of picture lines is spent (it wrote over a gigabyte).
        let drawnAdds = "/tmp/layoutlab-bench-drawn-\(getpid()).lab"
        write((0..<20_000).map { "add T\($0 % 97)\n" }.joined() + "show\n", to: drawnAdds)
        defer {
            unlink(teacherFolder + "/long.lesson")
            rmdir(teacherFolder)
            for folder in [proseFolder, longerFolder] {
                unlink(folder + "/long.lesson")
                rmdir(folder)
            }
            unlink(drawnAdds)
        }
        // A folder of 10,000 files in 100 subfolders, each with a link back to itself and one to
        // its parent (loops that once made validate --recursive walk until killed), and one lesson.
        let linkedFolder = "/tmp/layoutlab-bench-links-\(getpid())"
        mkdir(linkedFolder, 0o755)
        write("id: tiny\ntitle: Tiny\nversion: 1\n\n== One\nJust words.\n", to: linkedFolder + "/tiny.lesson")
        for folder in 0..<100 {
            let sub = linkedFolder + "/sub\(folder)"
            mkdir(sub, 0o755)
            symlink(".", sub + "/self")
            symlink("..", sub + "/up")
            for file in 0..<100 { write("", to: sub + "/notes\(file).txt") }
        }
        defer { system("rm -rf '\(linkedFolder)'") }
        let oneRequest = "/tmp/layoutlab-bench-request-\(getpid()).json"
        let requests = "/tmp/layoutlab-bench-requests-\(getpid()).jsonl"
        let request =
            #"{"layout": "wrap", "width": 30, "items": [{"label": "Swift"}, {"label": "Layout"}, {"label": "Flow"}, {"width": 12, "height": 2}]}"#
        write(request + "\n", to: oneRequest)
        write(String(repeating: request + "\n", count: 200), to: requests)
        defer {
            unlink(oneRequest)
            unlink(requests)
        }
        // An exercise, checked as a learner does: the first check compiles the kit into an empty
        // cache; a check after an edit compiles only the learner's file.
        let exerciseFolder = "/tmp/layoutlab-bench-exercise-\(getpid())"
        mkdir(exerciseFolder, 0o755)
        let exerciseFile = exerciseFolder + "/flow.swift"
        let solution = readFile("Exercises/flow/Solution.swift") ?? ""
        var edits = 0
        defer {
            unlink(exerciseFile)
            system("rm -rf '\(exerciseFolder)'")
        }
        // The compiler is found on the PATH `make bench` runs with.
        let path = "PATH=" + (getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin")
        // The prepared kit, made once before any timed run, and checked to be there: a row must
        // measure what its name says, never quietly rebuild its fixture in every run.
        spawn(
            executable, ["exercise", "prepare", exerciseFolder + "/kit"], stdin: "/dev/null",
            extra: [path, "LAYOUTLAB_CACHE=\(exerciseFolder)/prepare-cache"])
        guard system("ls -d '\(exerciseFolder)/kit'/kit-* > /dev/null 2>&1") == 0 else {
            print("layoutlab-bench: exercise prepare made no kit in \(exerciseFolder)/kit")
            exit(1)
        }
        // The exercise file written anew (so compiled again, as after a learner's edit), then
        // the lab run with `arguments` and the learner's cache.
        func afterAnEdit(_ text: String, _ arguments: [String]) {
            edits += 1
            write(text + "// edit \(edits)\n", to: exerciseFile)
            spawn(
                executable, arguments, stdin: "/dev/null", extra: [path, "LAYOUTLAB_CACHE=\(exerciseFolder)/cache"])
        }
        let check = ["check", exerciseFile, "--seed", "1"]
        let codeScript = exerciseFolder + "/code-step.lab"
        // The code step's number, from the lesson (it moved once, and the rows timed a walk
        // question's wrong answer instead).
        let codeStepNumber = Self.codeStepNumber(in: readFile("Lessons/flow-basics.lesson") ?? "")
        func codeStep(_ line: String) {
            write("preview flow-basics \(codeStepNumber)\n\(line)\n", to: codeScript)
            spawn(
                executable, [], stdin: codeScript,
                extra: [
                    path, "LAYOUTLAB_CACHE=\(exerciseFolder)/cache", "LAYOUTLAB_KIT=\(exerciseFolder)/kit",
                    "LAYOUTLAB_HOME=\(exerciseFolder)/home",
                ])
        }
        // The code step's rows time a verdict: the line must reach the step and be judged.
        codeStep("if x + size.width > maxWidth, x > 0 {")
        let judged =
            "\(path) LAYOUTLAB_CACHE='\(exerciseFolder)/cache' LAYOUTLAB_KIT='\(exerciseFolder)/kit' "
            + "LAYOUTLAB_HOME='\(exerciseFolder)/home' '\(executable)' < '\(codeScript)' 2>&1 | grep -q '^Right'"
        guard system(judged) == 0 else {
            print("layoutlab-bench: flow-basics' code step \(codeStepNumber) did not judge the line")
            exit(1)
        }
        return [
            Row(measure("start to first prompt", runs: runs) { spawn(executable, [], stdin: "/dev/null") }),
            Row(
                measure("one command and its redraw", runs: runs) {
                    spawn(executable, ["run", script], stdin: "/dev/null")
                }),
            Row(measure("validate all lessons", runs: runs) { spawn(executable, ["validate"], stdin: "/dev/null") }),
            Row(
                measure("validate a 10,000-step lesson", runs: runs) {
                    spawn(executable, ["validate", teacherFolder], stdin: "/dev/null")
                }, items: 10_000),
            Row(
                measure("validate 10,000 steps of prose", runs: runs) {
                    spawn(executable, ["validate", proseFolder], stdin: "/dev/null")
                }, items: 10_000),
            Row(
                measure("validate 100,000 steps of prose", runs: 3) {
                    spawn(executable, ["validate", longerFolder], stdin: "/dev/null")
                }, items: 100_000),
            Row(
                measure("a script of 20,000 adds, autoshow on", runs: 3) {
                    spawn(executable, ["run", drawnAdds], stdin: "/dev/null")
                }, items: 20_000),
            Row(
                measure("validate --recursive, 10k files, 200 links", runs: runs) {
                    spawn(executable, ["validate", "--recursive", linkedFolder], stdin: "/dev/null")
                }, items: 10_000),
            Row(
                measure("start with that lesson in --lessons", runs: runs) {
                    spawn(executable, ["--lessons", teacherFolder], stdin: "/dev/null")
                }),
            Row(
                measure("check: the first, kit compiled", runs: 3) {
                    write(solution, to: exerciseFile)
                    system("rm -rf '\(exerciseFolder)/cache'")
                    spawn(
                        executable, ["check", exerciseFile, "--seed", "1"], stdin: "/dev/null",
                        extra: [path, "LAYOUTLAB_CACHE=\(exerciseFolder)/cache", "LAYOUTLAB_KIT=none"])
                }),
            // As `make run` and `make install` leave the lab: the kit prepared beside it (once,
            // before the timed runs: `preparedKit`), each run with a learner's empty cache. The
            // prepare once failed unseen (no HOME, no cache folder) and every "prepared" run
            // compiled the kit: 13.6 s measured for a 0.7 s check.
            Row(
                measure("check: the first, kit prepared", runs: runs) {
                    write(solution, to: exerciseFile)
                    system("rm -rf '\(exerciseFolder)/cache'")
                    spawn(
                        executable, ["check", exerciseFile, "--seed", "1"], stdin: "/dev/null",
                        extra: [path, "LAYOUTLAB_CACHE=\(exerciseFolder)/cache", "LAYOUTLAB_KIT=\(exerciseFolder)/kit"])
                }),
            Row(measure("check after an edit (500 cases)", runs: runs) { afterAnEdit(solution, check) }),
            // The learner's own code: each run after an edit, so that it is instrumented and
            // compiled again, as a learner meets it (issue 32's bars: 1.5 s each).
            Row(
                measure("walk YOURS.swift, after an edit", runs: runs) {
                    afterAnEdit(solution, ["walk", exerciseFile, "--to", "5"])
                }),
            // A file with a function of 10,000 statements (it took the instrumenter 27 s, and a
            // failing check 53 s): walked, and failing with both walks.
            Row(
                measure("walk YOURS.swift of 10,000 statements", runs: 3) {
                    afterAnEdit(solution + longFunction(statements: 10_000), ["walk", exerciseFile, "--to", "5"])
                }, items: 10_000),
            Row(
                measure("check failing, 10,000 statements", runs: 3) {
                    afterAnEdit(
                        solution.replacing(
                            "x + size.width > maxWidth, x > 0", with: "x + size.width >= maxWidth, x > 0")
                            + longFunction(statements: 10_000), check)
                }, items: 10_000),
            Row(
                measure("check failing, both walks, after an edit", runs: runs) {
                    afterAnEdit(
                        solution.replacing(
                            "x + size.width > maxWidth, x > 0", with: "x + size.width >= maxWidth, x > 0"),
                        check)
                }),
            // A code step as a learner meets it (issue 33's bars: a verdict in 1 s, the first
            // after the lab starts in 2 s): the shell started, flow-basics' code step opened, a
            // line typed that was never compiled (a comment makes each run's line new), with the
            // prepared kit; then the same line again, kept by content.
            Row(
                measure("code step: start, open, a new line's verdict", runs: runs) {
                    edits += 1
                    codeStep("if x + size.width > maxWidth, x > 0 /* \(edits) */ {")
                }),
            Row(
                measure("code step: start, open, a repeated line", runs: runs) {
                    codeStep("if x + size.width > maxWidth, x > 0 {")
                }),
            // 200 place requests: one process for them all (--batch), and one process each.
            Row(
                measure("place --batch, 200 requests", runs: runs) {
                    spawn(executable, ["place", "--batch"], stdin: requests)
                }, items: 200),
            // A client that keeps one process and waits for each answer: one request's latency.
            keptPlaceProcess(executable, request: request, runs: max(runs, 50)),
            Row(
                measure("place, 200 processes", runs: 3) {
                    for _ in 0..<200 { spawn(executable, ["place"], stdin: oneRequest) }
                }, items: 200),
            // Seconds per run, so three runs are enough for a median.
            Row(
                measure("a script of 1,000,000 adds", runs: 3) {
                    spawn(executable, ["run", millionAdds], stdin: "/dev/null")
                }, items: 1_000_000),
        ]
    }

    /// `place --batch` kept running: each run writes one request and reads its answer.
    static func keptPlaceProcess(_ executable: String, request: String, runs: Int) -> Row {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else {
            return Row(name: "place --batch, one request kept", problem: "no pipe")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, toChild[1])
        posix_spawn_file_actions_addclose(&actions, fromChild[0])
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup("place"), strdup("--batch"), nil]
        defer { argv.forEach { free($0) } }
        let environment: [UnsafeMutablePointer<CChar>?] = [strdup("LANG=C.UTF-8"), strdup("PATH=/usr/bin:/bin"), nil]
        defer { environment.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        close(toChild[0])
        close(fromChild[1])
        defer {
            close(toChild[1])
            close(fromChild[0])
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        guard spawned == 0 else { return Row(name: "place --batch, one request kept", problem: "cannot start") }
        let line = Array((request + "\n").utf8)
        var answered = true
        let measured = measure("place --batch, one request, process kept", runs: runs) {
            _ = line.withUnsafeBytes { Glibc.write(toChild[1], $0.baseAddress, $0.count) }
            var byte: UInt8 = 0
            while true {
                guard read(fromChild[0], &byte, 1) == 1 else {
                    answered = false
                    return
                }
                if byte == 0x0A { return }
            }
        }
        return answered ? Row(measured) : Row(name: measured.name, problem: "no answer to a request")
    }

    /// Runs a program with its output thrown away and waits for it.
    static func spawn(_ path: String, _ arguments: [String], stdin: String, extra: [String] = []) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let settings =
            ["LAYOUTLAB_HOME=/tmp/layoutlab-bench-home", "LANG=C.UTF-8", "NO_COLOR=1"]
            + (extra.contains { $0.hasPrefix("PATH=") } ? [] : ["PATH=/usr/bin:/bin"]) + extra
        let environment: [UnsafeMutablePointer<CChar>?] = settings.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// A lesson of `steps` steps, each with a setup and a question.
    static func longLesson(steps: Int) -> String {
        let header = "id: long\ntitle: Long\nsummary: A long lesson.\nversion: 1\n"
        let step = { (number: Int) in
            "\n== Step \(number)\nSome prose.\n> add Swift\n> add Layout\nquestion: How many rows?\nanswer: rows\nhint: Count.\n"
        }
        return header + (1...steps).map(step).joined()
    }

    /// The number of the first step with a `code:` check.
    static func codeStepNumber(in lesson: String) -> Int {
        var number = 0
        for line in lesson.split(separator: "\n") {
            if line.hasPrefix("== ") { number += 1 }
            if line.hasPrefix("code:") { return number }
        }
        print("layoutlab-bench: flow-basics has no code step")
        exit(1)
    }

    /// A lesson of `steps` steps of prose alone.
    static func proseLesson(steps: Int) -> String {
        "id: long\ntitle: Long\nsummary: A long lesson.\nversion: 1\n"
            + (1...steps).map { "\n== Step \($0)\nSome prose.\n" }.joined()
    }

    /// A function of `statements` lines, none of them run by the layout.
    static func longFunction(statements: Int) -> String {
        "\nfunc busy() -> Int {\n    var z = 0\n"
            + (0..<statements - 1).map { "    z += \($0 % 7)\n" }.joined() + "    return z\n}\n"
    }

    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ text: String, to path: String) {
        guard let file = fopen(path, "w") else { return }
        fputs(text, file)
        fclose(file)
    }
}
