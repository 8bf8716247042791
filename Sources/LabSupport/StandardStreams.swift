import LabText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain writes to the standard streams, without the C library's shared `FILE` buffers, so
/// that output and errors come out in the order they were written.
public enum StandardStreams {
    /// Set once at start by a command that talks to a person, when the terminal cannot show
    /// more than ASCII (a locale that is not UTF-8): then every line written
    /// through `writeOutput` and `writeError` is made plain (`ASCIIText`). Machine output
    /// (`place`'s JSON) leaves it off and is written as it is.
    nonisolated(unsafe) public static var plainASCII = false

    public static func writeOutput(_ text: String) {
        write(plainASCII ? ASCIIText.plain(text) : text, to: 1)
    }

    public static func writeError(_ text: String) {
        write(plainASCII ? ASCIIText.plain(text) : text, to: 2)
    }

    /// The error of the first write to standard output that failed (a full disk, a closed
    /// pipe, an I/O error), if one did: the command's exit says so (`CLI.main`), whatever it
    /// printed before, so that `layoutlab place > /dev/full` never exits 0.
    nonisolated(unsafe) public private(set) static var outputError: Int32?

    /// Writes all of `text`, retrying after interruptions; gives up when the reader has gone
    /// away or the device is full (no crash), and remembers it for standard output.
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    if descriptor == 1, outputError == nil { outputError = written < 0 ? errno : EIO }
                    return
                }
            }
        }
    }

    /// The output error in words: "No space left on device".
    public static var outputErrorText: String? {
        outputError.map { String(cString: strerror($0)) }
    }

    /// Everything on standard input, as bytes; nil once it passes `limit` bytes (reading stops
    /// there: `/dev/zero` must not fill the memory).
    public static func readAllInput(limit: Int = .max) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                guard result.count + count <= limit else { return nil }
                result.append(contentsOf: chunk[..<count])
            } else if count < 0, errno == EINTR, !Interruption.isRequested {
                continue
            } else {
                return result
            }
        }
    }

    /// Calls `body` with each line of standard input (without its `\n`) as soon as the line is
    /// whole, and with its number from 1: a program that writes one line and waits for the
    /// answer gets it. Memory stays within the longest line allowed: a line longer than
    /// `longest` bytes is not kept, and `body` gets nil for it instead.
    public static func forEachInputLine(longest: Int, _ body: (Int, ArraySlice<UInt8>?) -> Void) {
        var pending: [UInt8] = []
        var tooLong = false
        var number = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !Interruption.isRequested {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            while let end = chunk[start..<count].firstIndex(of: 0x0A) {
                number += 1
                if !tooLong, pending.count + (end - start) <= longest {
                    if pending.isEmpty {
                        body(number, chunk[start..<end])
                    } else {
                        pending += chunk[start..<end]
                        body(number, pending[...])
                    }
                } else {
                    body(number, nil)
                }
                (pending, tooLong) = ([], false)
                start = end + 1
            }
            if !tooLong, pending.count + (count - start) <= longest {
                pending += chunk[start..<count]
            } else {
                (pending, tooLong) = ([], true)
            }
        }
        // The last line, without a newline after it.
        if tooLong || !pending.isEmpty {
            number += 1
            body(number, tooLong ? nil : pending[...])
        }
    }

    /// True when the descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
