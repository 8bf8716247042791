import LayoutCore

/// Answer expressions about the scrolling collection layouts of article 003.
extension Evaluator {
    public static let collectionConstants: [String: String] = [
        "offset": "the content offset (the content's x at the left edge of the bounds)",
        "contentwidth": "the content's width",
        "maxoffset": "how far the content can scroll",
        "centred": "the index of the item nearest the middle of the bounds",
        "itemwidth": "an item's width before scaling (carousel, card stack: bounds less two insets; drum: the chord)",
        "radius": "drum: the wheel's outer radius",
        "visibleangle": "drum: the angle of the wheel in view",
        "angleperitem": "drum: the angle each item takes",
        "lengthperitem": "drum: the arc length per item",
        "innerradius": "drum: the inner radius",
        "visibleitems": "how many attributes layoutAttributesForElements(in:) returns for the visible rect",
    ]

    public static let collectionFunctions: [String: String] = [
        "target": "targetContentOffset for a proposed offset: target(130)",
        "centredafter": "the item in the middle after a scroll released at a proposed offset rests",
        "centerx": "an item's centre x, in content coordinates", "centery": "an item's centre y",
        "scale": "an item's scale", "rotation": "an item's rotation in radians", "zindex": "an item's z-index",
        "parked": "whether the drum parked the item out of sight",
        "proposedafter":
            "where a scroll let go now with a velocity would stop on its own (the lab's model: offset + 0.499 × velocity)",
        "outerradiusof": "drum: an item's custom outerRadius attribute",
        "innerradiusof": "drum: an item's custom innerRadius attribute",
    ]

    static func collectionFact(
        _ name: String, _ arguments: [Expression], _ column: Int, _ scene: CollectionScene, _ facts: LayoutFacts
    ) throws(ExpressionError) -> Value? {
        if arguments.isEmpty, collectionConstants[name] != nil || name == "count" {
            return try collectionConstant(name, scene, column)
        }
        guard collectionFunctions[name] != nil else {
            if itemFunctions[name] != nil {
                throw ExpressionError(
                    column: column,
                    message:
                        "\(name)(…) is about flow layouts; for \(scene.kind.rawValue) use centerx, centery, scale, rotation, zindex"
                )
            }
            return nil
        }
        guard arguments.count == 1 else {
            throw ExpressionError(column: column, message: "\(name)(…) takes one number")
        }
        let number = try Evaluator.number(try evaluate(arguments[0], facts), column: column)
        switch name {
        case "target":
            return .number(scene.layout.targetContentOffset(proposed: number, velocity: 0, scene.viewport))
        case "proposedafter":
            return .number(scene.release(velocity: number).proposed)
        case "centredafter":
            var rested = scene
            rested.scroll(to: scene.release(velocity: 0, proposed: number).resting)
            return rested.centredItem(rested.attributes()).map { .number(Double($0)) } ?? .text("none")
        default:
            let attributes = scene.attributes()
            // Compared as a Double first: Int(2e76) would trap.
            guard number >= 0, number == number.rounded(), number < Double(attributes.count) else {
                throw ExpressionError(
                    column: column, message: "no item \(formatNumberForLessons(number)) (there are \(attributes.count))"
                )
            }
            let item = attributes[Int(number)]
            switch name {
            case "centerx": return .number(item.center.x)
            case "centery": return .number(item.center.y)
            case "scale": return .number(item.scale)
            case "rotation": return .number(item.rotation)
            case "zindex": return .number(Double(item.zIndex))
            case "outerradiusof", "innerradiusof":
                let key = name == "outerradiusof" ? "outerRadius" : "innerRadius"
                guard let radius = item.custom[key] else {
                    throw ExpressionError(
                        column: column, message: "\(name) is about the drum; this step uses \(scene.kind.rawValue)")
                }
                return .number(radius)
            default: return .bool(item.isParked)
            }
        }
    }

    private static func collectionConstant(_ name: String, _ scene: CollectionScene, _ column: Int)
        throws(ExpressionError) -> Value
    {
        let drum = scene.layout as? DrumLayout
        let geometry = drum?.geometry(scene.boundsSize)
        switch name {
        case "count": return .number(Double(scene.itemCount))
        case "offset": return .number(scene.contentOffset)
        case "contentwidth": return .number(scene.layout.contentSize(scene.viewport).width)
        case "maxoffset": return .number(scene.maximumOffset)
        case "centred": return scene.centredItem(scene.attributes()).map { .number(Double($0)) } ?? .text("none")
        case "visibleitems":
            let layout = scene.layout
            return .number(
                Double(layout.layoutAttributesForElements(in: scene.viewport.visibleRect, scene.attributes()).count))
        case "itemwidth":
            if let geometry { return .number(geometry.itemWidth) }
            return .number(
                scene.attributes().first?.size.width ?? scene.boundsSize.width - 2 * scene.parameter("inset"))
        default:
            guard let geometry else {
                throw ExpressionError(
                    column: column, message: "\(name) is about the drum; this step uses \(scene.kind.rawValue)")
            }
            switch name {
            case "radius": return .number(geometry.radius)
            case "visibleangle": return .number(geometry.visibleAngle)
            case "angleperitem": return .number(geometry.anglePerItem)
            case "lengthperitem": return .number(geometry.lengthPerItem)
            default: return .number(geometry.innerRadius)
            }
        }
    }
}
