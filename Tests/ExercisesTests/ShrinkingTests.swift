import LabSupport
import LayoutCore
import TestSupport
import Testing

@testable import Exercises

/// Shrinking a failing case: its neighbours stay cases of the exercise (so the article's own
/// code passes them), each is plainer than the case, and following them always ends.
@Suite("shrinking a failing case")
struct ShrinkingTests {
    static let spaces: [CaseSpace] = [.flow, .wrap, .anchored, .justified]

    static func cases(of space: CaseSpace) -> [ExerciseCase] {
        var random = SeededGenerator(seed: 11)
        return space.namedCases + (0..<QuickLoop.sample(300)).map { _ in space.random(using: &random) }
    }

    /// Flow's one spacing was split in two by a neighbour ("spacing 1 across, 0 between
    /// rows"), a case the article's own code fails too.
    @Test(arguments: spaces)
    func everyCaseAndEveryNeighbour_isACaseOfTheSpace(space: CaseSpace) {
        for scene in Self.cases(of: space) {
            #expect(space.contains(scene), "\(scene)")
            for neighbour in space.smaller(scene) where !space.contains(neighbour) {
                Issue.record("\(neighbour) is a neighbour of \(scene), outside \(space)")
            }
        }
    }

    /// A setting offered both ways (alignment .topLeading, then .center, then .topLeading…)
    /// spent all 60 tries of a shrink going back and forth. Any path through neighbours ends.
    @Test(arguments: spaces)
    func followingNeighbours_alwaysEnds(space: CaseSpace) {
        var random = SeededGenerator(seed: 5)
        for scene in Self.cases(of: space) {
            var current = scene
            var steps = 0
            while let next = space.smaller(current).randomElement(using: &random), steps < 2_000 {
                current = next
                steps += 1
            }
            #expect(steps < 2_000, "no end in sight shrinking \(scene)")
        }
    }

    /// "A 0×1, B 0×1 in 0" drew nothing: a length above zero never shrinks to zero.
    @Test(arguments: spaces)
    func aLengthAboveZero_neverShrinksToZero(space: CaseSpace) {
        for scene in Self.cases(of: space) {
            for neighbour in space.smaller(scene) {
                if let width = scene.proposal.width, width > 0, neighbour.proposal.width == 0 {
                    Issue.record("the proposal's width \(width) became 0")
                }
                for (item, smaller) in zip(scene.items, neighbour.items)
                where neighbour.items.count == scene.items.count {
                    if case .fixed(let width, let height) = item.sizing,
                        case .fixed(let newWidth, let newHeight) = smaller.sizing,
                        (width > 0 && newWidth == 0) || (height > 0 && newHeight == 0)
                    {
                        Issue.record("\(width)×\(height) became \(newWidth)×\(newHeight)")
                    }
                }
            }
        }
    }

    /// A named case keeps its numbers and settings when it shrinks ("a row filled exactly:
    /// 4 + 1 + 6 = 11" would still fail at smaller numbers and no longer show it): only
    /// subviews are left out, and every neighbour is one.
    @Test(arguments: spaces)
    func aNamedCase_onlyLosesSubviews(space: CaseSpace) {
        for scene in space.namedCases {
            let neighbours = space.fewer(scene)
            for neighbour in neighbours {
                var same = neighbour
                same.items = scene.items
                #expect(same == scene, "only the subviews change")
                #expect(neighbour.items.count < scene.items.count)
                #expect(neighbour.items.allSatisfy { scene.items.contains($0) })
            }
            #expect(neighbours.count >= scene.items.count, "each subview can be left out on its own")
        }
    }
}
