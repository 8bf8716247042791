// The checker's main for the hstack exercise: an HStackLayout per case, with the case's
// spacing (each pair's own preference when the case leaves it).
import SwiftUI

ExerciseHarness.main { settings in
    var layout = HStackLayout()
    layout.spacing = settings.horizontalSpacing
    return layout
}
