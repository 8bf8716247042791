/// Times a piece of work several times and keeps the median, so one slow run (another
/// process, a page fault) does not decide the figure.
struct Measurement {
    let name: String
    let seconds: [Double]

    var median: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var spread: (low: Double, high: Double) { (seconds.min() ?? 0, seconds.max() ?? 0) }
}

/// Runs `work` once to warm up, then `runs` times, timing each.
func measure(_ name: String, runs: Int, _ work: () -> Void) -> Measurement {
    work()
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(work)
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return Measurement(name: name, seconds: seconds)
}

func milliseconds(_ seconds: Double) -> String {
    let value = seconds * 1000
    return value < 10 ? String(format2: value) : String(Int(value.rounded()))
}

extension String {
    /// Two decimals without Foundation.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
