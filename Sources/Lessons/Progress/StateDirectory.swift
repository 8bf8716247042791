import LabSupport

/// Where LayoutLab keeps a learner's state: `$LAYOUTLAB_HOME`, else
/// `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`.
public enum StateDirectory {
    public static func path() -> String? {
        Environment.labFolder(explicit: "LAYOUTLAB_HOME", xdg: "XDG_STATE_HOME", underHome: ".local/state/layoutlab")
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
