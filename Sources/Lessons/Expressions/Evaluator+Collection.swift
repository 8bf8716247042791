import LabSupport
import LayoutCore

/// Answer expressions about the scrolling collection layouts of article 003.
extension Evaluator {
    static func collectionFact(
        _ name: String, _ arguments: [Expression], _ column: Int, _ scene: CollectionScene, _ facts: LayoutFacts
    ) throws(ExpressionError) -> Value? {
        if arguments.isEmpty, let fact = CollectionFact(rawValue: name) {
            return try collectionConstant(fact, scene, column)
        }
        guard let function = CollectionFunction(rawValue: name) else {
            if ItemFact(rawValue: name) != nil {
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
        let number = try Evaluator.number(try evaluate(arguments[0], facts), column: arguments[0].column)
        switch function {
        case .target:
            return .number(scene.layout.targetContentOffset(proposed: number, velocity: 0, scene.viewport))
        case .proposedafter:
            return .number(scene.release(velocity: number).proposed)
        case .centredafter:
            var rested = scene
            rested.scroll(to: scene.release(velocity: 0, proposed: number).resting)
            return rested.centeredItem(rested.attributes()).map { .number(Double($0)) } ?? .text("none")
        case .centerx, .centery, .scale, .rotation, .zindex, .parked, .outerradiusof, .innerradiusof:
            let attributes = scene.attributes()
            // Compared as a Double first: Int(2e76) would trap.
            guard number >= 0, number == number.rounded(), number < Double(attributes.count) else {
                throw ExpressionError(
                    column: column,
                    message: "no item \(NumberText.plain(number, infinity: "infinity")) (there are \(attributes.count))"
                )
            }
            let item = attributes[Int(number)]
            switch function {
            case .centerx: return .number(item.center.x)
            case .centery: return .number(item.center.y)
            case .scale: return .number(item.scale)
            case .rotation: return .number(item.rotation)
            case .zindex: return .number(Double(item.zIndex))
            case .outerradiusof, .innerradiusof:
                let key = function == .outerradiusof ? "outerRadius" : "innerRadius"
                guard let radius = item.custom[key] else {
                    throw ExpressionError(
                        column: column, message: "\(name) is about the drum; this step uses \(scene.kind.rawValue)")
                }
                return .number(radius)
            case .parked, .target, .centredafter, .proposedafter: return .bool(item.isParked)
            }
        }
    }

    private static func collectionConstant(_ fact: CollectionFact, _ scene: CollectionScene, _ column: Int)
        throws(ExpressionError) -> Value
    {
        let geometry = (scene.layout as? DrumLayout)?.geometry(scene.boundsSize)
        switch fact {
        case .count: return .number(Double(scene.itemCount))
        case .offset: return .number(scene.contentOffset)
        case .contentwidth: return .number(scene.layout.contentSize(scene.viewport).width)
        case .maxoffset: return .number(scene.maximumOffset)
        case .centred: return scene.centeredItem(scene.attributes()).map { .number(Double($0)) } ?? .text("none")
        case .visibleitems:
            let visible = scene.layout.layoutAttributesForElements(in: scene.viewport.visibleRect, scene.attributes())
            return .number(Double(visible.count))
        case .itemwidth:
            if let geometry { return .number(geometry.itemWidth) }
            return .number(
                scene.attributes().first?.size.width ?? scene.boundsSize.width - 2 * (scene.value(of: .inset) ?? 0))
        case .radius, .visibleangle, .angleperitem, .lengthperitem, .innerradius:
            guard let geometry else {
                throw ExpressionError(
                    column: column, message: "\(fact.rawValue) is about the drum; this step uses \(scene.kind.rawValue)"
                )
            }
            switch fact {
            case .radius: return .number(geometry.radius)
            case .visibleangle: return .number(geometry.visibleAngle)
            case .angleperitem: return .number(geometry.anglePerItem)
            case .lengthperitem: return .number(geometry.lengthPerItem)
            default: return .number(geometry.innerRadius)
            }
        }
    }
}
