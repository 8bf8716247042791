/// Every key a lesson file knows, declared once with where it goes (Lessons/FORMAT.md): the
/// parser's lists, its suggestions and its messages are read off this.
public enum LessonKey: String, CaseIterable, Sendable {
    // The header.
    case id, title, version, summary, author, skip, order
    // A step's check: one a step.
    case question, task, predict, exercise, walk, code
    // A check's details.
    case answer, choice, mistake, round, goal, solution, route, hint, explain, stop, ask, blank, cache, window
    // A step's own.
    case picture, teacher

    /// Where a key may stand.
    public enum Scope: Sendable {
        case header, check, detail, step
    }

    public var scope: Scope {
        switch self {
        case .id, .title, .version, .summary, .author, .skip, .order: .header
        case .question, .task, .predict, .exercise, .walk, .code: .check
        case .picture, .teacher: .step
        default: .detail
        }
    }

    /// The keys of a scope, as written, in the order declared.
    public static func names(_ scope: Scope) -> [String] {
        allCases.filter { $0.scope == scope }.map(\.rawValue)
    }
}
