import Testing

@testable import LabText

@Suite("did you mean")
struct SuggestionTests {
    @Test(arguments: [
        ("plcae", "place"), ("widht", "width"), ("centre", "center"), ("SHOW", "show"),
        ("topleadng", "topLeading"), ("anch", "anchor"),
    ])
    func suggestsTheClosestAllowedWord(typed: String, expected: String) {
        let allowed = ["place", "width", "height", "center", "show", "topLeading", "anchor", "add"]
        #expect(Suggestion.closest(to: typed, among: allowed) == expected)
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(Suggestion.closest(to: "grid", among: ["flow", "wrap", "anchored"]) == nil)
        #expect(Suggestion.didYouMean("", among: ["flow"]) == "")
    }

    @Test func distanceCountsASwapAsOneEdit() {
        #expect(Suggestion.distance("ab", "ba") == 1)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }

    /// An unknown word of a megabyte once took 3.7 s to find nothing close (issue 14): words
    /// whose lengths differ by more than the allowed edits are not compared.
    @Test func aHugeWord_isComparedWithNothing() {
        let huge = String(repeating: "a", count: 1_000_000)
        #expect(Suggestion.closest(to: huge, among: ["add", "answer", "layout"]) == nil)
        #expect(Suggestion.closest(to: "lyaout", among: ["add", "answer", "layout"]) == "layout")
        #expect(Suggestion.closest(to: "layouts", among: ["add", "answer", "layout"]) == "layout")
    }
}
