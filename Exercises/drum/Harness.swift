// The checker's main for the drum exercise: a DrumLayout per case, with the case's constants;
// the harness plays the collection view, scrolled to the case's offset.
import UIKit

CollectionHarness.main { settings in
    let layout = DrumLayout()
    layout.numberOfVisibleItems = settings.visibleItems
    layout.itemHeight = settings.itemHeight
    layout.maxScale = settings.maxScale
    return layout
}
