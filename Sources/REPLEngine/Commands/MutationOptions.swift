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
    package var threshold: Double?
    /// How many mutants are checked at once, each file in a process of its own (the
    /// shell's).
    package var jobs: Int?
    /// The part of the run this process runs, as a CI matrix's job (the shell's).
    package var shard: MutationShard?
    /// The report whose verdicts are reused where nothing changed (the shell's).
    package var baselinePath: String?
    /// Where the JUnit and the HTML reports, and each survivor's killing test, are written.
    package var junitPath: String?
    package var htmlPath: String?
    package var saveDirectory: String?
    /// Whether `--save` replaces files there.
    package var force = false
    /// The transcripts: files, or (at the prompt) lessons by number or name.
    package var transcripts: [String] = []

    package init(styles: [String] = [], screen: String? = nil, explore: Bool = false, depth: Int? = nil, threshold: Double? = nil, jobs: Int? = nil,
                 shard: MutationShard? = nil, baselinePath: String? = nil, junitPath: String? = nil, htmlPath: String? = nil, saveDirectory: String? = nil,
                 force: Bool = false, transcripts: [String] = []) {
        self.styles = styles
        self.screen = screen
        self.explore = explore
        self.depth = depth
        self.threshold = threshold
        self.jobs = jobs
        self.shard = shard
        self.baselinePath = baselinePath
        self.junitPath = junitPath
        self.htmlPath = htmlPath
        self.saveDirectory = saveDirectory
        self.force = force
        self.transcripts = transcripts
    }

    /// A threshold as a person wrote it: `90`, `84.2`.
    package static func percentText(_ threshold: Double) -> String {
        threshold == threshold.rounded() ? String(Int(threshold)) : String(threshold)
    }
}
