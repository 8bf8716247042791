import LabSupport
import LabText
import LayoutCore

/// Answer expressions about the scrolling collection layouts of article 003.
extension Evaluator {
    static func collectionFact(
        _ name: Name, _ arguments: [Expression], _ column: Int, _ scene: CollectionScene, _ facts: LayoutFacts
    ) throws(ExpressionError) -> Value? {
        let function: CollectionFunction
        switch name.collection {
        case .fact(let fact) where arguments.isEmpty:
            return try collectionConstant(fact, scene, column)
        case .function(let named):
            function = named
        case .fact, nil:
            if name.itemFact != nil {
                throw ExpressionError(
                    column: column,
                    message:
                        "\(name.key)(…) is about flow layouts; for \(scene.kind.rawValue) use centerx, centery, scale, rotation, zindex"
                )
            }
            return nil
        }
        guard arguments.count == 1 else {
            throw ExpressionError(column: column, message: "\(name.key)(…) takes one number")
        }
        let number = try Evaluator.number(try value(of: arguments[0], facts), column: arguments[0].column)
        // An item's attributes, read when the function is about one item.
        let item = { () throws(ExpressionError) -> CollectionItemAttributes in
            let attributes = scene.attributes()
            // Compared as a Double first: Int(2e76) would trap.
            guard number >= 0, number == number.rounded(), number < Double(attributes.count) else {
                throw ExpressionError(
                    column: column,
                    message:
                        "no item \(NumberText.plain(number, infinity: "infinity")) (there are \(attributes.count))")
            }
            return attributes[Int(number)]
        }
        let drumRadius = { (key: String) throws(ExpressionError) -> Value in
            guard let radius = try item().custom[key] else {
                throw ExpressionError(
                    column: column, message: "\(name.key) is about the drum; this step uses \(scene.kind.rawValue)")
            }
            return .number(radius)
        }
        switch function {
        case .target:
            return .number(scene.layout.targetContentOffset(proposed: number, velocity: 0, scene.viewport))
        case .proposedafter:
            return .number(scene.release(velocity: number).proposed)
        case .centredafter:
            var rested = scene
            rested.scroll(to: scene.release(velocity: 0, proposed: number).resting)
            return rested.centeredItem(rested.attributes()).map { .number(Double($0)) } ?? .text("none")
        case .centerx: return .number(try item().center.x)
        case .centery: return .number(try item().center.y)
        case .scale: return .number(try item().scale)
        case .rotation: return .number(try item().rotation)
        case .zindex: return .number(Double(try item().zIndex))
        case .parked: return .bool(try item().isParked)
        case .outerradiusof: return try drumRadius("outerRadius")
        case .innerradiusof: return try drumRadius("innerRadius")
        }
    }

    private static func collectionConstant(_ fact: CollectionFact, _ scene: CollectionScene, _ column: Int)
        throws(ExpressionError) -> Value
    {
        let geometry = (scene.layout as? DrumLayout)?.geometry(scene.boundsSize)
        // One of the wheel's numbers, which only the drum has.
        let drum = { (read: (DrumLayout.Geometry) -> Double) throws(ExpressionError) -> Value in
            guard let geometry else {
                throw ExpressionError(
                    column: column, message: "\(fact.rawValue) is about the drum; this step uses \(scene.kind.rawValue)"
                )
            }
            return .number(read(geometry))
        }
        switch fact {
        case .count: return .number(Double(scene.itemCount))
        case .offset: return .number(scene.contentOffset)
        case .contentwidth: return .number(scene.layout.contentSize(scene.viewport).width)
        case .maxoffset: return .number(scene.maximumOffset)
        case .centred: return scene.centeredItem(scene.attributes()).map { .number(Double($0)) } ?? .text("none")
        case .ontop:
            // As the picture draws them: by z-index, and of equals the later one over the earlier.
            let visible = scene.attributes().filter { !$0.isParked && $0.scaledFrame.isFinite }
            let top = visible.indices.max {
                visible[$0].zIndex < visible[$1].zIndex || (visible[$0].zIndex == visible[$1].zIndex && $0 < $1)
            }
            return top.map { .number(Double(visible[$0].index)) } ?? .text("none")
        case .visibleitems:
            let visible = scene.layout.layoutAttributesForElements(in: scene.viewport.visibleRect, scene.attributes())
            return .number(Double(visible.count))
        case .itemwidth:
            if let geometry { return .number(geometry.itemWidth) }
            return .number(
                scene.attributes().first?.size.width ?? scene.boundsSize.width - 2 * (scene.value(of: .inset) ?? 0))
        case .radius: return try drum(\.radius)
        case .visibleangle: return try drum(\.visibleAngle)
        case .angleperitem: return try drum(\.anglePerItem)
        case .lengthperitem: return try drum(\.lengthPerItem)
        case .innerradius: return try drum(\.innerRadius)
        }
    }
}
