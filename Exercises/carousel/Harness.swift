// The checker's main for the carousel exercise: a CarouselLayout per case, with the case's
// constants; the harness plays the collection view.
import UIKit

CollectionHarness.main { settings in
    let layout = CarouselLayout()
    layout.itemInset = settings.itemInset
    layout.distance = settings.distance
    layout.itemHeight = settings.itemHeight
    return layout
}
