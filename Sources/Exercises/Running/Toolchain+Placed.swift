import LabSupport

extension Toolchain {
    /// `text` as a file named `name` in the cache, in `kind`'s folder of its own for that text
    /// (a walk's rewritten file, a reference to walk, a code step's splice): written once, and
    /// the same path again for the same text, so its compile is kept too.
    func placed(_ text: String, kind: String, name: String) throws(ExerciseSetupError) -> String {
        let folder = cache + "/" + kind + "/" + Fingerprint.of([text])
        let path = folder + "/" + name
        guard FileSystem.makeDirectories(folder), FileSystem.readText(path) == text || FileSystem.writeWhole(path, text)
        else { throw ExerciseSetupError(message: "cannot write in \(cache)") }
        return path
    }
}
