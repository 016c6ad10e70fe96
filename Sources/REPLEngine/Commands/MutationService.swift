import StyleKit

/// What `mutate` at the prompt asks of the module above the engine (`Experiments`), which
/// drives many sessions where the engine runs one: the engine reads the command and the
/// transcripts, the service finds the mutants, checks the transcripts against each in
/// this process and says what it found. An engine runs the one its options give
/// (``EngineExperiments``); with none, `mutate` says so.
package enum MutationService {
    /// One `mutate` at the prompt.
    package struct Request {
        /// What was asked.
        package let options: MutationOptions
        /// The styles mutated: those named, else the session's active ones.
        package let styles: [String]
        /// The transcripts, each by the name a verdict gives it, with its text and what its
        /// `run FILE` reads.
        package let transcripts: [(name: String, text: String, fileReader: FileReader?)]
        /// The session's catalog.
        package let catalog: Catalog
        /// The tool's name, as transcripts name it.
        package let toolName: String
        /// Writes a file (a report, a killing test) as the session writes files, replacing
        /// one there if told: why not, if it could not.
        package let write: (_ path: String, _ bytes: [UInt8], _ replacing: Bool) -> String?
        /// Shows where the run has got (``Engine/mutateProgress``), if anything shows it.
        package var progress: ((String) -> Void)?
        /// Prints lines now, before the answer: a table that is ready, while the search
        /// that follows it runs.
        package var show: (([String]) -> Void)?
        /// Whether `--explore`'s default search is the prompt's, sized for a class that
        /// waits (as `explore`'s is there), not the CI gate's.
        package var forAClass = false
    }

    /// What `mutate` printed, and why the command failed (a score below its threshold, a
    /// report that could not be written), if it did.
    package struct Answer {
        package let lines: [String]
        package let failure: String?

        package init(lines: [String], failure: String? = nil) {
            self.lines = lines
            self.failure = failure
        }
    }

    /// What the service does: what to print, or why it could not (one line).
    package typealias Run = @Sendable (Request, _ isInterrupted: @escaping () -> Bool) -> Result<Answer, MutationRefusal>

    /// Whether a `mutate` is checking transcripts on this task or thread: a `mutate` in
    /// one of them would check itself without end.
    @TaskLocal static var isChecking = false

    /// The catalog as written, while `mutate` checks a transcript against a mutant (or
    /// counts its calls): a `mutate` or `explore` in the transcript runs on it, not on the
    /// mutant. What they print is about the code, not about how a view model behaves, so
    /// they never tell a mutant apart (lesson 16 runs `mutate`).
    @TaskLocal package static var catalogAsWritten: Catalog?

    /// The catalog an experiment (`mutate`, `explore`) in `engine` runs on.
    static func experimentCatalog(of engine: Engine) -> Catalog {
        catalogAsWritten ?? engine.catalog
    }
}

/// Why `mutate` at the prompt could not run, in one line.
package struct MutationRefusal: Error, Sendable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
