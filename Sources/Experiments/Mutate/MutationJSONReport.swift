import Foundation
import StyleKit
import REPLEngine

/// `mutate --format json`: the report as Stryker's mutation-testing report schema (version
/// 2) lays it out, so that its HTML report and dashboards read it. Each file with
/// mutants holds its source and its mutants; each transcript is a test. It is also what
/// `mutate` reads back: a shard's report (``shard``) for `mutate merge`, a baseline for
/// `--incremental`. For that each mutant carries, beside Stryker's fields, where in the
/// run it is (`origin`) and the step that decided it (`decidedBy`), and each transcript
/// the hash of its bytes (`contentHash`); the schema allows such fields.
public struct MutationJSONReport {
    /// One mutant as reported.
    public struct Entry {
        public var mutant: Mutant
        /// Its verdict; `nil`: pending, another shard runs it.
        public var verdict: MutationVerdict?
        /// The transcripts (names) that reached its call as written, and the one that
        /// killed it: Stryker's `coveredBy`; `nil` where not measured.
        var coveredBy: [String]?
        /// What `--explore` found for it, a survivor, in one sentence.
        var explored: String?
    }

    /// The mutants, in the census's order.
    public internal(set) var entries: [Entry]
    /// The transcripts, in the order they were given, and the hash of each one's bytes.
    public let transcripts: [String]
    let transcriptHashes: [String: String]
    /// Each reported file's source, by the path the report files it under.
    let sources: [String: String]
    /// The tool's name and version, as the report's framework.
    let tool: (name: String, version: String)
    /// The part of the run this report holds; `nil`: all of it.
    public var shard: MutationShard?
    /// How many verdicts came from a baseline (`--incremental`); `nil`: none was given.
    public var reused: Int?

    /// The report of a run: `results` (in the census's order) with, where `census` is
    /// given, every mutant it found (those without a verdict pending) and what each
    /// transcript covered; `explored`, what `--explore` said of survivors.
    public init(results: [(mutant: Mutant, verdict: MutationVerdict)], transcripts: [String], catalog: Catalog, tool: (name: String, version: String),
                census: MutantCensus? = nil, explored: [(mutant: Mutant, reason: String)] = [], transcriptHashes: [String: String] = [:]) {
        let mutants = census?.mutants ?? results.map(\.mutant)
        var verdicts: [String: MutationVerdict] = [:]
        for result in results { verdicts[result.mutant.id] = result.verdict }
        var sources: [String: String] = [:]
        entries = mutants.map { mutant in
            let verdict = verdicts[mutant.id]
            // The transcripts whose run as written reached the call; the one that killed
            // it did, whatever the run as written saw.
            let killer: String? = if case .killed(let file, _, _)? = verdict { file } else { nil }
            let coveredBy = census.map { census in
                let covering = census.coveringFiles(of: mutant).map { transcripts[$0] }
                return transcripts.filter { covering.contains($0) || killer == $0 }
            }
            let path = Self.path(of: mutant)
            if sources[path] == nil { sources[path] = mutant.sourceText(in: catalog) ?? "" }
            return Entry(mutant: mutant, verdict: verdict, coveredBy: coveredBy,
                         explored: verdict == .survived ? explored.first { $0.mutant == mutant }?.reason : nil)
        }
        self.transcripts = transcripts
        self.transcriptHashes = transcriptHashes
        self.sources = sources
        self.tool = tool
    }

    init(entries: [Entry], transcripts: [String], transcriptHashes: [String: String], sources: [String: String], tool: (name: String, version: String)) {
        self.entries = entries
        self.transcripts = transcripts
        self.transcriptHashes = transcriptHashes
        self.sources = sources
        self.tool = tool
    }

    /// The mutants that have a verdict, with it.
    public var results: [(mutant: Mutant, verdict: MutationVerdict)] {
        entries.compactMap { entry in entry.verdict.map { (entry.mutant, $0) } }
    }

    /// What `--explore` said of survivors.
    public var explored: [(mutant: Mutant, reason: String)] {
        entries.compactMap { entry in entry.explored.map { (entry.mutant, $0) } }
    }

    /// The path a mutant's file is reported under: a style without files (a team's own)
    /// reports under its name and screen.
    static func path(of mutant: Mutant) -> String {
        mutant.file ?? "\(mutant.style) \(mutant.screen)"
    }

    /// The report, one line of JSON, its keys sorted.
    public func text() -> String {
        var files: [String: [MutantResult]] = [:]
        for (index, entry) in entries.enumerated() {
            files[Self.path(of: entry.mutant), default: []].append(result(of: entry, at: index))
        }
        let report = Report(files: Dictionary(uniqueKeysWithValues: files.map { path, mutants in (path, FileResult(source: sources[path] ?? "", mutants: mutants)) }),
                            testFiles: Dictionary(uniqueKeysWithValues: transcripts.map {
                                ($0, TestFile(tests: [.init(id: $0, name: $0)], contentHash: transcriptHashes[$0]))
                            }),
                            framework: Framework(name: tool.name, version: tool.version),
                            config: Config(transcripts: transcripts, shard: shard?.description, reused: reused))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// One entry as Stryker's `MutantResult`, `index` its place in the census.
    private func result(of entry: Entry, at index: Int) -> MutantResult {
        let mutant = entry.mutant
        let line = mutant.line ?? 1
        let column = mutant.column ?? 1
        let start = Location.Position(line: line, column: column)
        let end = Location.Position(line: line, column: column + (mutant.line == nil ? 0 : mutant.operatorName.count))
        let (status, reason, killedBy, decided): (String, String?, [String]?, DecidedBy?) = switch entry.verdict {
        case .killed(let file, let step, let traceOnly)?:
            ("Killed", step > 0 ? "\(file):\(step) printed other output" + (traceOnly ? ": \(MutationVerdict.traceOnlyNote)" : "") : "\(file): its check crashed",
             [file], DecidedBy(transcript: file, line: step))
        case .timeout(let file)?:
            ("Timeout", "its view model ran past its limit of actions in \(file): it does not end", nil, DecidedBy(transcript: file, line: nil))
        case .survived?: ("Survived", entry.explored, nil, nil)
        case .ignored(let reason)?: ("Ignored", reason, nil, nil)
        case .noCoverage?: ("NoCoverage", mutant.noCoverageReason, nil, nil)
        case nil: ("Pending", shard.map { "run by another shard than \($0)" }, nil, nil)
        }
        let described = "\(mutant.style): \(mutant.swap)" + (mutant.line == nil ? " (its line cannot be told)" : "")
        return MutantResult(id: mutant.id, mutatorName: mutant.mutatorName, replacement: mutant.replacement, description: described,
                            location: Location(start: start, end: end), status: status, statusReason: reason, killedBy: killedBy,
                            coveredBy: entry.coveredBy,
                            origin: Origin(style: mutant.style, screen: mutant.screen, call: mutant.site.path, lineKnown: mutant.line != nil,
                                           fileKnown: mutant.file != nil, index: index),
                            decidedBy: decided)
    }

    /// Reads a report this tool wrote; why not, in words that follow `'PATH' `.
    package static func read(_ bytes: [UInt8]) -> Result<MutationJSONReport, MutationRefusal> {
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: Data(bytes))
        } catch {
            return .failure(MutationRefusal("is not a report of 'mutate --format json' (\(Self.why(error)))"))
        }
        guard report.schemaVersion == "2", let config = report.config else {
            return .failure(MutationRefusal("is not a report of 'mutate --format json' of this tool: it has no run's config"))
        }
        var placed: [(index: Int, entry: Entry)] = []
        for (path, file) in report.files {
            for result in file.mutants {
                guard let origin = result.origin, let site = OperatorMutation.Site(path: origin.call), let replacement = result.replacement else {
                    return .failure(MutationRefusal("is not a report of 'mutate --format json' of this tool: mutant \(result.id) has no origin"))
                }
                var mutant = Mutant(style: origin.style, screen: origin.screen, site: site, replacement: replacement,
                                    file: origin.fileKnown ? path : nil, line: origin.lineKnown ? result.location.start.line : nil,
                                    column: origin.lineKnown ? result.location.start.column : nil)
                let verdict: MutationVerdict?
                switch (result.status, result.decidedBy) {
                case ("Killed", let decided?):
                    verdict = .killed(by: decided.transcript, line: decided.line ?? 0,
                                      traceOnly: result.statusReason?.hasSuffix(MutationVerdict.traceOnlyNote) == true)
                case ("Timeout", let decided?): verdict = .timeout(in: decided.transcript)
                case ("Survived", _): verdict = .survived
                case ("NoCoverage", _): verdict = .noCoverage
                case ("Ignored", _):
                    mutant.ignored = result.statusReason ?? ""
                    verdict = .ignored(reason: result.statusReason ?? "")
                case ("Pending", _): verdict = nil
                default: return .failure(MutationRefusal("is not a report of 'mutate --format json' of this tool: mutant \(result.id) is \(result.status)"))
                }
                guard mutant.id == result.id else {
                    return .failure(MutationRefusal("has a mutant whose id \(result.id) does not follow from its place and swap: edited, or made by another version"))
                }
                placed.append((origin.index, Entry(mutant: mutant, verdict: verdict, coveredBy: result.coveredBy,
                                                   explored: verdict == .survived ? result.statusReason : nil)))
            }
        }
        var read = MutationJSONReport(entries: placed.sorted { $0.index < $1.index }.map(\.entry), transcripts: config.transcripts,
                                      transcriptHashes: report.testFiles.compactMapValues(\.contentHash),
                                      sources: report.files.mapValues(\.source), tool: (report.framework.name, report.framework.version ?? ""))
        if let shard = config.shard {
            guard let parsed = MutationShard(shard) else { return .failure(MutationRefusal("names its shard '\(shard)', which is not K/N")) }
            read.shard = parsed
        }
        read.reused = config.reused
        return .success(read)
    }

    /// A decoding error in a few words: where, and what.
    private static func why(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .keyNotFound(let key, let context): return "no '\(key.stringValue)' at \(Self.at(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "the wrong kind of value at \(Self.at(context))"
        case .dataCorrupted: return "not JSON"
        @unknown default: return "not JSON"
        }
    }

    private static func at(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top" : context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private struct Report: Codable {
        var schemaVersion = "2"
        var thresholds = ["high": 80, "low": 60]
        var files: [String: FileResult]
        var testFiles: [String: TestFile]
        var framework: Framework
        var config: Config?

        init(files: [String: FileResult], testFiles: [String: TestFile], framework: Framework, config: Config) {
            self.files = files
            self.testFiles = testFiles
            self.framework = framework
            self.config = config
        }
    }

    /// The run, as Stryker's free-form `config`: the transcripts in order, the shard, and
    /// how many verdicts a baseline gave.
    private struct Config: Codable {
        var transcripts: [String]
        var shard: String?
        var reused: Int?
    }

    private struct FileResult: Codable {
        var language = "swift"
        var source: String
        var mutants: [MutantResult]

        init(source: String, mutants: [MutantResult]) {
            self.source = source
            self.mutants = mutants
        }
    }

    private struct MutantResult: Codable {
        var id: String
        var mutatorName: String
        var replacement: String?
        var description: String?
        var location: Location
        var status: String
        var statusReason: String?
        var killedBy: [String]?
        var coveredBy: [String]?
        var origin: Origin?
        var decidedBy: DecidedBy?
    }

    /// Where in the run a mutant is: its style, screen and call (``OperatorMutation/Site``),
    /// whether its line and file are known, and its place in the census.
    private struct Origin: Codable {
        var style: String
        var screen: String
        var call: String
        var lineKnown: Bool
        var fileKnown: Bool
        var index: Int
    }

    /// The transcript, and the step, that decided a mutant (Killed: the step that
    /// differed, 0 where its check crashed; Timeout: none).
    private struct DecidedBy: Codable {
        var transcript: String
        var line: Int?
    }

    private struct Location: Codable {
        struct Position: Codable {
            var line: Int
            var column: Int
        }
        var start: Position
        var end: Position
    }

    private struct TestFile: Codable {
        struct Test: Codable {
            var id: String
            var name: String
        }
        var tests: [Test]
        var contentHash: String?
    }

    private struct Framework: Codable {
        var name: String
        var version: String?
    }
}

extension MutationJSONReport {
    /// The hash a report keeps of a transcript's bytes (`contentHash`).
    public static func hash(of bytes: [UInt8]) -> String {
        ContentHash.hex(of: bytes)
    }
}
