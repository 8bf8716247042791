import LabSupport

extension Toolchain {
    /// `text` as a file named `name` in the cache, in `kind`'s folder of its own for that text
    /// (a walk's rewritten file, a reference to walk, a code step's splice): written once, and
    /// the same path again for the same text, so its compile is kept too.
    func placed(_ text: String, kind: String, name: String) throws(ExerciseSetupError) -> String {
        let folder = cache + "/" + kind + "/" + Fingerprint.of([text])
        let path = folder + "/" + name
        // Written aside and moved into place: another lab placing the same text at once (two
        // walks, a watch and a walk) must never truncate it under a compiler reading it.
        guard FileSystem.makeDirectories(folder),
            FileSystem.readText(path) == text || FileSystem.replaceAtomically(path, with: text) == nil
        else { throw ExerciseSetupError(message: "cannot write in \(cache)") }
        return path
    }
}
