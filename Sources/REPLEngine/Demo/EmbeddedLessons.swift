/// The shipped lessons (`scripts/*.vmt`), embedded when vmrepl is built (the
/// `EmbedLessons` plugin), so that `lessons` and `demo 5` work wherever it runs.
public enum EmbeddedLessons {
    /// One lesson: its number, name and title.
    public struct Lesson: Sendable {
        /// Its number, from its file name (`05-double-tap.vmt` is 5).
        public let number: Int
        /// Its file name without the number and extension: `double-tap`.
        public let name: String
        /// Its file name: `05-double-tap.vmt`.
        public let file: String
        /// Its first comment line, without `#`.
        public let title: String
        /// The transcript.
        public let text: String
    }

    /// Every lesson, in order.
    public static let all: [Lesson] = files.compactMap { file in
        let parts = file.path.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let number = Int(parts[0]) else { return nil }
        let name = String(parts[1].dropLast(".vmt".count))
        return Lesson(number: number, name: name, file: file.path, title: title(of: file.text), text: file.text)
    }

    /// A lesson's title: the first sentence of its opening comment, whole however the
    /// comment is wrapped, without its `Lesson N:` label (`the same counter, nine ways.`).
    static func title(of text: String) -> String {
        let opening = text.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("#") }
            .prefix { $0.hasPrefix("#") && $0.contains { $0 != "#" && $0 != " " } }
            .map { $0.drop { $0 == "#" || $0 == " " } }
            .joined(separator: " ")
        var sentence = Substring(opening)
        if sentence.hasPrefix("Lesson "), let colon = sentence.firstIndex(of: ":") {
            sentence = sentence[sentence.index(after: colon)...].drop { $0 == " " }
        }
        // A sentence ends at `.`, `?` or `!` before a space, or at the paragraph's end.
        var end = sentence.endIndex
        var index = sentence.startIndex
        while index < sentence.endIndex {
            let next = sentence.index(after: index)
            if ".?!".contains(sentence[index]), next == sentence.endIndex || sentence[next] == " " {
                end = next
                break
            }
            index = next
        }
        return String(sentence[..<end])
    }

    /// The lesson a word names: its number (`5`), its name (`double-tap`) or a unique
    /// start of it, or its file name.
    public static func lesson(named word: String) -> Lesson? {
        if let number = Int(word) { return all.first { $0.number == number } }
        if let exact = all.first(where: { $0.name == word || $0.file == word }) { return exact }
        let starting = all.filter { $0.name.hasPrefix(word) }
        return starting.count == 1 ? starting[0] : nil
    }
}
