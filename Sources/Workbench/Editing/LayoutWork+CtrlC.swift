import LabSupport
import LayoutCore

extension LayoutWork {
    /// A meter that stops the layouts when Ctrl-C is pressed (see `Interruption`): what every
    /// command a person waits for runs under.
    public static func untilCtrlC() -> LayoutWork {
        LayoutWork(stopsWhen: { Interruption.isRequested })
    }
}
