extension Tokenizer {
    /// `word` written so that ``words(_:)`` reads it back as one word: as it stands when
    /// nothing in it needs quoting, else in double quotes (`""` for an empty text).
    static func quoted(_ word: String) -> String {
        let special: Set<Character> = [" ", "\t", "'", "\"", "\\", "#"]
        if !word.isEmpty && !word.contains(where: special.contains) { return word }
        var text = "\""
        for character in word {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text + "\""
    }
}
