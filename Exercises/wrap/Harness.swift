// The checker's main for the wrap exercise: a WrappingHStack per case, with the case's
// alignment and spacing (nil: the subviews' own).
import SwiftUI

ExerciseHarness.main { settings in
    var layout = WrappingHStack()
    layout.alignment = settings.alignment
    layout.horizontalSpacing = settings.horizontalSpacing
    layout.verticalSpacing = settings.verticalSpacing
    return layout
}
