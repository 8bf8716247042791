// The checker's main for the anchors exercise: FlowLayout(), each subview given the case's
// anchor through the learner's UnitPointKey.
import SwiftUI

ExerciseHarness.main(values: { item in item.set(UnitPointKey.self, to: item.anchor) }) { _ in
    FlowLayout()
}
