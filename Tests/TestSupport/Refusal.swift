import Foundation
import Testing

/// A command line `layoutlab` must refuse, as argument-parser's `AssertErrorMessage` checks
/// one: exit status 2, nothing on standard output, and exactly `message` on standard error
/// (one line). A failure is reported at the caller's line, with the whole transcript.
public func expectRefusal(
    _ arguments: [String], says message: String, input: String = "", inputData: Data? = nil,
    environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try Executable.run(arguments, inputData: inputData ?? Data(input.utf8), environment: environment)
    #expect(result.status == 2, "\(arguments): \(result)", sourceLocation: sourceLocation)
    #expect(result.output == "", "\(arguments) wrote output: \(result)", sourceLocation: sourceLocation)
    #expect(result.error == message + "\n", "\(arguments): \(result)", sourceLocation: sourceLocation)
}
