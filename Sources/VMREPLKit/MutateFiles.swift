#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Foundation
import Experiments
import REPLEngine
import StyleKit

/// `vmrepl mutate FILE…`: every mutant of the styles' view models against the
/// transcripts, the report on standard output, and the exit status the threshold asks.
enum MutateFiles {
    static func run(_ given: MutateOptions, catalog: Catalog) -> ExitCode {
        #if RealRxSwift
        return refuse("mutate is not offered on the RealRxSwift build: its mutants are MiniRx's operators swapped, and these styles run on RxSwift; use a default build")
        #else
        if given.arguments.first == "merge" { return MutateMerge.run(Array(given.arguments.dropFirst()), format: given.format, catalog: catalog) }
        // The words are read by the REPL command's one declaration.
        var engineOptions = EngineOptions(format: .text)
        engineOptions.toolName = Tool.name
        engineOptions.experiments = ExperimentServices.all
        let options: MutationOptions
        switch Engine(options: engineOptions, catalog: catalog).mutationOptions(given.arguments) {
        case .success(let read): options = read
        case .failure(let problem): return refuse(problem.description)
        }
        let format = given.format
        // A file named twice (by any spelling) is checked once.
        var files: [String] = []
        for path in options.transcripts {
            if let first = files.first(where: { FileReplacement.sameFile($0, path) }) {
                StandardStreams.error.write("\(Tool.name): note: '\(ShownName.of(path))' is '\(ShownName.of(first))', named before; it is checked once\n")
            } else {
                files.append(path)
            }
        }
        let styles = options.styles.isEmpty ? catalog.styles.filter(\.activeAtStart).map(\.name) : options.styles
        for path in files {
            if let problem = notAFile(path) { return refuse("cannot read transcript '\(ShownName.of(path))': \(problem)") }
        }
        for path in files where !FileManager.default.isReadableFile(atPath: path) {
            let lesson = EmbeddedLessons.all.first { String($0.number) == path || $0.name == path }
            if let lesson {
                return refuse("cannot read transcript '\(ShownName.of(path))': no such file; from the shell give lesson \(lesson.number)'s file, \(lesson.file) in vmrepl's scripts folder")
            }
            return refuse("cannot read transcript '\(ShownName.of(path))': no such file, or not readable; give a .vmt file 'check' passes")
        }
        // Every output is checked against every input, and for being writable, before a
        // run that may take minutes.
        let inputs = files + (options.baselinePath.map { [$0] } ?? [])
        if let junitPath = options.junitPath, let problem = OutputPath.problem(writingFile: junitPath, inputs: inputs) {
            return refuse("cannot write the JUnit report '\(junitPath)': \(problem)")
        }
        if let htmlPath = options.htmlPath, let problem = OutputPath.problem(writingFile: htmlPath, inputs: inputs) {
            return refuse("cannot write the HTML report '\(htmlPath)': \(problem)")
        }
        var baseline: IncrementalBaseline?
        let hashes = MutationReportFiles.hashes(of: files)
        let version = String(VMREPL.version.split(separator: " ").last ?? "")
        if let path = options.baselinePath {
            switch MutationReportFiles.read(path) {
            case .failure(let problem): return refuse(problem.reason + "; --incremental reads an earlier run's 'mutate --format json'")
            case .success(let report):
                let read = IncrementalBaseline(report, hashes: hashes)
                if let refusal = read.refusal(version: version) {
                    StandardStreams.error.write("\(Tool.name): note: the baseline '\(ShownName.of(path))' \(refusal)\n")
                } else {
                    baseline = read
                }
            }
        }
        if let directory = options.saveDirectory {
            if let problem = OutputPath.problem(writingFolder: directory, inputs: files) {
                return refuse("cannot save the killing tests in '\(directory)': \(problem)")
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return refuse("cannot make the directory '\(directory)' for --save: \(error.localizedDescription)")
            }
        }
        let jobs = options.jobs ?? TranscriptChildren.processors
        // A mutant that does not end is stopped by its limit of actions, the same on every
        // machine; a child still running long after its file's dry run (a wait no action
        // limit reaches) is stopped too, and its mutant has no verdict, said as such.
        var dryRun = [TranscriptOutcome?](repeating: nil, count: files.count)
        var progress = MutateProgressLine.onTerminal()
        let checks = MutationPipeline.Checks(census: { index, counting in
            // The census runs each file here, counting what its view models run.
            _ = TranscriptFileCheck(path: files[index], bless: false, catalog: counting).run()
        }, dryRun: {
            // Stryker's dry run, each file in a child as `check` runs it.
            TranscriptChildren.check(files, bless: false, jobs: jobs, catalog: catalog) { dryRun[$0] = $1 }
            if vmrepl_interrupted() != 0 { return nil }
            guard let (file, outcome) = zip(files, dryRun).first(where: { $0.1?.kind != .passed }) else { return nil }
            // A file that cannot be checked at all says why, as 'check' says it.
            var problem: String?
            if let outcome, [.invalid, .unreadable, .stopped].contains(outcome.kind) {
                problem = outcome.line > 0 && !outcome.reason.hasPrefix("line ") ? "line \(outcome.line) is \(outcome.reason)" : outcome.reason
            }
            return (file, outcome?.line ?? 0, problem)
        }, verdicts: { mutants, census in
            // A mutant may recurse without end (combineLatest feeding its own source): the
            // child crashes, which kills the mutant, without a backtrace on this terminal.
            setenv("SWIFT_BACKTRACE", "enable=no", 1)
            let checked = zip(files, dryRun).map { path, outcome in
                MutantChildren.File(path: path, safetySeconds: Int(((outcome?.seconds ?? 0) * 20).rounded(.up)) + 300)
            }
            let (verdicts, unreadable) = MutantChildren.verdicts(of: mutants, files: checked, census: census, jobs: jobs, catalog: catalog) { done in
                progress?.show("\(done) of \(mutants.count) mutants")
            }
            return (verdicts, unreadable)
        })
        let pipeline = MutationPipeline(styles: styles, named: options.styles, screen: options.screen, files: files.count, catalog: catalog, checks: checks,
                                        isInterrupted: {
                                            // Asked all through a survivor's search: the line's clock moves.
                                            progress?.tick()
                                            return vmrepl_interrupted() != 0
                                        })
        let outcome: MutationPipeline.Outcome
        switch pipeline.run(shard: options.shard, baseline: { mutant, census in
            baseline?.verdict(for: mutant, census: census, transcripts: files, catalog: catalog)
        }) {
        case .success(let ran): outcome = ran
        case .failure(let refusal):
            if vmrepl_interrupted() != 0 { return .ending(on: Int32(vmrepl_interrupted())) }
            return refuse(refusal.reason)
        }
        let (census, results, unreadable) = (outcome.census, outcome.results, outcome.problems)
        let mutants = census.mutants
        var report = outcome.report
        report.shard = options.shard.map { ($0, mutants.count) }
        report.reused = options.baselinePath.map { (outcome.reused, $0) }
        let explored = options.explore && vmrepl_interrupted() == 0 ? explore(pipeline, results, options: options, files: files) { progress?.show($0) } : nil
        progress?.end()
        if vmrepl_interrupted() != 0 {
            // What a stopped run had is no report a gate may read as whole: the text says so
            // in its first line, and no JSON or JUnit is written.
            let stopped = "mutate interrupted after \(results.count) of \(mutants.count) mutants: a partial report, not the run's score"
            if format == .text {
                StandardStreams.output.write(([stopped] + report.lines()).joined(separator: "\n") + "\n")
            }
            StandardStreams.error.write("\(Tool.name): \(stopped)\n")
            return .ending(on: Int32(vmrepl_interrupted()))
        }
        // A file that could not be read with a mutant built in judged none: its mutants are
        // left out of the report, which is no verdict a gate may pass on.
        var said: Set<String> = []
        for problem in unreadable where said.insert(problem).inserted {
            StandardStreams.error.write("\(Tool.name): \(problem), so \(mutants.count - results.count) mutants have no verdict\n")
        }
        if !unreadable.isEmpty {
            if format == .text { StandardStreams.output.write((report.lines() + (explored?.lines ?? [])).joined(separator: "\n") + "\n") }
            return .usageOrIO
        }
        var json = MutationJSONReport(results: results, transcripts: files, catalog: catalog, tool: (Tool.name, version), census: census,
                                      explored: explored?.findings ?? [], transcriptHashes: hashes)
        json.shard = options.shard
        json.reused = options.baselinePath.map { _ in outcome.reused }
        return MutationReportFiles.publish(json, text: report.lines() + (explored?.lines ?? []), format: format, options: options)
        #endif
    }

    /// `--explore`: the lines that say, for each survivor, what kills it, or that nothing
    /// found does, and the same for the JSON report, a sentence a survivor; with `--save`,
    /// its killing test written, once checked to kill it.
    private static func explore(_ pipeline: MutationPipeline, _ results: [(mutant: Mutant, verdict: MutationVerdict)], options: MutationOptions,
                                files: [String], show: (String) -> Void) -> (lines: [String], findings: [(mutant: Mutant, reason: String)]) {
        guard results.contains(where: { $0.verdict == .survived }) else { return (["", "explore: no survivor to explore"], []) }
        let explored = withoutActuallyEscaping(show) { show in pipeline.exploreSurvivors(of: results, depth: options.depth, progress: show) }
        let saved = options.saveDirectory.map { directory in
            pipeline.saveKillingTests(explored, in: directory, toolName: Tool.name, isInput: { path in files.contains { FileReplacement.sameFile($0, path) } }) { path, bytes in
                SessionFiles.write(path, bytes, overwrite: options.force)
            }
        } ?? []
        let lines = ["", "explore: each survivor against its style, as 'explore A B' searches"] + MutationPipeline.exploreLines(explored, saved: saved)
        return (lines, explored.map { ($0.mutant, SurvivorSearch.reason($0.finding, for: $0.mutant)) })
    }

    /// Why `path` is no transcript file, if it is not one: standard input (every mutant
    /// reads each file again), a directory, a FIFO or a device.
    private static func notAFile(_ path: String) -> String? {
        if path == "-" { return "'-' is standard input, which mutate cannot read: each mutant reads every file again; give a file" }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFDIR { return "it is a directory; give the .vmt files in it" }
        return status.st_mode & S_IFMT == S_IFREG ? nil : "it is not a regular file (a FIFO or a device); give a .vmt file"
    }

    private static func refuse(_ message: String) -> ExitCode {
        StandardStreams.error.write("\(Tool.name): \(message)\n")
        return .usageOrIO
    }
}
