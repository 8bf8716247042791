import LabText

/// A command line that cannot be run, with what to do instead. `CLI` turns it into one line
/// on standard error and exit status 2.
struct UsageError: LabError, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
