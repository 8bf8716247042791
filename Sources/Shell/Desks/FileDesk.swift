import LabSupport

/// What an export wrote, for the session to word.
enum FileOutcome: Equatable {
    case wroteSVG(path: String, extensionAdded: Bool)
    case wroteWalkPage(path: String, steps: Int)
    case wroteWalkPictures(folder: String, count: Int)
}

/// The files' job: where an export goes and writing it, never over a file unless forced. What
/// is written was drawn by the session (a picture, a walk's page or pictures); the desk decides
/// the names and writes.
final class FileDesk {
    /// Writes the files (the session's writer: a test's may stand in for it).
    let files: FileWriting

    init(files: FileWriting) {
        self.files = files
    }

    /// A name with no extension at all gets .svg (a file called "wrap" opens as nothing); a
    /// folder's name is kept.
    static func svgPath(_ named: String) -> (path: String, added: Bool) {
        let lastPart = named.split(separator: "/").last ?? ""
        let adds = !lastPart.isEmpty && !lastPart.contains(".") && !FileSystem.isDirectory(named)
        return (adds ? named + ".svg" : named, adds)
    }

    /// `export walk PATH`: one page when PATH names an HTML file, else a folder of pictures.
    static func isWalkPage(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm")
    }

    func writeSVG(_ svg: String, named: String, force: Bool) throws(SessionError) -> FileOutcome {
        let (path, added) = Self.svgPath(named)
        try write(svg, to: path, force: force)
        return .wroteSVG(path: path, extensionAdded: added)
    }

    func writeWalkPage(_ page: String, to path: String, steps: Int, force: Bool) throws(SessionError) -> FileOutcome {
        try write(page, to: path, force: force)
        return .wroteWalkPage(path: path, steps: steps)
    }

    /// One file written, a refusal in the session's words.
    private func write(_ text: String, to path: String, force: Bool) throws(SessionError) {
        do {
            try files.write(text, to: path, overwrite: force)
        } catch {
            throw .file(error)
        }
    }

    /// One SVG a step, `step-001.svg` on, in `folder` (made if need be).
    func writeWalkPictures(_ pictures: [String], into folder: String, force: Bool) throws(SessionError)
        -> FileOutcome
    {
        do {
            try files.makeFolder(folder)
            for (index, svg) in pictures.enumerated() {
                let number = String(index + 1)
                let name = String(repeating: "0", count: max(0, 3 - number.count)) + number
                try files.write(svg, to: folder + "/step-\(name).svg", overwrite: force)
            }
        } catch {
            throw .file(error)
        }
        return .wroteWalkPictures(folder: folder, count: pictures.count)
    }
}
