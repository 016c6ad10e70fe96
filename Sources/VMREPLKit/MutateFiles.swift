import CLineEdit
import Foundation
import Experiments
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
        for path in options.files where !FileManager.default.isReadableFile(atPath: path) {
            return refuse("cannot read transcript '\(path)': no such file, or not readable; give a .vmt file 'check' passes")
        }
        // Every output is checked against every input, and for being writable, before a
        // run that may take minutes.
        if let junitPath = options.junitPath, let problem = OutputPath.problem(writingFile: junitPath, inputs: options.files) {
            return refuse("cannot write the JUnit report '\(junitPath)': \(problem)")
        }
        if let htmlPath = options.htmlPath, let problem = OutputPath.problem(writingFile: htmlPath, inputs: options.files) {
            return refuse("cannot write the HTML report '\(htmlPath)': \(problem)")
        }
        if let directory = options.saveDirectory {
            if let problem = OutputPath.problem(writingFolder: directory, inputs: options.files) {
                return refuse("cannot save the killing tests in '\(directory)': \(problem)")
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return refuse("cannot make the directory '\(directory)' for --save: \(error.localizedDescription)")
            }
        }
        // The calls flat-maps' closures make at events are found by running the files here,
        // and the actions each view model schedules as written are counted.
        let census = MutantFinder.census(of: styles, in: catalog, files: options.files.count) { index, counting in
            guard vmrepl_interrupted() == 0 else { return }
            _ = TranscriptFileCheck(path: options.files[index], bless: false, catalog: counting).run()
        }
        let mutants = census.mutants
        if let bare = options.styles.first(where: { name in !mutants.contains { $0.style == name } }) {
            return refuse("style '\(bare)' has no operator to mutate: its view models call none of \(MutantFinder.mutableOperators.joined(separator: ", ")); pick a style on MiniRx's operators")
        }
        guard !mutants.isEmpty else {
            return refuse("the styles \(styles.joined(separator: ", ")) have no operator to mutate; name one with --style")
        }
        let jobs = options.jobs ?? TranscriptChildren.processors
        // Stryker's dry run: a file judges a mutant only if it passes as it is.
        var dryRun = [TranscriptOutcome?](repeating: nil, count: options.files.count)
        TranscriptChildren.check(options.files, bless: false, jobs: jobs, catalog: catalog) { dryRun[$0] = $1 }
        if vmrepl_interrupted() != 0 { return .ending(on: Int32(vmrepl_interrupted())) }
        for (path, outcome) in zip(options.files, dryRun) where outcome?.kind != .passed {
            return refuse("'\(path)' fails at line \(outcome?.line ?? 0) with no mutant; mutate needs transcripts that 'check' passes")
        }
        // A mutant may recurse without end (combineLatest feeding its own source): the
        // child crashes, which kills the mutant, without a backtrace on this terminal.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        // A mutant that does not end is stopped by its limit of actions, the same on every
        // machine; a child still running long after its file's dry run (a wait no action
        // limit reaches) is stopped too, and its mutant has no verdict, said as such.
        let files = zip(options.files, dryRun).map { path, outcome in
            MutantChildren.File(path: path, safetySeconds: Int(((outcome?.seconds ?? 0) * 20).rounded(.up)) + 300)
        }
        var progress = MutateProgressLine.onTerminal()
        let (verdicts, unreadable) = MutantChildren.verdicts(of: mutants, files: files, census: census, jobs: jobs, catalog: catalog) { done in
            progress?.show("\(done) of \(mutants.count) mutants")
        }
        let results = zip(mutants, verdicts).compactMap { mutant, verdict in verdict.map { (mutant: mutant, verdict: $0) } }
        let report = MutationReport(results: results, transcripts: options.files.count)
        let explored = options.explore && vmrepl_interrupted() == 0 ? explore(results, options: options, catalog: catalog, progress: &progress) : nil
        progress?.end()
        if vmrepl_interrupted() != 0 {
            // What a stopped run had is no report a gate may read as whole: the text says so
            // in its first line, and no JSON or JUnit is written.
            let stopped = "mutate interrupted after \(results.count) of \(mutants.count) mutants: a partial report, not the run's score"
            if options.format == .text {
                StandardStreams.output.write(([stopped] + report.lines()).joined(separator: "\n") + "\n")
            }
            StandardStreams.error.write("\(Tool.name): \(stopped)\n")
            return .ending(on: Int32(vmrepl_interrupted()))
        }
        if options.format == .json {
            var json = MutationJSONReport(results: results, transcripts: options.files, catalog: catalog,
                                          tool: (Tool.name, String(VMREPL.version.split(separator: " ").last ?? "")))
            json.explored = explored?.findings ?? []
            StandardStreams.output.write(json.text() + "\n")
        } else {
            StandardStreams.output.write((report.lines() + (explored?.lines ?? [])).joined(separator: "\n") + "\n")
        }
        // A file that could not be read with a mutant built in judged none: its mutants are
        // left out of the report, which is no verdict a gate may pass on.
        var said: Set<String> = []
        for problem in unreadable where said.insert(problem).inserted {
            StandardStreams.error.write("\(Tool.name): \(problem), so \(mutants.count - results.count) mutants have no verdict\n")
        }
        if !unreadable.isEmpty { return .usageOrIO }
        if let junitPath = options.junitPath, let problem = TranscriptFiles.writeFile(junitPath, Array(junit(results).xml.utf8)) {
            StandardStreams.error.write("\(Tool.name): cannot write the JUnit report '\(junitPath)': \(problem)\n")
            return .usageOrIO
        }
        if let htmlPath = options.htmlPath {
            var html = MutationHTMLReport(results: results, transcripts: options.files, catalog: catalog, toolName: Tool.name)
            html.explored = explored?.findings ?? []
            if let problem = TranscriptFiles.writeFile(htmlPath, Array(html.text().utf8)) {
                StandardStreams.error.write("\(Tool.name): cannot write the HTML report '\(htmlPath)': \(problem)\n")
                return .usageOrIO
            }
        }
        let score = report.score ?? 0
        if options.format == .text {
            StandardStreams.output.write("mutation score: \(MutationReport.percent(score))\(options.threshold.map { " (threshold \($0)%)" } ?? "")\n")
        }
        if let threshold = options.threshold, score < Double(threshold) { return .commandFailed }
        return .success
        #endif
    }

    /// `--explore`: the lines that say, for each survivor, what kills it, or that nothing
    /// found does, and the same for the JSON report, a sentence a survivor; with `--save`,
    /// its killing test written, once checked to kill it.
    private static func explore(_ results: [(mutant: Mutant, verdict: MutationVerdict)], options: MutateOptions, catalog: Catalog,
                                progress: inout MutateProgressLine?) -> (lines: [String], findings: [(mutant: Mutant, reason: String)]) {
        let survivors = results.filter { $0.verdict == .survived }.map(\.mutant)
        guard !survivors.isEmpty else { return (["", "explore: no survivor to explore"], []) }
        var lines = ["", "explore: each survivor against its style, as 'explore A B' searches"]
        var findings: [(mutant: Mutant, reason: String)] = []
        var taken: Set<String> = []
        for (index, mutant) in survivors.enumerated() {
            progress?.show("exploring survivor \(index + 1) of \(survivors.count)")
            let interrupted = { vmrepl_interrupted() != 0 }
            guard let finding = SurvivorSearch.finding(for: mutant, in: catalog, isInterrupted: interrupted) else { break }
            var saved: String?
            if let directory = options.saveDirectory, case .killedBy(let commands, let first, let session) = finding {
                let name = SurvivorSearch.fileName(for: mutant, taken: taken)
                taken.insert(name)
                saved = save(session, commands: commands, firstDifference: first, for: mutant, to: directory + "/" + name,
                             options: options, catalog: catalog)
            }
            lines += SurvivorSearch.lines(finding, for: mutant, saved: saved)
            findings.append((mutant, SurvivorSearch.reason(finding, for: mutant)))
        }
        return (lines, findings)
    }

    /// Writes a survivor's killing test to `path`, once checked: it kills the mutant (and,
    /// made from the style as it is, passes on it). What the report says of it: `saved to
    /// PATH`, or why not.
    private static func save(_ session: [String], commands: [String], firstDifference: Int, for mutant: Mutant, to path: String,
                             options: MutateOptions, catalog: Catalog) -> String? {
        if options.files.contains(where: { FileReplacement.sameFile($0, path) }) { return "not saved: \(path) is one of the transcripts checked" }
        if !options.force && FileManager.default.fileExists(atPath: path) { return "not saved: \(path) exists; --force replaces it" }
        guard let text = SurvivorSearch.killingTest(session, commands: commands, firstDifference: firstDifference, for: mutant,
                                                    catalog: catalog, toolName: Tool.name, isInterrupted: { vmrepl_interrupted() != 0 }) else { return nil }
        let verdict = MutationRun.verdicts(of: [mutant], transcripts: [MutationRun.Transcript(name: path, text: text)], catalog: catalog,
                                           toolName: Tool.name)
        guard case .killed? = verdict.first?.verdict else { return "not saved: \(path) did not kill the mutant when checked" }
        if let problem = TranscriptFiles.writeFile(path, Array(text.utf8)) { return "not saved: \(path): \(problem)" }
        return "saved to \(path)"
    }

    /// The JUnit report: a test case a mutant, failed where no transcript noticed it. Its
    /// times are 0: nothing in it depends on the machine or its load.
    private static func junit(_ results: [(mutant: Mutant, verdict: MutationVerdict)]) -> JUnitReport {
        var junit = JUnitReport()
        junit.toolName = Tool.name
        junit.mode = "mutate"
        junit.caseClass = "mutants"
        for (mutant, verdict) in results {
            let name = "\(mutant.style) \(mutant.place): \(mutant.swap)"
            switch verdict {
            case .killed(let file, let line): junit.add(name, .passed(note: line > 0 ? "killed by \(file):\(line)" : "killed: its check of \(file) crashed"))
            case .timeout(let file): junit.add(name, .passed(note: "timeout: its view model did not end in \(file)"))
            case .survived: junit.add(name, .unnoticed(type: "survived", reason: "survived: every transcript passed with \(mutant.swap)"))
            case .ignored(let reason): junit.add(name, .skipped(reason: "ignored: \(reason)"))
            case .noCoverage: junit.add(name, .unnoticed(type: "no-coverage", reason: "no coverage: no transcript sent anything into \(mutant.style)'s \(mutant.screen) view model"))
            }
        }
        return junit
    }

    private static func refuse(_ message: String) -> ExitCode {
        StandardStreams.error.write("\(Tool.name): \(message)\n")
        return .usageOrIO
    }
}
