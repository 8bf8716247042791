import LabSupport

/// Where LayoutLab keeps a learner's state: `$LAYOUTLAB_HOME`, else
/// `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`.
public enum StateDirectory {
    /// A relative folder is taken from the working directory (`llrel/sub` once made
    /// `/llrel/sub` at the root of the file system).
    public static func path() -> String? {
        let found: String
        if let explicit = Environment.nonEmpty("LAYOUTLAB_HOME") {
            found = explicit
        } else if let state = Environment.nonEmpty("XDG_STATE_HOME") {
            found = state + "/layoutlab"
        } else if let home = Environment.nonEmpty("HOME") {
            found = home + "/.local/state/layoutlab"
        } else {
            return nil
        }
        return found.hasPrefix("/") ? found : FileSystem.currentDirectory + "/" + found
    }

    /// The directory, created if needed, and whether it can be written. An unusable directory
    /// is still returned: whatever tries to save there then says why it could not.
    public static func prepare() -> (path: String?, isWritable: Bool) {
        guard let path = path() else { return (nil, false) }
        let usable = FileSystem.makeDirectories(path) && FileSystem.isWritable(path)
        // What a killed process left half-written is of no use to anyone.
        if usable { FileSystem.removeStaleTemporaries(in: path) }
        return (path, usable)
    }
}
