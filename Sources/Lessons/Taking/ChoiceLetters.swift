/// Choices are lettered a), b), c) …; a learner may answer with the letter.
enum ChoiceLetters {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

    static func letters(_ count: Int) -> [String] {
        alphabet.prefix(count).map(String.init)
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
