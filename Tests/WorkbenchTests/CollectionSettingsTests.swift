import LayoutCore
import Rendering
import Testing
import Workbench

/// The lab's ranges and words for a scrolling collection's settings, and that every parameter
/// declared in LayoutCore reaches the parser and `help set`.
@Suite("collection settings")
struct CollectionSettingsTests {
    private func message(_ scene: CollectionScene, _ change: (inout CollectionScene) throws -> Void) -> String? {
        var changed = scene
        do {
            try change(&changed)
            return nil
        } catch {
            return (error as? CollectionSettingError)?.message
        }
    }

    @Test func badSettings_sayWhatIsAllowed() {
        let drum = CollectionScene(kind: .drum)
        #expect(
            message(drum) { try $0.update(parameters: [(.visibleItems, 2.5)]) }
                == "visible-items must be a whole number from 1 to 50, got 2.5")
        #expect(
            message(drum) { try $0.update(parameters: [(.inset, 3000)]) }
                == "drum has no parameter 'inset' (it has: visible-items, item-height, max-scale)")
        #expect(
            message(drum) { try $0.update(bounds: Size(width: 0, height: 10)) }
                == "bounds must be from 1x1 to 1000x1000, got 0x10")
        #expect(
            message(drum) { try $0.update(parameters: [(.maxScale, .nan)]) }
                == "max-scale must be from 1 to 10, got NaN")
        #expect(message(drum) { try $0.update(itemCount: 10_001) } == "items must be from 0 to 10000, got 10001")
        #expect(
            message(drum) { try $0.update(parameters: [(.itemHeight, 40)]) }
                == "the wheel's radius, 32.5 for bounds 60x20, must be at least the item height 40: make the bounds bigger or the items shorter"
        )
        let carousel = CollectionScene(kind: .snapCarousel)
        #expect(
            message(carousel) { try $0.update(parameters: [(.correction, 5)]) }
                == "correction is on or off (true or false, 1 or 0), got 5")
        #expect(
            message(carousel) { try $0.update(parameters: [(.inset, 30)]) }
                == "an inset of 30 on each side leaves no card in bounds 60 wide (allowed: an inset under 30)")
    }

    @Test(arguments: CollectionParameter.allCases) func everyParameter_isParsedAndExplained(
        parameter: CollectionParameter
    ) throws {
        let command = try CommandParser.parse("set \(parameter.rawValue) \(parameter.example)")
        let value: Double =
            parameter.values == .onOff ? (parameter.example == "on" ? 1 : 0) : Double(parameter.example)!
        #expect(command == .edit(.collection(.setParameter(parameter, value))))
        #expect(HelpText.lines(.set).contains { $0.hasPrefix("set \(parameter.rawValue) \(parameter.example)  ") })
        #expect(parameter.range.contains(value))
        #expect(!parameter.completions.isEmpty)
    }

    @Test func onOffSettings_takeTheSameWords() throws {
        for (word, on) in [("on", true), ("YES", true), ("true", true), ("1", true), ("off", false), ("no", false)] {
            #expect(
                try CommandParser.parse("set correction \(word)")
                    == .edit(.collection(.setParameter(.correction, on ? 1 : 0))))
            #expect(try CommandParser.parse("set safe-align \(word)") == .edit(.flow(.setVariant(.safeAlign, on: on))))
            #expect(try CommandParser.parse("set autoshow \(word)") == .setAutoshow(on))
        }
        #expect(throws: CommandError.unknownWord("maybe", what: "correction value", allowed: ["on", "off"])) {
            try CommandParser.parse("set correction maybe")
        }
    }
}
