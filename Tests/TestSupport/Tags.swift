import Foundation
import Testing

/// The slow layers of the tests, beside the unit layer (every test not in one): each suite or
/// test in one says so once, `.layer(.toolchain)`, and that one trait both names the layer and
/// gates it. The Swift Testing runner of this toolchain (6.3) selects tests by name only
/// (`--filter tag:stress` runs none), so which layers run is told to the test process in
/// `LAYOUTLAB_LAYERS`: unset, all of them; `make test-fast` sets `unit` (the slow ones left out).
public enum Layer: String, CaseIterable, Sendable {
    /// Runs the Swift compiler (exercises: the kit, learners' files).
    case toolchain
    /// Drives a real terminal (tmux) or installs the lab.
    case terminal
    /// Loads pages in headless Chromium (slides, handouts, walk pages).
    case browser
    /// Heavy inputs and exhaustive sweeps (a million items laid out, every step of every walk,
    /// a 400,000-line script).
    case stress

    /// The layers this run takes (`LAYOUTLAB_LAYERS`, a comma-separated list; `unit` alone
    /// takes none of these), or why the list cannot be read.
    public static let selected: Result<Set<Layer>, LayerListError> = read(
        ProcessInfo.processInfo.environment["LAYOUTLAB_LAYERS"])

    static func read(_ list: String?) -> Result<Set<Layer>, LayerListError> {
        guard let list else { return .success(Set(allCases)) }
        var layers = Set<Layer>()
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where name != "unit" {
            guard let layer = Layer(rawValue: name) else { return .failure(LayerListError(name: name)) }
            layers.insert(layer)
        }
        return .success(layers)
    }

    /// Whether this run takes the layer (an unreadable list takes none: their tests say why).
    public var runs: Bool { (try? Self.selected.get())?.contains(self) ?? false }
}

public struct LayerListError: Error, CustomStringConvertible {
    public var name: String
    public var description: String {
        "LAYOUTLAB_LAYERS names \"\(name)\": the layers are unit, "
            + Layer.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// The trait that puts a suite or test in a layer: it runs when the layer is taken, and is
/// cancelled (reported as skipped, saying which layer) when it is not.
public struct LayerTrait: SuiteTrait, TestTrait, TestScoping {
    public let layer: Layer
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        switch Layer.selected {
        case .failure(let error):
            Issue.record("\(error)")
        case .success(let layers) where !layers.contains(layer):
            try Test.cancel("the \(layer.rawValue) layer is left out (LAYOUTLAB_LAYERS)")
        case .success:
            try await function()
        }
    }
}

extension Trait where Self == LayerTrait {
    /// Puts a suite or test in a slow layer (see `Layer`).
    public static func layer(_ layer: Layer) -> Self { LayerTrait(layer: layer) }
}

/// Random sweeps take all their cases when the stress layer runs, and the first fifth of the
/// same seed when it does not (the quick loop).
public enum QuickLoop {
    public static var isOn: Bool { !Layer.stress.runs }

    /// How many random cases a sweep tries: all of them in `make test`, a fifth in the quick
    /// loop (the same seed, so the quick loop's cases are the first of the full run's).
    public static func sample(_ count: Int) -> Int { isOn ? max(1, count / 5) : count }
}
