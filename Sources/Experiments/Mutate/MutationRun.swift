import Synchronization
import REPLEngine
import StyleKit

/// What became of one mutant, in Stryker's words.
public enum MutationVerdict: Equatable, Sendable {
    /// A transcript failed with it: the first one whose behaviour differed, at that step
    /// (`FILE:LINE`); `traceOnly` where no transcript's behaviour did, only a trace's
    /// wording (its operator names), then the first such step.
    case killed(by: String, line: Int, traceOnly: Bool = false)
    /// Every transcript passed with it.
    case survived
    /// Its view model, in transcript `file`, scheduled more actions on virtual time than
    /// its limit (``MutantCensus/actionLimit(for:file:)``): a loop the swap made, which
    /// would not end. Counted, not timed: the same verdict on every machine.
    case timeout(in: String)
    /// No transcript sent anything into its view model (its style not active, or its
    /// screen not used): none could have noticed.
    case noCoverage
    /// The team accepts it (``Mutant/ignored``), for `reason`: not run, not scored.
    case ignored(reason: String)
}

extension MutationVerdict {
    /// Whether only a trace's wording noticed it: killed, but no transcript's behaviour
    /// differed (the events shown were the same; the operator names in a trace were not).
    public var isTraceOnly: Bool {
        if case .killed(_, _, true) = self { true } else { false }
    }

    /// What the reports add to a kill by a trace only.
    static let traceOnlyNote = "only a trace's wording; the events shown were the same"

    /// Whether a transcript noticed the mutant: it failed, crashed or ran past its time.
    public var isDetected: Bool {
        switch self {
        case .killed, .timeout: true
        case .survived, .noCoverage, .ignored: false
        }
    }
}

/// Runs transcripts against mutants: each mutant's style rebuilt with its one call
/// swapped, every transcript checked until one fails.
public enum MutationRun {
    /// A transcript to check: its name, as a verdict names it, its text, and what its
    /// `run FILE` reads.
    public struct Transcript: Sendable {
        public let name: String
        public let text: String
        public let fileReader: FileReader?

        public init(name: String, text: String, fileReader: FileReader? = nil) {
            self.name = name
            self.text = text
            self.fileReader = fileReader
        }
    }

    /// How checking one file against a mutant ended.
    public enum FileCheck: Sendable {
        /// It passed; `reached`: something was sent into the mutated view model.
        case passed(reached: Bool)
        /// It failed at the step on `line`: the first whose behaviour differed, or, with
        /// `traceOnly`, the first whose trace alone did.
        case failed(line: Int, traceOnly: Bool)
        /// Its mutant's view model ran past its limit of actions.
        case timedOut
        /// Its check crashed.
        case crashed
    }

    /// One mutant's verdict: the files (by name) checked in order by `check` until one's
    /// behaviour notices it (a file that only a trace's wording fails is passed by, and
    /// is the verdict if none does); `nil` if `check` says it was stopped (a signal).
    public static func verdict(files: [String], check: (String) -> FileCheck?) -> MutationVerdict? {
        var reached = false
        var byTrace: MutationVerdict?
        for file in files {
            switch check(file) {
            case nil: return nil
            case .passed(let seen)?: reached = reached || seen
            case .failed(let line, traceOnly: false)?: return .killed(by: file, line: line)
            case .failed(let line, traceOnly: true)?: byTrace = byTrace ?? .killed(by: file, line: line, traceOnly: true)
            case .timedOut?: return .timeout(in: file)
            case .crashed?: return .killed(by: file, line: 0)
            }
        }
        return byTrace ?? (reached ? .survived : .noCoverage)
    }

    /// The verdict of each of `mutants`, each file checked in this process, in order, each
    /// mutant held to the limit of actions `census` sets (with none, the limit of a view
    /// model that ran none as written); `isInterrupted` is asked between checks, and the
    /// mutants not yet run are left out once it says so; `progress` is told how many have
    /// their verdict as each gets one.
    public static func verdicts(of mutants: [Mutant], transcripts: [Transcript], catalog: Catalog, census: MutantCensus? = nil,
                                toolName: String = "vmrepl", isInterrupted: () -> Bool = { false },
                                progress: (Int) -> Void = { _ in }) -> [(mutant: Mutant, verdict: MutationVerdict)] {
        var results: [(Mutant, MutationVerdict)] = []
        defer { progress(results.count) }
        for mutant in mutants {
            progress(results.count)
            if let reason = mutant.ignored {
                results.append((mutant, .ignored(reason: reason)))
                continue
            }
            let verdict = Self.verdict(files: transcripts.map(\.name)) { name in
                guard !isInterrupted(), let index = transcripts.firstIndex(where: { $0.name == name }) else { return nil }
                let reached = Mutex(false)
                let limit = census?.actionLimit(for: mutant, file: index) ?? MutantCensus.actionLimit(asWritten: 0)
                let actions = ScheduledActions(limit: limit)
                let mutated = catalog.mutating(mutant, actions: actions) { reached.withLock { $0 = true } }
                let checked = MutationService.$catalogAsWritten.withValue(catalog) {
                    TranscriptChecker.check(transcripts[index].text, name: name, catalog: mutated,
                                            fileReader: transcripts[index].fileReader, toolName: toolName, experiments: ExperimentServices.all)
                }
                if actions.exceeded { return .timedOut }
                if case .failed(let line, _) = checked.verdict { return .failed(line: checked.behaviourLine ?? line, traceOnly: checked.behaviourLine == nil) }
                return .passed(reached: reached.withLock { $0 })
            }
            guard let verdict else { return results }
            results.append((mutant, verdict))
        }
        return results
    }
}

extension Catalog {
    /// This catalog with `mutant`'s style built with its call swapped, the actions its
    /// view model schedules counted into `actions` and held to its limit; `reached` is
    /// called whenever something is sent into a view model built so.
    package func mutating(_ mutant: Mutant, actions: ScheduledActions, reached: @escaping @Sendable () -> Void) -> Catalog {
        replacingVariants(of: [mutant.style]) { _, variant in
            variant.screen.name == mutant.screen
                ? variant.mutated(at: mutant.site, as: mutant.replacement, actions: actions, reached: reached) : variant
        }
    }

    /// This catalog with each variant of the styles named in `styles` as `replace` makes
    /// it, from the style's name and the variant.
    func replacingVariants(of styles: Set<String>, _ replace: (String, Variant) -> Variant) -> Catalog {
        Catalog(checked: self.styles.map { style in
            guard styles.contains(style.name) else { return style }
            return Style(name: style.name, summary: style.summary, keyIdea: style.keyIdea,
                         variants: style.variants.map { replace(style.name, $0) }, activeAtStart: style.activeAtStart)
        }, screens: screens)
    }
}
