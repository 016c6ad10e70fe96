import REPLEngine

/// One option of vmrepl's command line, as the one table (``CommandLineOption/all``)
/// declares it: its spelling, its value, what it is for, and what it does in each mode.
///
/// Parsing, `--help`, each mode's usage line and the shell completion scripts are all
/// made from the table, so an option added to it is parsed, documented and completed.
struct CommandLineOption: Sendable {
    /// What an option takes after it.
    enum Value: Equatable, Sendable {
        /// Nothing: a switch.
        case none
        /// One of these words.
        case choice([String])
        /// A whole number in this range; `meaning` says what it counts, for messages.
        case number(ClosedRange<Int>, meaning: String)
        /// A file to read (`-` is standard input where `standardInput`).
        case inputFile(standardInput: Bool)
        /// A file to write, with this extension if any: never an option's name.
        case outputFile(extension: String?)
        /// A command line of vmrepl's own.
        case command
    }

    /// The modes of the command line.
    enum Mode: String, CaseIterable {
        /// Running commands: interactively, from `-e`/`-f`, or from standard input.
        case run
        /// `check`: transcripts checked or blessed.
        case check
        /// `demo`: a talk stepped through on a terminal.
        case demo
        /// `handout`: a talk written as Markdown.
        case handout
        /// `explore`: the shortest commands that tell styles apart.
        case explore
        /// `mutate`: which operator swaps the transcripts notice.
        case mutate
    }

    /// What an option does with its value in one mode.
    enum Action: Sendable {
        case run(@Sendable (inout RunOptions, String) -> Void)
        case check(@Sendable (inout CheckOptions, String) -> Void)
        case demo(@Sendable (inout DemoOptions, String) -> Void)
        case explore(@Sendable (inout ExploreOptions, String) -> Void)
        case mutate(@Sendable (inout MutateOptions, String) -> Void)
        /// Ends parsing with this invocation, in any mode (`--help`, `--version`).
        case immediate(@Sendable (String) throws(UsageError) -> Invocation)
    }

    /// The spellings, the first the one shown (`--help`, `-h`).
    let names: [String]
    let value: Value
    /// The value's name in usage (`FILE`, `WHEN`, `N`).
    let placeholder: String
    /// What the option does, in one short line for `--help`.
    let summary: String
    /// What it does, for each mode it applies to.
    let actions: [Action]

    var name: String { names[0] }

    /// Its action in `mode`, if it applies there.
    func action(in mode: Mode) -> Action? {
        actions.first { action in
            switch (action, mode) {
            case (.run, .run), (.check, .check), (.demo, .demo), (.explore, .explore), (.mutate, .mutate), (.immediate, _): return true
            default: return false
            }
        }
    }

    /// Whether it applies in `mode`.
    func applies(in mode: Mode) -> Bool {
        action(in: mode) != nil
    }

    /// Whether it ends parsing whatever the mode (`--help`).
    var isImmediate: Bool {
        actions.contains { if case .immediate = $0 { return true } else { return false } }
    }

    /// `--color WHEN` or `--bless`, as usage shows it.
    var synopsis: String {
        value == .none ? name : name + " " + placeholder
    }

    /// Checks `word` as this option's value; the word as given, or a message naming it.
    func validated(_ word: String) throws(UsageError) -> String {
        switch value {
        case .none, .command, .inputFile:
            return word
        case .choice(let words):
            guard words.contains(word) else {
                throw UsageError(description: "unknown \(name) '\(word)'; use \(words.dropLast().joined(separator: ", ")) or \(words.last ?? "")")
            }
            return word
        case .number(let range, let meaning):
            guard let number = Int(word), range.contains(number) else {
                throw UsageError(description: "\(name) '\(word)' is not a whole number \(meaning)from \(range.lowerBound) to \(range.upperBound)")
            }
            return word
        case .outputFile:
            return word
        }
    }
}
