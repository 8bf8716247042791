extension String {
    /// The text as a sentence starts it: its first letter a capital ("the article's" →
    /// "The article's"), the rest as it is.
    public var sentenceStart: String { prefix(1).uppercased() + dropFirst() }
}
