import LabJSON
import LabSupport
import LayoutCore
import Workbench

/// `layoutlab place`: one JSON request on standard input, one JSON answer on standard output.
enum PlaceCommand {
    static let usage = """
        Usage: layoutlab place < request.json

        Reads one JSON object from standard input, lays it out and writes one JSON object:
          {"layout": "wrap", "width": 30, "spacing": 1, "alignment": "topLeading",
           "items": [{"label": "Swift", "width": 10, "height": 1}, {"label": "Layout protocol"}]}
        With "layout": "snap-carousel", "card-stack" or "drum" it lays out a scrolling collection:
          {"layout": "drum", "bounds": {"width": 60, "height": 20}, "itemCount": 12, "contentOffset": 37.5}
        Every field is described in the README, section "layoutlab place — the machine interface".
        Exit status: 0 on success, 2 with one line on standard error when the input is wrong.

        """

    static let subcommand = Subcommand(
        name: "place", synopsis: "place < request.json", summary: "lay out a JSON request, print the frames as JSON",
        options: [], usage: usage, run: run)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected argument '\(extra)'; the request is read from standard input")
        }
        if StandardStreams.isTerminal(0) {
            throw UsageError(
                "expects a JSON request on standard input, e.g. echo '{\"items\": [{\"label\": \"Swift\"}]}' | layoutlab place"
            )
        }
        switch Place.respond(to: StandardStreams.readAllInput()) {
        case .success(let answer):
            StandardStreams.writeOutput(answer)
            return .ok
        case .failure(let error):
            throw UsageError(error.message)
        }
    }
}

/// The `place` interface without its input and output: bytes of a request in, the text of the
/// answer or a one-line message out. Used by the command and by the fuzzer.
public enum Place {
    public struct Failure: Error {
        public let message: String
    }

    public static func respond(to input: [UInt8]) -> Result<String, Failure> {
        do {
            let json = try JSONParser.parse(input)
            if let kind = collectionKind(json) {
                return .success(try CollectionPlaceRequest(json: json, kind: kind).response())
            }
            let request = try PlaceRequest(json: json)
            let result = LayoutEngine.layout(
                request.items, request.configuration, proposal: request.proposal, origin: request.origin,
                tracing: request.includeTrace)
            return .success(placeResponse(request, result))
        } catch let error as JSONSyntaxError {
            return .failure(Failure(message: "invalid JSON at \(error)"))
        } catch {
            return .failure(Failure(message: "\(error)"))
        }
    }

    /// The collection layout a request names, if it names one.
    private static func collectionKind(_ json: JSONValue) -> CollectionKind? {
        guard case .object(let object) = json, case .string(let name)? = object["layout"] else { return nil }
        return CollectionKind(rawValue: name.lowercased())
    }
}
