/// The lessons a teacher's lesson may not take the id of, read once: their paths, and their
/// texts by id (a file that is the shipped text itself is no teacher's copy). Reading the
/// twelve shipped lessons costs more than checking a small teacher's file, so the built-in set
/// is read once per program, not once per file checked.
public struct ShippedLessonIDs: Sendable {
    public let paths: Set<String>
    public let textsByID: [String: String]

    public init(_ files: [(path: String, text: String)]) {
        paths = Set(files.map(\.path))
        var texts: [String: String] = [:]
        for file in files {
            if let id = LessonParser.parse(file.text, file: file.path).lesson?.id { texts[id] = file.text }
        }
        textsByID = texts
    }

    /// No shipped lessons: every id is free.
    public static let none = ShippedLessonIDs([])

    /// The lessons built into the executable. Each is named by its id (`validate --strict
    /// Lessons` in `make test` holds the shipped files to it), so none needs parsing here: a
    /// `validate` of one small file would otherwise spend most of its time reading all twelve.
    public static let builtIn = ShippedLessonIDs(namedByID: LessonLibrary.shippedFiles)

    private init(namedByID files: [(path: String, text: String)]) {
        paths = Set(files.map(\.path))
        var texts: [String: String] = [:]
        for file in files {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            texts[String(name.dropLast(".lesson".count))] = file.text
        }
        textsByID = texts
    }
}
