/// How the engine prints results.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Side-by-side text for people.
    case text
    /// One JSON object per line, for tools.
    case json
}

/// The engine's settings.
public struct EngineOptions: Sendable {
    /// The output format.
    public var format: OutputFormat
    /// Whether to colour text output with ANSI escapes.
    public var color: Bool
    /// Whether text output shows every event of a long run (`--all-events`).
    public var allEvents: Bool
    /// The columns text output wraps at: 80 in batch mode unless `--width N`, the
    /// terminal's width on a terminal.
    public var width: Int
    /// Whether every event of a run is printed whatever `events` says, as a transcript
    /// holds them: `check`, `--bless`, `save` and `--echo`, so that a PASS means every
    /// event matched, the ones a display leaves out too.
    public var recordsEveryEvent: Bool

    /// Plain text, no colour, long runs shortened, 80 columns.
    public init(format: OutputFormat = .text, color: Bool = false, allEvents: Bool = false, width: Int = Engine.standardWidth,
                recordsEveryEvent: Bool = false) {
        self.format = format
        self.color = color
        self.allEvents = allEvents
        self.width = width
        self.recordsEveryEvent = recordsEveryEvent
    }

    /// The name the tool was run as, which messages give in the commands they suggest
    /// (`team-vmrepl check FILE`).
    public var toolName = "vmrepl"

    /// What `explore` and `mutate` run; none unless given (the executable gives the
    /// Experiments module's).
    public var experiments = EngineExperiments.none

    /// The colours of text output on a terminal: for a dark background or a white one.
    public var palette = Palette.dark

    /// Whether the output is a transcript's, which `check`, `--bless` and `save` print and
    /// which is the same on every machine and every run: `save` and `marbles --svg` say
    /// what they would write and write nothing, so a transcript neither fails on them nor
    /// changes any file (and `bench` measures nothing, ``measuresBench``).
    public var isTranscript = false {
        didSet { if isTranscript { measuresBench = false } }
    }

    /// Whether `bench` measures, or prints `[..]` for its figures, as a transcript holds
    /// them: not in a transcript, nor with `--echo`, whose output is one.
    public var measuresBench = true

    /// What a transcript is printed with: plain text at 80 columns, every event.
    public static let transcript = transcript(toolName: "vmrepl")

    /// What a transcript of the tool named `toolName` is printed with: the commands its
    /// messages suggest name it (`'team-vmrepl check x.vmt'`), as the session did.
    public static func transcript(toolName: String, experiments: EngineExperiments = .none) -> EngineOptions {
        var options = EngineOptions(recordsEveryEvent: true)
        options.isTranscript = true
        options.toolName = toolName
        options.experiments = experiments
        return options
    }
}
