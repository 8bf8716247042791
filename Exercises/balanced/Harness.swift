// The checker's main for the balanced exercise: a BalancedFlow per case, with the case's
// item and row spacing (1 when the case leaves it).
import SwiftUI

ExerciseHarness.main { settings in
    var layout = BalancedFlow()
    layout.itemSpacing = settings.horizontalSpacing ?? 1
    layout.lineSpacing = settings.verticalSpacing ?? 1
    return layout
}
