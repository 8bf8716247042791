extension CommandCatalog {
    /// Moving a scrolling collection.
    static let scrolling: [CommandSpec] = [
        CommandSpec(
            .scroll, group: .scrolling, usage: "scroll OFFSET", summary: "scroll a collection to a content offset",
            details:
                "The offset is the content's x at the left edge of the bounds, kept between 0 and the content's width less the bounds' width.",
            arguments: [.free], policy: .edit
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            return .edit(.collection(.scroll(try ValueReader.signedNumber(words[0].text, "offset"))))
        },
        CommandSpec(
            .drag, group: .scrolling, usage: "drag DX", summary: "move a collection's content offset by DX",
            details:
                "drag 10 adds 10 to the content offset: the content slides 10 to the left, as under a finger\nswiping left (a finger moves the content the way it moves); drag -10 goes back.",
            arguments: [.free], policy: .edit
        ) { words, spec throws(CommandError) in
            try spec.expectExactly(1, words)
            return .edit(.collection(.drag(try ValueReader.signedNumber(words[0].text, "a drag of"))))
        },
        CommandSpec(
            .release, group: .scrolling, usage: "release [VELOCITY]",
            summary: "let go of a scroll: the layout picks where it rests",
            details:
                "VELOCITY is in units (columns) per second, as UIKit's is in points per second; positive\nscrolls toward larger offsets, 0 (the default) is a finger lifted without a fling.\nShows where the scroll would stop on its own in the lab's model of deceleration (Apple\ndocuments no formula): the offset plus 0.499 × the velocity; then the target the layout's\ntargetContentOffset picks, and which item ends up in the middle.",
            arguments: [.free], policy: .edit
        ) { words, spec throws(CommandError) in
            try spec.expectAtMost(1, words)
            let velocity = try words.first.map { word throws(CommandError) in
                try ValueReader.signedNumber(word.text, "velocity")
            }
            return .edit(.collection(.release(velocity: velocity ?? 0)))
        },
    ]
}
