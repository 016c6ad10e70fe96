import Experiments
import REPLEngine
import StyleKit

/// `vmrepl mutate merge REPORT.json… [--junit F] [--html F] [--threshold N]`: the JSON
/// reports of a run's shards (`mutate --shard K/N --format json`) made the one report the
/// whole run writes (``MutationMerge``), published as a run's is, the threshold applied to
/// the merged score.
enum MutateMerge {
    static let usage = "mutate merge REPORT.json… [--junit FILE] [--html FILE] [--threshold N]"

    static func run(_ arguments: [String], format: OutputFormat, catalog: Catalog) -> ExitCode {
        var options = MutationOptions()
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard ["--junit", "--html", "--threshold"].contains(word) else {
                if word.hasPrefix("--") { return refuse("merge takes no '\(word)'; usage: \(usage)") }
                paths.append(word)
                continue
            }
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { return refuse("\(word) needs a value; usage: \(usage)") }
            let value = arguments[index]
            index += 1
            switch word {
            case "--junit": options.junitPath = value
            case "--html": options.htmlPath = value
            default:
                // The threshold is read as `mutate` reads it: one grammar.
                var engineOptions = EngineOptions(format: .text)
                engineOptions.toolName = Tool.name
                switch Engine(options: engineOptions, catalog: catalog).mutationOptions(["--threshold", value, "merge.vmt"]) {
                case .success(let read): options.threshold = read.threshold
                case .failure(let problem): return refuse(problem.description)
                }
            }
        }
        guard !paths.isEmpty else { return refuse("merge needs the JSON reports of a run's shards; usage: \(usage)") }
        for (output, what) in [(options.junitPath, "the JUnit report"), (options.htmlPath, "the HTML report")] {
            if let output, let problem = OutputPath.problem(writingFile: output, inputs: paths) { return refuse("cannot write \(what) '\(output)': \(problem)") }
        }
        var reports: [(path: String, report: MutationJSONReport)] = []
        for path in paths {
            switch MutationReportFiles.read(path) {
            case .success(let report): reports.append((path, report))
            case .failure(let problem): return refuse(problem.reason)
            }
        }
        let merged: MutationJSONReport
        switch MutationMerge.merge(reports) {
        case .success(let report): merged = report
        case .failure(let refusal): return refuse(refusal.reason)
        }
        var text = MutationReport(results: merged.results, transcripts: merged.transcripts.count)
        text.reused = merged.reused.map { ($0, "the shards' baselines") }
        return MutationReportFiles.publish(merged, text: text.lines(), format: format, options: options)
    }

    private static func refuse(_ message: String) -> ExitCode {
        StandardStreams.error.write("\(Tool.name): \(message)\n")
        return .usageOrIO
    }
}
