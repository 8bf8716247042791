/// The one shape of the lab's errors: `message` is a line for a person — what is wrong, and
/// what is allowed — worded where the error is made. The shell, the command line, `place` and
/// the lesson tools print it as it is (never `"\(error)"`, which printed a Swift value's
/// dump); a test holds every error type of the sources to this protocol.
public protocol LabError: Error {
    var message: String { get }
}
