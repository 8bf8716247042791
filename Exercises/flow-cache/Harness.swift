// The checker's main for the flow-cache exercise: a FlowLayout per case, with the case's spacing
// (the article's 8 when the case leaves it), asked its size twice, as SwiftUI may ask.
import SwiftUI

ExerciseHarness.main(sizeQuestions: 2) { settings in
    var layout = FlowLayout()
    layout.spacing = settings.horizontalSpacing ?? 8
    return layout
}
