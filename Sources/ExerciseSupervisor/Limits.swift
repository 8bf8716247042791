// The supervisor's command line: the limits a run is under, and the report's key.
import Glibc

#if canImport(CExerciseSupervisor)
    import CExerciseSupervisor
#endif

struct Limits {
    var seconds: Double
    var memory: Int
    var output: Int
    var processes: Int
    var parent: pid_t
    var reportDescriptor: Int32
    var work: String
    var program: [String]

    init?(_ arguments: [String]) {
        guard arguments.count >= 10, arguments[8] == "--", let seconds = Double(arguments[1]),
            let memory = Int(arguments[2]), let output = Int(arguments[3]), let processes = Int(arguments[4]),
            let parent = pid_t(arguments[5])
        else { return nil }
        guard let descriptor = Int32(arguments[6]), descriptor > 5 else { return nil }
        (self.seconds, self.memory, self.output, self.processes, self.parent) =
            (seconds, memory, output, processes, parent)
        (reportDescriptor, work, program) = (descriptor, arguments[7], Array(arguments[9...]))
    }
}

/// The report's key, from the pipe the lab hands over on descriptor 6 (read to its end, at most
/// 64 bytes: a hex number and a line break).
func readKey() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    var count = 0
    while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { read(6, $0.baseAddress! + count, $0.count - count) }
        if got < 0, errno == EINTR { continue }
        if got <= 0 { break }
        count += got
    }
    close(6)
    guard count > 1, buffer[count - 1] == 0x0A else { return nil }
    return Array(buffer[..<count])
}
