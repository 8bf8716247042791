// The walk instrumenter: rewrites a learner's exercise file so that running it reports each
// statement of its functions and closures as it runs — its line, the locals and parameters in
// scope (and, in a type's methods, its stored properties) with their values — and each
// comparison with its two operands and its result, for `walk FILE.swift` and `check`'s "Where
// the runs part". It is built on the toolchain's own parser (SwiftParser, SwiftSyntax,
// SwiftOperators from the compiler's `host` folder), compiled with the exercise kit by
// `layoutlab exercise prepare`, and never needed by `check` itself.
//
// Usage: walk-instrumenter FILE. The rewritten source goes to standard output; a file it cannot
// rewrite gets one line on standard error saying why, and exit status 2.
//
// What the rewrite keeps: every line stays on its line (a probe goes before a statement on the
// same line, joined by `;`), so the compiler's and the walk's line numbers are the learner's;
// each operand of a comparison is evaluated once, in its order, and `&&`/`||` still skip what
// they skip, so the program does what it did. The probes call `_LabWalk` in the kit, which does
// nothing unless the case is walked.
import SwiftOperators
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#endif

func refuse(_ message: String) -> Never {
    fputs("walk-instrumenter: \(message)\n", stderr)
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
// Less detail, for a file the fuller rewrite does not compile: comparisons without their
// operands' names one by one, or the statements alone.
let statementsOnly = arguments.first == "--statements-only"
let noTerms = arguments.first == "--no-terms"
guard arguments.count == (statementsOnly || noTerms ? 2 : 1) else {
    refuse("usage: walk-instrumenter [--statements-only | --no-terms] FILE")
}
let path = arguments[arguments.count - 1]
guard let file = fopen(path, "r") else { refuse("cannot read \(path)") }
var bytes: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 65536)
while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
    if bytes.count > 4 << 20 { refuse("\(path) is over 4 MB: no layout needs that much code to walk") }
}
fclose(file)
let source = String(decoding: bytes, as: UTF8.self)
let tree = Parser.parse(source: source)
if tree.hasError { refuse("\(path) does not parse as Swift (check says where)") }
// Operators folded by the standard precedences (a file's own operators are left as they are).
let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
let converter = SourceLocationConverter(fileName: path, tree: folded)
let instrumenter = Instrumenter(converter)
instrumenter.reportsComparisons = !statementsOnly
instrumenter.reportsTerms = !statementsOnly && !noTerms
let rewritten = instrumenter.rewrite(folded)
if instrumenter.probed == 0 { refuse("\(path) has no function or closure to walk") }
print(rewritten.description, terminator: "")
