import LabJSON
import LabSupport
import LabText
import LayoutCore
import Workbench

/// `layoutlab place`: one JSON request on standard input, one JSON answer on standard output.
enum PlaceCommand {
    static let usage = """
        Usage: layoutlab place < request.json
               layoutlab place --batch < requests.jsonl

        Reads one JSON object from standard input, lays it out and writes one JSON object:
          {"layout": "wrap", "width": 30, "spacing": 1, "alignment": "topLeading",
           "items": [{"label": "Swift", "width": 10, "height": 1}, {"label": "Layout protocol"}]}
        With "layout": "snap-carousel", "card-stack" or "drum" it lays out a scrolling collection:
          {"layout": "drum", "bounds": {"width": 60, "height": 20}, "itemCount": 12, "contentOffset": 37.5}
        Every field is described in docs/place.md, in LayoutLab's repository.
        Exit status: 0 on success, 2 with one line on standard error when the input is wrong.
        --batch reads one request per line and writes one answer per line, in order; a wrong
        line gets {"line": N, "error": "…"} in its place (and the message on standard error,
        with its line number), the other lines their answers, and the exit status is 2.
        Blank lines are passed over (no answer); line numbers count them. Each answer is
        written as soon as its line is read; a line may be at most 16 MB.

        """

    static let subcommand = Subcommand(
        name: "place", synopsis: "place < request.json", summary: "lay out a JSON request, print the frames as JSON",
        options: [batch], isForPeople: false, usage: usage, run: run)

    static let batch = OptionSpec(name: "--batch")

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected argument '\(extra)'; the request is read from standard input")
        }
        if StandardStreams.isTerminal(0) {
            throw UsageError(
                "expects a JSON request on standard input, e.g. echo '{\"items\": [{\"label\": \"Swift\"}]}' | layoutlab place"
            )
        }
        if arguments.has(batch) { return runBatch() }
        // The most a request may be, as a --batch line: read no further.
        guard let request = StandardStreams.readAllInput(limit: 16 << 20) else {
            throw UsageError("the request is larger than 16 MB, the most place reads (see docs/place.md)")
        }
        switch Place.respond(to: request) {
        case .success(let answer):
            StandardStreams.writeOutput(answer)
            return .ok
        case .failure(let error):
            if Interruption.isRequested { return .interrupted }  // said once, by the CLI
            throw UsageError(error.message)
        }
    }
}

extension PlaceCommand {
    /// The longest request `--batch` takes on one line.
    static let longestRequest = 16 << 20

    /// One request a line, one answer a line (empty lines are passed over): a program with
    /// many layouts to ask for starts one process, not one per request. Each line is answered
    /// as soon as it is read, so a client may write a request and wait for its answer; memory
    /// stays within one request.
    static func runBatch() -> ExitCode {
        var failed = false
        StandardStreams.forEachInputLine(longest: longestRequest) { number, line in
            let result: Result<String, Place.Failure>
            if let line {
                let request = line.last == 0x0D ? line.dropLast() : line
                guard request.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
                result = Place.respond(to: Array(request))
            } else {
                result = .failure(
                    Place.Failure(
                        message: "the request is longer than \(longestRequest >> 20) MB, the most one line may be"))
            }
            switch result {
            case .success(let answer): StandardStreams.writeOutput(Place.oneLine(answer) + "\n")
            case .failure(let error):
                failed = true
                StandardStreams.writeError("layoutlab place: line \(number): \(error.message)\n")
                StandardStreams.writeOutput(
                    JSONValue.object(["line": .number(Double(number)), "error": .string(error.message)]).compactText
                        + "\n")
            }
        }
        return failed ? .usage : .ok
    }
}

/// The `place` interface without its input and output: bytes of a request in, the text of the
/// answer or a one-line message out. Used by the command and by the fuzzer.
public enum Place {
    public struct Failure: LabError {
        public let message: String
    }

    public static func respond(to input: [UInt8]) -> Result<String, Failure> {
        do {
            let json = try JSONParser.parse(input)
            if let kind = collectionKind(json) {
                let response = try CollectionPlaceRequest(json: json, kind: kind).response()
                guard !CLI.stoppedByCtrlC else { return .failure(Failure(message: stoppedMessage)) }
                return .success(response)
            }
            let request = try PlaceRequest(json: json)
            let result = LayoutEngine.layout(
                request.items, request.configuration, proposal: request.proposal, origin: request.origin,
                tracing: request.includeTrace)
            guard !CLI.stoppedByCtrlC else { return .failure(Failure(message: stoppedMessage)) }
            return .success(placeResponse(request, result))
        } catch let error as JSONSyntaxError {
            return .failure(Failure(message: "invalid JSON at \(error.description)"))
        } catch let error as PlaceInputError {
            // The field first: "params.distance: distance must be from 0 to 1000, got 1e9".
            return .failure(Failure(message: error.description))
        } catch {
            return .failure(Failure(message: (error as? LabError)?.message ?? "the request could not be laid out"))
        }
    }

    static let stoppedMessage = "stopped by Ctrl-C before the layout was done"

    /// An answer on one line: its line breaks (never inside a string, where JSON escapes them)
    /// and the indentation after them taken out.
    public static func oneLine(_ answer: String) -> String {
        answer.split(separator: "\n").map { line in line.drop { $0 == " " } }.joined()
    }

    /// The collection layout a request names, if it names one.
    private static func collectionKind(_ json: JSONValue) -> CollectionKind? {
        guard case .object(let object) = json, case .string(let name)? = object["layout"] else { return nil }
        return CollectionKind(rawValue: name.lowercased())
    }
}
