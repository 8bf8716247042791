import Testing

@testable import Lessons

/// The one confirm-twice rule, as a table: each row a run of events and whether the last one
/// acts.
@Suite("asked twice")
struct AskedTwiceTests {
    enum Event { case ask(String), confirm(String), other }

    @Test(arguments: [
        ([Event.confirm("restart")], false),
        ([.ask("restart"), .confirm("restart")], true),
        ([.ask("restart"), .other, .confirm("restart")], false),
        ([.ask("restart"), .confirm("reset")], false),
        ([.ask("restart"), .confirm("reset"), .confirm("restart")], false),
        ([.ask("restart"), .confirm("restart"), .confirm("restart")], false),
        ([.ask("reset tiny"), .confirm("RESET TINY")], true),
    ])
    func theLastEventActs_onlyRightAfterTheAsk(_ events: [Event], acts: Bool) {
        var asked = AskedTwice<String>()
        var last = false
        for event in events {
            switch event {
            case .ask(let what): asked.ask(what)
            case .confirm(let what): last = asked.confirms(what) { $0.lowercased() == $1.lowercased() }
            case .other: asked.forget()
            }
        }
        #expect(last == acts)
        #expect(asked.waiting == nil || events.last.map { if case .ask = $0 { true } else { false } } == true)
    }
}
