import Testing

@testable import LessonScreens
@testable import Lessons

/// A slide with a picture says the layout's settings under it, as demo does (a carousel's
/// correction, inset…), without what the step's question asks.
@Suite("slides: the settings under a picture")
struct SlideSettingsTests {
    @Test func theCarouselsTaskSlide_saysItsSettings() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "snapping-carousel"))
        let html = LessonSlides.slides(lesson)
        let captions = html.matches(of: #/<figcaption class="settings">([^<]*)</figcaption>/#).map { String($0.1) }
        #expect(
            captions.contains(
                "snap-carousel · 5 items · offset 23 of 0…208 · nearest the middle: item 0 · bounds 60×20 · inset 6, distance 4, item-height 8, correction off"
            ), "\(captions)")
        // A question about the offset leaves it out of its own slide's caption.
        #expect(captions.contains { $0.contains("offset ? of 0…?") })
    }

    @Test func aFlowSlide_saysItsStatusInPlainWords() throws {
        let lesson = try #require(LessonLibrary(folders: []).lesson(id: "flow-basics"))
        let html = LessonSlides.slides(lesson)
        #expect(html.contains("<figcaption class=\"settings\">"), "flow-basics has slides with pictures")
    }
}
