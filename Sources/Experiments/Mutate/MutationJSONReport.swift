import Foundation
import StyleKit

/// `mutate --format json`: the report as Stryker's mutation-testing report schema (version
/// 2) lays it out, so that its HTML report and dashboards read it. Each file with
/// mutants holds its source and its mutants; each transcript is a test.
public struct MutationJSONReport {
    let results: [(mutant: Mutant, verdict: MutationVerdict)]
    let transcripts: [String]
    let catalog: Catalog
    /// The tool's name and version, as the report's framework.
    let tool: (name: String, version: String)
    /// What `--explore` found for survivors, each in one sentence: a survivor's
    /// `statusReason`.
    public var explored: [(mutant: Mutant, reason: String)] = []
    /// What the transcripts covered as written (each mutant's `coveredBy`); without it,
    /// the report leaves `coveredBy` out, as Stryker allows.
    public var census: MutantCensus?

    public init(results: [(mutant: Mutant, verdict: MutationVerdict)], transcripts: [String], catalog: Catalog, tool: (name: String, version: String)) {
        self.results = results
        self.transcripts = transcripts
        self.catalog = catalog
        self.tool = tool
    }

    private struct Report: Encodable {
        let schemaVersion = "2"
        let thresholds = ["high": 80, "low": 60]
        let files: [String: FileResult]
        let testFiles: [String: TestFile]
        let framework: Framework
    }

    private struct FileResult: Encodable {
        let language = "swift"
        let source: String
        let mutants: [MutantResult]
    }

    private struct MutantResult: Encodable {
        let id: String
        let mutatorName: String
        let replacement: String
        let description: String
        let location: Location
        let status: String
        let statusReason: String?
        let killedBy: [String]?
        let coveredBy: [String]?
    }

    private struct Location: Encodable {
        struct Position: Encodable {
            let line: Int
            let column: Int
        }
        let start: Position
        let end: Position
    }

    private struct TestFile: Encodable {
        struct Test: Encodable {
            let id: String
            let name: String
        }
        let tests: [Test]
    }

    private struct Framework: Encodable {
        let name: String
        let version: String
    }

    /// The report, one line of JSON, its keys sorted.
    public func text() -> String {
        var files: [String: (source: String, mutants: [MutantResult])] = [:]
        for (number, result) in results.enumerated() {
            let mutant = result.mutant
            // A style without files (a team's own) reports under its name and screen.
            let path = mutant.file ?? "\(mutant.style) \(mutant.screen)"
            let source = mutant.sourceText(in: catalog) ?? ""
            let line = mutant.line ?? 1
            let column = mutant.column ?? 1
            let start = Location.Position(line: line, column: column)
            let end = Location.Position(line: line, column: column + (mutant.line == nil ? 0 : mutant.operatorName.count))
            let (status, reason, killedBy): (String, String?, [String]?) = switch result.verdict {
            case .killed(let file, let step): ("Killed", step > 0 ? "\(file):\(step) printed other output" : "\(file): its check crashed", [file])
            case .timeout(let file): ("Timeout", "its view model ran past its limit of actions in \(file): it does not end", nil)
            case .survived: ("Survived", explored.first { $0.mutant == mutant }?.reason, nil)
            case .ignored(let reason): ("Ignored", reason, nil)
            case .noCoverage: ("NoCoverage", mutant.noCoverageReason, nil)
            }
            // The transcripts whose run as written reached the call; the one that killed it
            // did, whatever the run as written saw.
            let coveredBy = census.map { census in
                let covering = census.coveringFiles(of: mutant).map { transcripts[$0] }
                return transcripts.filter { covering.contains($0) || killedBy?.contains($0) == true }
            }
            let described = "\(mutant.style): \(mutant.swap)" + (mutant.line == nil ? " (its line cannot be told)" : "")
            let entry = MutantResult(id: String(number + 1), mutatorName: Self.mutatorName(of: mutant.operatorName, replacement: mutant.replacement),
                                     replacement: mutant.replacement, description: described,
                                     location: Location(start: start, end: end), status: status, statusReason: reason, killedBy: killedBy, coveredBy: coveredBy)
            files[path, default: (source, [])].mutants.append(entry)
        }
        let report = Report(files: files.mapValues { FileResult(source: $0.source, mutants: $0.mutants) },
                            testFiles: Dictionary(uniqueKeysWithValues: transcripts.map { ($0, TestFile(tests: [.init(id: $0, name: $0)])) }),
                            framework: Framework(name: tool.name, version: tool.version))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The kind of mutation, as Stryker's mutator names read: `FlatMapPolicy`.
    static func mutatorName(of operatorName: String, replacement: String) -> String {
        if replacement == OperatorMutation.movedOutside { return "CatchPlacement" }
        if replacement == OperatorMutation.keptAcrossRuns { return "ScanResetRemoval" }
        return switch operatorName {
        case "flatMap", "flatMapLatest", "flatMapFirst", "concatMap": "FlatMapPolicy"
        case "share(replay: 1)", "share()": "ShareReplay"
        case "distinctUntilChanged": "DistinctUntilChangedRemoval"
        case "startWith": "StartWithRemoval"
        case "take(1)": "TakeRemoval"
        case "withLatestFrom", "combineLatest": "CombiningSwap"
        case "debounce", "throttle": "RateLimitSwap"
        case "BehaviorRelay": "RelayReplayRemoval"
        case "catch", "catchAndReturn": "CatchRemoval"
        case "observe(on:)": "ObserveOnRemoval"
        default: "OperatorSwap"
        }
    }
}
