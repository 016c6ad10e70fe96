/// A command's argument words as the REPL reads them for a service's command: each
/// method turns a word into a value, or throws the REPL's one-line error that names the
/// bad word and the fix.
public protocol CommandArguments {
    /// The words after the command's name.
    var words: [String] { get }
    /// `word` as one of `settings`, abbreviations allowed.
    func setting(_ word: String, from settings: [String]) throws -> String
    /// `word` as a whole number in `range`.
    func number(_ word: String, in range: ClosedRange<Int>) throws -> Int
    /// The error for words the command does not take, with its usage.
    var wrongArguments: any Error { get }
}
