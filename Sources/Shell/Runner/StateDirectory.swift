import LabSupport

/// Where LayoutLab keeps a learner's state: `$LAYOUTLAB_HOME`, else
/// `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`.
public enum StateDirectory {
    public static func path() -> String? {
        if let explicit = Environment.nonEmpty("LAYOUTLAB_HOME") { return explicit }
        if let state = Environment.nonEmpty("XDG_STATE_HOME") { return state + "/layoutlab" }
        if let home = Environment.nonEmpty("HOME") { return home + "/.local/state/layoutlab" }
        return nil
    }

    /// The directory, created if needed, and whether it can be written. An unusable directory
    /// is still returned: whatever tries to save there then says why it could not.
    public static func prepare() -> (path: String?, isWritable: Bool) {
        guard let path = path() else { return (nil, false) }
        return (path, FileSystem.makeDirectories(path) && FileSystem.isWritable(path))
    }
}
