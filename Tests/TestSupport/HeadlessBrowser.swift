import Foundation

/// Debian's chromium, headless: loads a page as a person's browser would and reports what it
/// printed to its console, the page as it stands after its scripts ran, or a screenshot.
public enum HeadlessBrowser {
    public static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether a browser is here (whether the browser layer runs is `Layer`'s).
    public static var isAvailable: Bool { path != nil }

    public struct Load {
        /// The page's DOM after its scripts ran.
        public var dom: String
        /// What the page wrote to its console (errors included), one line each.
        public var console: [String]
    }

    /// Loads `file` (with `fragment`, e.g. `#step-3`) and returns its DOM and console lines.
    public static func load(_ file: String, fragment: String = "", width: Int = 1280, height: Int = 800) throws -> Load
    {
        let result = try run([
            "--enable-logging=stderr", "--v=0", "--window-size=\(width),\(height)", "--dump-dom",
            "file://\(file)\(fragment)",
        ])
        let console = String(decoding: result.error, as: UTF8.self).split(separator: "\n")
            .filter { $0.contains(":CONSOLE") }.map(String.init)
        return Load(dom: String(decoding: result.output, as: UTF8.self), console: console)
    }

    /// Loads `file` in a window whose page area (what `innerWidth` × `innerHeight` report, and
    /// what a projector in full screen shows) is the given size: headless Chromium takes room
    /// from the window for browser parts it does not draw, so the window is asked that much taller.
    public static func load(_ file: String, viewport width: Int, _ height: Int) throws -> Load {
        try load(file, width: width, height: height + windowParts())
    }

    /// The lines the window's own parts take from the page area (measured once).
    nonisolated(unsafe) private static var measuredParts: Int?
    private static func windowParts() throws -> Int {
        if let measuredParts { return measuredParts }
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("viewport-\(UUID()).html").path
        defer { try? FileManager.default.removeItem(atPath: page) }
        try "<body><script>document.body.setAttribute('data-h', innerHeight)</script></body>".write(
            toFile: page, atomically: true, encoding: .utf8)
        let seen = try load(page, width: 800, height: 600).dom
        let height = seen.range(of: "data-h=\"").flatMap { Int(seen[$0.upperBound...].prefix { $0.isNumber }) } ?? 600
        measuredParts = max(0, 600 - height)
        return measuredParts ?? 0
    }

    /// A screenshot of `file` in a window of the given size; the PNG's bytes.
    public static func screenshot(_ file: String, fragment: String = "", width: Int, height: Int) throws -> Data {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        _ = try run(["--screenshot=\(shot)", "--window-size=\(width),\(height)", "file://\(file)\(fragment)"])
        return try Data(contentsOf: URL(fileURLWithPath: shot))
    }

    /// A PNG's width and height, from its header.
    public static func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    private static func run(_ arguments: [String]) throws -> ChildProcess.Result {
        guard let path else { throw ChildProcess.SpawnError(description: "no chromium") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        // As root (CI) chromium needs --no-sandbox; a profile of its own keeps runs apart.
        return try ChildProcess.run(
            path,
            ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)"] + arguments,
            environment: ["HOME": profile, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], timeout: 60)
    }
}
