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
import Synchronization

/// `mutate`'s checks: each file checked against each mutant in a child process of this
/// same executable, as `check` checks each file, so that a singleton store one file leaves
/// behind reaches no other. A mutant's files run in order until one fails; at most `jobs`
/// mutants run at once.
///
/// A child is started as ``ChildProcess/Role/mutant`` with the mutant's
/// ``Mutant/arguments``, its limit of actions (``MutantCensus/actionLimit(for:file:)``),
/// the seconds after which it stops itself (`alarm`: a safety net, never a verdict), and
/// the file. It checks the file and writes one JSON line: its ``TranscriptOutcome``,
/// whether anything was sent into the mutated view model, and whether that view model
/// ran past its limit of actions.
enum MutantChildren {
    /// What a child reports.
    struct Report: Codable {
        var outcome: TranscriptOutcome
        var reached: Bool
        var exceeded = false
    }

    /// A file to check against the mutants: its path, and the seconds after which a
    /// child checking it is stopped with no verdict.
    struct File {
        let path: String
        let safetySeconds: Int
    }

    /// In a child: checks the file with the mutant built in, and writes the report.
    static func reportToParent(_ arguments: [String], catalog: Catalog) -> ExitCode {
        guard arguments.count == 7, let mutant = Mutant(arguments: Array(arguments[0..<4])), let limit = Int(arguments[4]),
              let seconds = UInt32(arguments[5]) else { return .usageOrIO }
        alarm(seconds)
        let reached = Mutex(false)
        let actions = ScheduledActions(limit: limit)
        let mutated = catalog.mutating(mutant, actions: actions) { reached.withLock { $0 = true } }
        let checked = MutationService.$catalogAsWritten.withValue(catalog) { TranscriptFileCheck(path: arguments[6], bless: false, catalog: mutated).run() }
        guard let outcome = checked else {
            return .ending(on: Int32(vmrepl_interrupted()))
        }
        let report = Report(outcome: outcome, reached: reached.withLock { $0 }, exceeded: actions.exceeded)
        guard let record = try? JSONEncoder().encode(report) else { return .usageOrIO }
        StandardStreams.output.write(String(decoding: record, as: UTF8.self) + "\n")
        return .success
    }

    /// The children running, by mutant, and whether a signal stopped the run.
    private final class Running: @unchecked Sendable {
        struct State {
            var children: [Int: RunningChild] = [:]
            var stopping = false
            /// Whether standard error has said that a file was checked in this process.
            var noted = false
            /// Whether files are checked in this process from now on: set when a child
            /// could not start or read its file (too few descriptors), so that no child
            /// takes the descriptor a check here needs.
            var inProcess = false
            /// Why some mutants got no verdict: a file that could not be read even in this
            /// process, a child stopped by its safety net. The run says so.
            var unreadable: [String] = []
        }
        /// Unchecked: its stored properties are `Mutex`es.
        let state = Mutex(State())
        /// Held through a check in this process: one at a time, each with the
        /// descriptors the children left.
        let checkingHere = Mutex(())
    }

    /// The verdict of each of `mutants` on `files`, each mutant held to the limits of
    /// actions `census` sets, at most `jobs` mutants at once; `nil` for those a signal
    /// stopped, or that got none (`unreadable` says which, and why). `progress` is told,
    /// on this thread, how many have their verdict.
    static func verdicts(of mutants: [Mutant], files: [File], census: MutantCensus, jobs: Int, catalog: Catalog,
                         progress: (Int) -> Void = { _ in }) -> (verdicts: [MutationVerdict?], unreadable: [String]) {
        let results = Mutex<[MutationVerdict?]>(Array(repeating: nil, count: mutants.count))
        let running = Running()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = max(1, jobs)
        for (index, mutant) in mutants.enumerated() {
            queue.addOperation {
                let verdict = mutant.ignored.map { MutationVerdict.ignored(reason: $0) }
                    ?? verdict(of: mutant, index: index, files: files, census: census, running: running, catalog: catalog)
                results.withLock { $0[index] = verdict }
            }
        }
        while queue.operationCount > 0 {
            if vmrepl_interrupted() != 0 {
                // A signal sent to vmrepl alone (SIGTERM, SIGHUP) reaches the children too.
                queue.cancelAllOperations()
                running.state.withLock { state in
                    state.stopping = true
                    state.children.values.forEach { $0.stop(with: SIGTERM) }
                }
            }
            progress(results.withLock { $0.count { $0 != nil } })
            usleep(2_000)
        }
        return (results.withLock { $0 }, running.state.withLock { $0.unreadable })
    }

    /// One mutant's files in order, each in a child, until one notices it.
    private static func verdict(of mutant: Mutant, index: Int, files: [File], census: MutantCensus, running: Running,
                                catalog: Catalog) -> MutationVerdict? {
        MutationRun.verdict(files: files.map(\.path)) { path in
            guard let fileIndex = files.firstIndex(where: { $0.path == path }) else { return nil }
            let limit = census.actionLimit(for: mutant, file: fileIndex)
            let started: Result<RunningChild, ChildProcess.Unstartable>? = running.state.withLock { state in
                guard !state.stopping && vmrepl_interrupted() == 0 else { return nil }
                if state.inProcess { return .failure(ChildProcess.Unstartable(description: "files are checked here now")) }
                let started = Result { () throws(ChildProcess.Unstartable) in
                    try ChildProcess.start(.mutant, toolName: Tool.name,
                                           mutant.arguments + [String(limit), String(files[fileIndex].safetySeconds), path], input: .none)
                }
                if case .success(let child) = started { state.children[index] = child }
                return started
            }
            var report: Report?
            switch started {
            case nil:
                return nil
            case .failure(let problem)?:
                // No child could start (too few descriptors): this file is checked here.
                note("a mutant's file could not be checked in a process of its own (\(problem))", running: running)
            case .success(let child)?:
                let record = child.collect() ?? []
                let ending = child.wait()
                running.state.withLock { $0.children[index] = nil }
                if vmrepl_interrupted() != 0 { return nil }
                guard let decoded = try? JSONDecoder().decode(Report.self, from: Data(record)) else {
                    // Stopped by its safety net: no verdict, and the run says so.
                    if ending == .signalled(SIGALRM) {
                        running.state.withLock {
                            $0.unreadable.append("the check of '\(ShownName.of(path))' with \(mutant.style)'s \(mutant.swap) ran \(files[fileIndex].safetySeconds) s without ending or reaching its limit of actions")
                        }
                        return nil
                    }
                    // It crashed: the file noticed.
                    return .crashed
                }
                // A child that could not read the file (a descriptor short) judged nothing:
                // the file is checked here instead.
                if decoded.outcome.kind == .unreadable {
                    note("a mutant's file could not be read in a process of its own (\(decoded.outcome.reason))", running: running)
                } else {
                    report = decoded
                }
            }
            if report == nil {
                let seen = Mutex(false)
                let actions = ScheduledActions(limit: limit)
                let mutated = catalog.mutating(mutant, actions: actions) { seen.withLock { $0 = true } }
                let checked = running.checkingHere.withLock { _ in
                    MutationService.$catalogAsWritten.withValue(catalog) { TranscriptFileCheck(path: path, bless: false, catalog: mutated).run() }
                }
                guard let outcome = checked else { return nil }
                guard outcome.kind != .unreadable else {
                    running.state.withLock { $0.unreadable.append("cannot read transcript '\(ShownName.of(path))': \(outcome.reason)" + (outcome.reason.contains("ulimit") ? "" : "; raise 'ulimit -n' or check the file")) }
                    return nil
                }
                report = Report(outcome: outcome, reached: seen.withLock { $0 }, exceeded: actions.exceeded)
            }
            guard let report else { return nil }
            if report.exceeded { return .timedOut }
            guard report.outcome.kind != .passed else { return .passed(reached: report.reached) }
            return .failed(line: report.outcome.behaviourLine ?? report.outcome.line, traceOnly: report.outcome.behaviourLine == nil && report.outcome.kind == .failed)
        }
    }

    /// Has files checked in this process from now on, and says so once on standard error,
    /// with why.
    private static func note(_ why: String, running: Running) {
        let first = running.state.withLock { state in
            state.inProcess = true
            defer { state.noted = true }
            return !state.noted
        }
        if first {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): note: \(why); such files are checked in this one, where a view model's singleton carries over from file to file", channel: .error))
        }
    }
}
