// `explore`'s figures: sequences replayed a second, and the time and peak memory of the
// searches the issue budgets (`explore --all --depth 4` on the counter within 10 s).
import Foundation

/// One search: its wall time (median of `runs`), how many sequences it replayed, and the
/// peak resident size of a run, in kilobytes.
private struct ExploreMeasure {
    let seconds: Double
    let sequences: Int
    let peakKilobytes: Int?
}

/// Runs `vmrepl --format json -e LINE…` `runs` times; the median time, the `sequences`
/// of its `explore` record, and its peak memory as the REPL benchmark reads it.
private func measureExplore(_ vmrepl: String, _ lines: [String], runs: Int, scratch: URL) -> ExploreMeasure {
    let output = scratch.appendingPathComponent("explore.jsonl").path
    let arguments = ["--format", "json"] + lines.flatMap { ["-e", $0] }
    var times: [Double] = []
    for _ in 0..<runs { times.append(measureRun(vmrepl, arguments, output: output).seconds) }
    times.sort()
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    let record = text.split(separator: "\n").first { $0.contains(#""kind":"explore""#) }
    let sequences = record.flatMap { line -> Int? in
        guard let range = line.range(of: #""sequences":"#) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    } ?? 0
    // Peak memory: the same lines, vmrepl then waiting on standard input for more.
    let commands = scratch.appendingPathComponent("explore.txt").path
    _ = FileManager.default.createFile(atPath: commands, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
    let peak = peakResidentKilobytes(vmrepl, commands: commands, lastOutput: #""line":\#(lines.count),"status":"ok"}"#,
                                     scratch: scratch.appendingPathComponent("peak.jsonl").path, arguments: ["--format", "json"])
    return ExploreMeasure(seconds: times[times.count / 2], sequences: sequences, peakKilobytes: peak)
}

func runExploreBenchmarks(vmrepl: String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vmrepl-bench-explore-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let searches: [(name: String, lines: [String], runs: Int)] = [
        ("counter, explore --all --depth 4, 11 styles", ["use all", "explore --all --depth 4"], 5),
        ("login, explore --all --depth 3, 11 styles", ["use all", "explore --all --screen login --depth 3"], 5),
        ("login, explore property unio --depth 4 (alike: every sequence)", ["explore property unio --screen login --depth 4"], 3),
        ("login, explore --all --depth 4, 11 styles", ["use all", "explore --all --screen login --depth 4"], 1),
    ]
    for search in searches {
        let measure = measureExplore(vmrepl, search.lines, runs: search.runs, scratch: scratch)
        let peak = measure.peakKilobytes.map { "\($0 / 1024) MiB peak" } ?? "peak not measured"
        print(String(format: "%@: %.2f s (median of %d), %d sequences, %.0f sequences/s, %@",
                     search.name, measure.seconds, search.runs, measure.sequences, Double(measure.sequences) / measure.seconds, peak))
    }
}
