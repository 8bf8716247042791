import LabSupport
import Testing

@Suite("numbers as text")
struct NumberTextTests {
    @Test func plain_writesNumbersAsPeopleDo() {
        #expect(NumberText.plain(30) == "30")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(2.5) == "2.5")
        #expect(NumberText.plain(0.1) == "0.1")
        #expect(NumberText.plain(1e300) == "1e+300")
        #expect(NumberText.plain(.nan) == "NaN")
        #expect(NumberText.plain(-.infinity) == "-∞")
        #expect(NumberText.plain(.infinity, infinity: "infinity") == "infinity")
    }

    @Test func rounded_keepsThreeDecimals_withoutTrailingZeros() {
        #expect(NumberText.rounded(37.5) == "37.5")
        #expect(NumberText.rounded(0.47043) == "0.47")
        #expect(NumberText.rounded(168.16949) == "168.169")
        #expect(NumberText.rounded(2.0004) == "2")
        #expect(NumberText.rounded(.infinity) == "∞")
    }
}

@Suite("trimming")
struct TrimmingTests {
    @Test func eachEnd_onItsOwn() {
        #expect("  a b  ".trimmingTrailingSpaces == "  a b")
        #expect("  a b  ".trimmingLeadingSpaces == "a b  ")
        #expect(" \t a \n".trimmingWhitespace == "a")
        #expect("   ".trimmingTrailingSpaces == "")
        #expect("".trimmingLeadingSpaces == "")
        // Only spaces: a tab is part of what a picture shows.
        #expect("a\t ".trimmingTrailingSpaces == "a\t")
    }
}
