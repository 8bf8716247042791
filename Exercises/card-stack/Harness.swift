// The checker's main for the card-stack exercise: a CardStackLayout per case, with the case's
// constants; the harness plays the collection view, scrolled to the case's offset.
import UIKit

CollectionHarness.main { settings in
    let layout = CardStackLayout()
    layout.itemInset = settings.itemInset
    layout.distance = settings.distance
    layout.itemHeight = settings.itemHeight
    layout.minScale = settings.minScale
    return layout
}
