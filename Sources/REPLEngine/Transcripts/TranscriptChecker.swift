import StyleKit

/// Checks a transcript as cram does, in one loop from top to bottom: read a step (an
/// input line and the lines below it), run its command in one engine, fresh at the top,
/// compare what it printed with the lines below, and go on. It holds one step and a diff
/// of bounded size, whatever the length of the file.
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
        /// A unified diff from the expected transcript to the actual one, at most
        /// ``maximumDiffLines`` lines; empty unless failed.
        public let diff: String
        /// The transcript as `--bless` writes it, saved the way it was, when it was
        /// checked from text (``check(_:name:catalog:fileReader:)``); `nil` if invalid,
        /// and for a file checked line by line, whose blessed lines go to its writer.
        public let blessedUTF8: [UInt8]?

        /// Where it failed, the input line of the first step whose behaviour differed:
        /// a command's own output, or a `trace`'s before its `trace COMMAND:` lines.
        /// `nil` when every step that differed was a trace's wording alone, the events
        /// shown the same (what `mutate` calls a kill by a trace only).
        public internal(set) var behaviourLine: Int?

        /// How long the check took, in seconds (set when checking files, for JUnit's `time`).
        public internal(set) var seconds = 0.0

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
    /// with `fileReader`; the tool's messages name it `toolName`; its `explore` and `mutate`
    /// run `experiments`.
    public static func check(_ text: String, name: String = "transcript", catalog: Catalog, fileReader: FileReader? = nil,
                             toolName: String = "vmrepl", experiments: EngineExperiments = .none) -> Result {
        check(utf8: Array(text.utf8), name: name, catalog: catalog, fileReader: fileReader, toolName: toolName, experiments: experiments)
    }

    /// Checks a transcript given as a file's bytes: UTF-8, LF or CR LF line endings.
    public static func check(utf8 bytes: [UInt8], name: String = "transcript", catalog: Catalog, fileReader: FileReader? = nil,
                             toolName: String = "vmrepl", experiments: EngineExperiments = .none) -> Result {
        var lines = TextFileFormat.lines(of: bytes).makeIterator()
        var blessed: [UInt8] = []
        // Nothing interrupts it, so there is always a result.
        let result = check(lines: { lines.next().map(Array.init) }, name: name, catalog: catalog, fileReader: fileReader,
                           toolName: toolName, experiments: experiments, isInterrupted: { false }, blessed: { blessed += $0 })
        guard let result else {
            return Result(verdict: .invalid(line: 0, reason: "interrupted", unreadable: false), diff: "", blessedUTF8: nil)
        }
        if case .invalid = result.verdict { return result }
        var withBlessed = Result(verdict: result.verdict, diff: result.diff, blessedUTF8: blessed)
        withBlessed.behaviourLine = result.behaviourLine
        return withBlessed
    }

    /// Checks the transcript whose lines `next` gives one at a time, without their line
    /// feeds, until it gives `nil`. Each line of the transcript as `--bless` writes it
    /// goes to `blessed` as it is known, in the file's own format; the caller keeps them
    /// only if the verdict is a failure. `nil` if `isInterrupted` stopped it (checked
    /// between commands, and by the commands that run long). The tool's messages name it
    /// `toolName`, as the session that wrote the transcript named it; its lines pass a
    /// gate `lineGateMaker` makes, as a session's do.
    public static func check(lines next: () -> [UInt8]?, name: String, catalog: Catalog, fileReader: FileReader?,
                             toolName: String = "vmrepl", experiments: EngineExperiments = .none, isInterrupted: @escaping () -> Bool,
                             lineGateMaker: (() -> any LineGate)? = nil, blessed: (([UInt8]) -> Void)? = nil) -> Result? {
        var run = Run(catalog: catalog, fileReader: fileReader, options: .transcript(toolName: toolName, experiments: experiments),
                      isInterrupted: isInterrupted, blessed: blessed)
        run.engine.lineGateMaker = lineGateMaker
        var number = 0
        var problem: TranscriptProblem?
        while let line = next() {
            number += 1
            if let found = problem {
                // A file that tests nothing is told so at once; that it is not even text,
                // at its first bad line, comes before any other problem.
                if !found.isUnreadable, String(validating: line, as: UTF8.self) == nil {
                    problem = .notUTF8(line: number)
                }
                continue
            }
            do throws(TranscriptProblem) {
                switch try run.reader.read(line) {
                case .preamble(let text): run.keep(text)
                case .step(let step): guard try run.run(step) else { return nil }
                case nil: break
                }
            } catch {
                problem = error
            }
        }
        if problem == nil {
            do throws(TranscriptProblem) {
                if let last = try run.reader.finish() {
                    guard try run.run(last) else { return nil }
                }
            } catch {
                problem = error
            }
        }
        if let problem {
            return Result(verdict: .invalid(line: problem.line, reason: problem.description, unreadable: problem.isUnreadable),
                          diff: "", blessedUTF8: nil)
        }
        guard let failure = run.firstFailure else { return Result(verdict: .passed, diff: "", blessedUTF8: nil) }
        var result = Result(verdict: .failed(line: failure.line, reason: "'\(failure.input.escapingControlCharacters)' printed other output than the transcript expects"),
                            diff: run.diff.text(fromName: "\(name) (expected)", toName: "\(name) (actual)"), blessedUTF8: nil)
        result.behaviourLine = run.firstBehaviourFailure
        return result
    }

    /// One transcript being checked: its reader, its engine, where the expected file and
    /// the actual one have got to, the first step that differed and the diff so far.
    private struct Run {
        var reader = TranscriptReader()
        let engine: Engine
        let isInterrupted: () -> Bool
        let blessed: (([UInt8]) -> Void)?
        var diff = UnifiedDiff.Streamed(maximumLines: TranscriptChecker.maximumDiffLines)
        var firstFailure: Transcript.Step?
        /// The input line of the first step whose behaviour differed (``Result/behaviourLine``).
        var firstBehaviourFailure: Int?
        /// Lines of the blessed file so far.
        var actualLines = 0

        init(catalog: Catalog, fileReader: FileReader?, options: EngineOptions, isInterrupted: @escaping () -> Bool, blessed: (([UInt8]) -> Void)?) {
            engine = Engine(options: options, catalog: catalog)
            engine.isInterrupted = isInterrupted
            engine.fileReader = fileReader
            self.isInterrupted = isInterrupted
            self.blessed = blessed
        }

        /// Whether a `trace` step's two outputs differ only in the trace's own lines: the
        /// lines the command printed, before its `trace COMMAND:` header, are the same.
        static func traceWordingAlone(_ input: String, expected: [String], actual: [String]) -> Bool {
            let words = input.split(separator: " ")
            guard words.first == "trace", words.count > 1 else { return false }
            let isHeader = { (line: String) in line.hasPrefix("trace ") && line.hasSuffix(":") }
            guard let expectedHeader = expected.dropFirst().firstIndex(where: isHeader),
                  let actualHeader = actual.dropFirst().firstIndex(where: isHeader) else { return false }
            return expected[..<expectedHeader] == actual[..<actualHeader]
        }

        /// A comment before the first step: the same in both files.
        mutating func keep(_ line: String) {
            blessed?(reader.format.line(line, first: actualLines == 0))
            diff.same(line)
            actualLines += 1
        }

        /// Runs `step`'s command as typed and compares what it printed with the lines
        /// below it; false if a signal stopped it. A step that quits ends the transcript:
        /// an input line after it is a problem.
        mutating func run(_ step: Transcript.Step) throws(TranscriptProblem) -> Bool {
            if isInterrupted() { return false }
            var printed: [PrintedLine] = []
            let status = engine.execute(step.input) { printed.append(PrintedLine(text: $0.text, isError: $0.channel == .error)) }
            // A command cut short printed less than it would have.
            if isInterrupted() { return false }
            if status == .quit { try reader.quit(at: step.line) }
            let comparison = StepComparison(step.body, printed: printed)
            let expected = [Engine.prompt + step.input] + step.body.map(\.text)
            let actual = [Engine.prompt + step.input] + comparison.blessed
            if comparison.matched {
                // Line for line the same: the blessed step is the step as written.
                for line in expected { diff.same(line) }
            } else {
                firstFailure = firstFailure ?? step
                if firstBehaviourFailure == nil, !Self.traceWordingAlone(step.input, expected: expected, actual: actual) {
                    firstBehaviourFailure = step.line
                }
                diff.add(from: expected, to: actual)
            }
            if let blessed {
                for line in actual {
                    blessed(reader.format.line(line, first: actualLines == 0))
                    actualLines += 1
                }
            } else {
                actualLines += actual.count
            }
            return true
        }
    }
}
