import CLineEdit
import Foundation
import Mutation
import REPLEngine
import StyleKit

/// `vmrepl mutate FILE…`: every mutant of the styles' view models against the
/// transcripts, the report on standard output, and the exit status the threshold asks.
enum MutateFiles {
    static func run(_ options: MutateOptions, catalog: Catalog) -> ExitCode {
        #if RealRxSwift
        return refuse("mutate is not offered on the RealRxSwift build: its mutants are MiniRx's operators swapped, and these styles run on RxSwift; use a default build")
        #else
        let styles = options.styles.isEmpty ? catalog.styles.filter(\.activeAtStart).map(\.name) : options.styles
        if let unknown = styles.first(where: { catalog.style(named: $0) == nil }) {
            return refuse("unknown style '\(unknown)'; styles: \(catalog.styles.map(\.name).joined(separator: ", "))")
        }
        var transcripts: [MutationRun.Transcript] = []
        for path in options.files {
            guard let data = FileManager.default.contents(atPath: path) else {
                return refuse("cannot read transcript '\(path)': no such file, or not readable; give a .vmt file 'check' passes")
            }
            transcripts.append(.init(name: path, text: String(decoding: data, as: UTF8.self), fileReader: TranscriptFileCheck.reader(beside: path)))
        }
        let mutants = MutantFinder.mutants(of: styles, in: catalog)
        if let bare = options.styles.first(where: { name in !mutants.contains { $0.style == name } }) {
            return refuse("style '\(bare)' has no operator to mutate: its view models call none of \(MutantFinder.mutableOperators.joined(separator: ", ")); pick a style on MiniRx's operators")
        }
        guard !mutants.isEmpty else {
            return refuse("the styles \(styles.joined(separator: ", ")) have no operator to mutate; name one with --style")
        }
        // One process checks every file in turn: a singleton style would carry one file's
        // state into the next, and a file that fails here judges no mutant.
        if let failing = MutationRun.firstFailing(transcripts, catalog: catalog) {
            return refuse("'\(failing.name)' fails at line \(failing.line) with no mutant when the files are checked one after another in one process (a singleton shared by the files?); mutate needs transcripts that pass so: check them with 'check', or leave that file out")
        }
        let results = MutationRun.verdicts(of: mutants, transcripts: transcripts, catalog: catalog) { vmrepl_interrupted() != 0 }
        let report = MutationReport(results: results, transcripts: transcripts.count)
        StandardStreams.output.write(report.lines().joined(separator: "\n") + "\n")
        if vmrepl_interrupted() != 0 {
            StandardStreams.error.write("\(Tool.name): mutate interrupted after \(results.count) of \(mutants.count) mutants\n")
            return .ending(on: Int32(vmrepl_interrupted()))
        }
        let score = report.score ?? 0
        StandardStreams.output.write("mutation score: \(MutationReport.percent(score))\(options.threshold.map { " (threshold \($0)%)" } ?? "")\n")
        if let threshold = options.threshold, score < Double(threshold) { return .commandFailed }
        return .success
        #endif
    }

    private static func refuse(_ message: String) -> ExitCode {
        StandardStreams.error.write("\(Tool.name): \(message)\n")
        return .usageOrIO
    }
}
