/// Choices are lettered a), b), c) …; a learner may answer with the letter.
public enum ChoiceLetters {
    public static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

    public static func letters(_ count: Int) -> [String] {
        alphabet.prefix(count).map(String.init)
    }

    /// What a choice says, read as a typed answer is read: its text as written, and what the
    /// answer reader takes from it (`row 3` is 3), so that choosing `c) row 3` counts as typing
    /// `row 3` does, and validate matches choices to the answer the same way.
    static func readings(of choice: String, asking: AnswerReading.Asking) -> [AnswerReading.Reading] {
        var readings = [AnswerReading.Reading(Answer.value(of: choice))]
        if let read = try? AnswerReading.read(choice, asking: asking) { readings += read }
        return readings
    }

    /// Whether a choice is the right answer, read as `readings(of:asking:)` reads it.
    public static func isRight(_ choice: String, _ right: Value, asking: AnswerReading.Asking) -> Bool {
        let literal = Answer.value(of: choice)
        // A choice written as a value (3, "center") is that value and nothing else.
        if case .text = literal {
            return readings(of: choice, asking: asking).contains { AnswerReading.isRight($0, right) }
        }
        return Answer.same(literal, right)
    }

    /// The choice a typed letter (`b`, `B`, `b)`) names, if it names one.
    static func choice(_ typed: String, _ choices: [Located]) -> String? {
        let trimmed = typed.lowercased().filter { !$0.isWhitespace && $0 != ")" }
        guard trimmed.count == 1, let letter = trimmed.first, let number = alphabet.firstIndex(of: letter) else {
            return nil
        }
        return number < choices.count ? choices[number].text : nil
    }
}
