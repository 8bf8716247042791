import Testing

@testable import LabSupport

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
}
