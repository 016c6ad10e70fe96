import StyleKit

/// Checks transcripts as cram does: read the file, run its input lines in a fresh
/// engine, compare what each printed with the lines below it, and diff.
public enum TranscriptChecker {
    /// The outcome of checking one transcript.
    public struct Result: Sendable {
        /// How the check went.
        public enum Verdict: Equatable, Sendable {
            /// Every command printed what the transcript expects.
            case passed
            /// Some command printed something else; `line` is its input line.
            case failed(line: Int, reason: String)
            /// The file tests nothing as it stands (or is not a transcript); it cannot be
            /// blessed. `unreadable` when it is not text at all.
            case invalid(line: Int, reason: String, unreadable: Bool)
        }

        /// How the check went.
        public let verdict: Verdict
        /// A unified diff from the expected transcript to the actual one; empty unless failed.
        public let diff: String
        /// The transcript's lines as `--bless` writes them, and how the file was saved;
        /// `nil` if invalid. Kept as lines: most checks never bless, and the bytes would
        /// be a second copy of the whole output.
        private let blessedLines: (lines: [String], format: TextFileFormat)?

        /// How long the check took, in seconds (set when checking files, for JUnit's `time`).
        public internal(set) var seconds = 0.0

        init(verdict: Verdict, diff: String, blessedLines: (lines: [String], format: TextFileFormat)?) {
            self.verdict = verdict
            self.diff = diff
            self.blessedLines = blessedLines
        }

        /// The transcript as `--bless` writes it, saved the way it was; `nil` if invalid.
        public var blessedUTF8: [UInt8]? {
            blessedLines.map { $0.format.applied(to: TranscriptChecker.utf8Lines($0.lines)) }
        }

        /// Whether the transcript passed.
        public var passed: Bool { verdict == .passed }

        /// ``blessedUTF8`` as text.
        public var blessed: String? {
            blessedUTF8.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The most lines a failure's diff shows (its last line counts the rest).
    static let maximumDiffLines = 2_000

    /// Checks a transcript given as text, against `catalog`'s styles; `run FILE` reads
    /// with `fileReader`.
    public static func check(_ text: String, name: String = "transcript", catalog: Catalog, fileReader: FileReader? = nil) -> Result {
        check(utf8: Array(text.utf8), name: name, catalog: catalog, fileReader: fileReader)
    }

    /// Checks a transcript given as a file's bytes: UTF-8, LF or CR LF line endings.
    public static func check(utf8 bytes: [UInt8], name: String = "transcript", catalog: Catalog, fileReader: FileReader? = nil) -> Result {
        // Nothing interrupts it, so there is always a result.
        check(utf8: bytes, name: name, catalog: catalog, fileReader: fileReader, isInterrupted: { false })
            ?? Result(verdict: .invalid(line: 0, reason: "interrupted", unreadable: false), diff: "", blessedLines: nil)
    }

    /// Checks several transcripts at once, one per processor; the results in order, `nil`
    /// for each one that `isInterrupted` stopped (checked between commands, and by the
    /// commands that run long).
    public static func check(files: [(name: String, utf8: [UInt8])], catalog: Catalog, fileReader: FileReader? = nil,
                             isInterrupted: @escaping @Sendable () -> Bool = { false }) -> [Result?] {
        concurrentMap(files.count) { index in
            let clock = ContinuousClock()
            let start = clock.now
            var result = check(utf8: files[index].utf8, name: files[index].name, catalog: catalog, fileReader: fileReader, isInterrupted: isInterrupted)
            let elapsed = clock.now - start
            result?.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return result
        }
    }

    /// Checks one transcript's bytes; `nil` if `isInterrupted` stopped it.
    private static func check(utf8 bytes: [UInt8], name: String, catalog: Catalog, fileReader: FileReader?, isInterrupted: @escaping @Sendable () -> Bool) -> Result? {
        let transcript: Transcript
        do throws(TranscriptProblem) {
            transcript = try Transcript(bytes: bytes, catalog: catalog)
        } catch {
            return Result(verdict: .invalid(line: error.line, reason: error.description, unreadable: error.isUnreadable), diff: "", blessedLines: nil)
        }
        return check(transcript, name: name, catalog: catalog, fileReader: fileReader, isInterrupted: isInterrupted)
    }

    static func check(_ transcript: Transcript, name: String, catalog: Catalog, fileReader: FileReader?,
                      mostParts: Int = TranscriptParts.mostParts, isInterrupted: @escaping @Sendable () -> Bool) -> Result? {
        // The lines as blessed; what the transcript expected is made again from its steps
        // only for a diff, so a passing check holds one copy of the output.
        let parts = TranscriptParts(transcript, catalog: catalog, mostParts: mostParts).parts
        let checked = concurrentMap(parts.count) { index in
            run(transcript, steps: parts[index].steps, settings: parts[index].settings, catalog: catalog,
                fileReader: fileReader, isInterrupted: isInterrupted)
        }
        var actual = transcript.preamble
        var firstFailure: Transcript.Step?
        for part in checked {
            guard let part else { return nil }
            actual += part.actual
            firstFailure = firstFailure ?? part.firstFailure
        }
        let blessed = (actual, transcript.format)
        guard let failure = firstFailure else {
            return Result(verdict: .passed, diff: "", blessedLines: blessed)
        }
        var expected = transcript.preamble
        for step in transcript.steps {
            expected.append(Engine.prompt + step.input)
            expected += step.body.map { line in
                switch line {
                case .comment(let text), .expected(let text): text
                }
            }
        }
        let diff = UnifiedDiff.make(from: expected, to: actual, fromName: "\(name) (expected)", toName: "\(name) (actual)",
                                    maximumLines: maximumDiffLines)
        return Result(
            verdict: .failed(line: failure.line, reason: "'\(failure.input)' printed other output than the transcript expects"),
            diff: diff,
            blessedLines: blessed
        )
    }

    /// Runs `steps` of `transcript` in a fresh engine that starts with `settings`: the
    /// lines as blessed, and the first step that printed something else; `nil` if
    /// `isInterrupted` stopped it.
    private static func run(_ transcript: Transcript, steps: Range<Int>, settings: SessionSettings, catalog: Catalog,
                            fileReader: FileReader?, isInterrupted: @escaping () -> Bool) -> (actual: [String], firstFailure: Transcript.Step?)? {
        let engine = Engine(options: .transcript, catalog: catalog, settings: settings)
        engine.isInterrupted = isInterrupted
        engine.fileReader = fileReader
        var actual: [String] = []
        var firstFailure: Transcript.Step?
        for step in transcript.steps[steps] {
            var printed: [PrintedLine] = []
            if isInterrupted() { return nil }
            // The input is already text: the engine checks it as it parses it.
            _ = engine.execute(step.input) { printed.append(PrintedLine(text: $0.text, isError: $0.channel == .error)) }
            // A command cut short printed less than it would have.
            if isInterrupted() { return nil }
            let comparison = StepComparison(step.body, printed: printed)
            if !comparison.matched && firstFailure == nil { firstFailure = step }
            actual.append(Engine.prompt + step.input)
            actual += comparison.blessed
        }
        return (actual, firstFailure)
    }

    /// `lines` as UTF-8, each ended by a line feed, in one buffer of the right size.
    fileprivate static func utf8Lines(_ lines: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes += line.utf8
            bytes.append(TextFileFormat.lineFeed)
        }
        return bytes
    }
}
