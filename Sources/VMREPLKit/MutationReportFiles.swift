#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Experiments
import Foundation
import REPLEngine
import StyleKit

/// The reports `mutate` reads back and writes: a JSON report read (a shard's, for
/// `mutate merge`; a baseline, for `--incremental`), and a run's or a merge's reports
/// published: the text or JSON on standard output, the JUnit and HTML files, the score
/// against the threshold.
enum MutationReportFiles {
    /// The most a report read back may hold: a run of thousands of mutants with their
    /// files' sources is a few megabytes.
    static let largest = 64 << 20

    /// The report in the file at `path`; why not, in one line naming it.
    static func read(_ path: String) -> Result<MutationJSONReport, MutationRefusal> {
        switch bytes(of: path) {
        case .failure(let problem): return .failure(MutationRefusal("cannot read the report '\(ShownName.of(path))': \(problem.reason)"))
        case .success(let bytes):
            return MutationJSONReport.read(bytes).mapError { MutationRefusal("'\(ShownName.of(path))' \($0.reason)") }
        }
    }

    /// The bytes of the regular file at `path`, at most ``largest``; why not.
    private static func bytes(of path: String) -> Result<[UInt8], MutationRefusal> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(MutationRefusal(String(cString: strerror(errno)))) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(MutationRefusal("it is a directory; give a report of 'mutate --format json'")) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(MutationRefusal("it is not a regular file (a FIFO or a device); give a report of 'mutate --format json'")) }
        guard Int(status.st_size) <= largest else { return .failure(MutationRefusal("it is over \(largest >> 20) MB; give a report of 'mutate --format json'")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(MutationRefusal("not readable")) }
        return .success(Array(data))
    }

    /// The hash of each transcript's bytes, by name: what a later `--incremental` run
    /// compares. A file that is not a regular one has none; nor has one that reads other
    /// files (`run`, `demo`, `handout`), whose bytes the hash would not hold: what it
    /// covers always runs again.
    static func hashes(of transcripts: [String]) -> [String: String] {
        var hashes: [String: String] = [:]
        for path in transcripts {
            guard case .success(let bytes) = bytes(of: path) else { continue }
            let readsFiles = bytes.split(separator: 10).contains { line in
                ["run ", "demo ", "handout "].contains { line.starts(with: Array((Engine.prompt + $0).utf8)) }
            }
            if !readsFiles { hashes[path] = MutationJSONReport.hash(of: bytes) }
        }
        return hashes
    }

    /// Publishes `report`: on standard output its JSON (`format`) or `text` and the
    /// score; the JUnit and HTML reports where asked; the exit status the threshold asks.
    static func publish(_ report: MutationJSONReport, text: [String], format: OutputFormat, options: MutationOptions) -> ExitCode {
        let results = report.results
        let score = MutationReport.score(results.map(\.verdict)) ?? 0
        let threshold = options.threshold.map { " (threshold \(MutationOptions.percentText($0))%)" } ?? ""
        if format == .json {
            StandardStreams.output.write(report.text() + "\n")
        } else {
            StandardStreams.output.write((text + ["mutation score: \(MutationReport.percent(score))\(threshold)"]).joined(separator: "\n") + "\n")
        }
        if let path = options.junitPath, let problem = TranscriptFiles.writeFile(path, Array(MutationPipeline.junit(report, toolName: Tool.name).utf8)) {
            StandardStreams.error.write("\(Tool.name): cannot write the JUnit report '\(ShownName.of(path))': \(problem)\n")
            return .usageOrIO
        }
        if let path = options.htmlPath {
            if let problem = TranscriptFiles.writeFile(path, Array(MutationHTMLReport(report, toolName: Tool.name).text().utf8)) {
                StandardStreams.error.write("\(Tool.name): cannot write the HTML report '\(ShownName.of(path))': \(problem)\n")
                return .usageOrIO
            }
        }
        if let threshold = options.threshold, MutationReport.isBelow(score, threshold) { return .commandFailed }
        return .success
    }
}
