/// What one `mutate` asks, read by its one declaration (``MutateCommand``) at the prompt
/// and from the shell alike.
package struct MutationOptions: Equatable, Sendable {
    /// The styles named, each once; empty: the active ones.
    package var styles: [String] = []
    /// The screen the mutants are limited to, if any.
    package var screen: String?
    /// Whether each survivor is explored, and how deep the search goes before its random
    /// walks (nil: explore's own).
    package var explore = false
    package var depth: Int?
    /// The score, in percent, below which the command fails.
    package var threshold: Int?
    /// How many mutants are checked at once, each file in a process of its own (the
    /// shell's).
    package var jobs: Int?
    /// Where the JUnit and the HTML reports, and each survivor's killing test, are written.
    package var junitPath: String?
    package var htmlPath: String?
    package var saveDirectory: String?
    /// Whether `--save` replaces files there.
    package var force = false
    /// The transcripts: files, or (at the prompt) lessons by number or name.
    package var transcripts: [String] = []
}
