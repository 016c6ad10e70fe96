import Foundation
import CLineEdit
import REPLEngine
import StyleKit
import Synchronization

/// `check A B C`: each file checked in a child process of this same executable (a team's
/// tool runs itself, with its own styles), so that nothing one file's view models leave
/// behind — a `static let shared` store, a global — can reach another. At most `jobs`
/// run at once; the outcomes are handed on in the order of the command line.
///
/// A child is started as ``ChildProcess/Role/check`` with `bless|check FILE`: it checks the
/// one file and writes its ``TranscriptOutcome`` as one JSON line on standard output.
enum TranscriptChildren {
    /// The processors this machine has: how many files are checked at once by default.
    static var processors: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// In a child: checks `path` and writes its outcome for the parent.
    static func reportToParent(_ path: String, bless: Bool, catalog: Catalog) -> ExitCode {
        guard let outcome = TranscriptFileCheck(path: path, bless: bless, catalog: catalog).run() else {
            return .ending(on: Int32(vmrepl_interrupted()))
        }
        guard let record = try? JSONEncoder().encode(outcome) else { return .usageOrIO }
        StandardStreams.output.write(String(decoding: record, as: UTF8.self) + "\n")
        return .success
    }

    /// What the workers share with the loop that reports: each file's outcome once known,
    /// the children running, and whether a signal has stopped the check. A child is
    /// started and registered in one step under the lock, and stopping ends every child
    /// registered under it, so a signal at any moment of start-up reaches every child.
    private final class Progress: @unchecked Sendable {
        /// How checking one file ended in a worker.
        enum Finished {
            /// Its child's outcome; `nil` if a signal stopped it.
            case outcome(TranscriptOutcome?)
            /// No child could start (too few descriptors, `ulimit -u`): this process checks it.
            case unstarted(ChildProcess.Unstartable)
        }
        struct State {
            var finished: [Finished?]
            var running: [Int: RunningChild] = [:]
            var stopping = false
        }
        /// Unchecked: its one stored property is a `Mutex`.
        let state: Mutex<State>

        init(count: Int) {
            state = Mutex(State(finished: Array(repeating: nil, count: count)))
        }
    }

    /// Checks `paths`, each in a child, at most `jobs` at once, and calls `ready` with
    /// each index and outcome in order (`nil`: a signal stopped it, or it never started).
    /// A file whose child cannot start (too few file descriptors, `ulimit -n`; too many
    /// processes) is checked in this process, on its first thread as the REPL runs view
    /// models, and standard error says so once.
    static func check(_ paths: [String], bless: Bool, jobs wanted: Int, catalog: Catalog, ready: (Int, TranscriptOutcome?) -> Void) {
        // Under a low `ulimit -n`, fewer children at once: each running one holds a pipe's
        // end here, and the one starting two more.
        let free = ChildProcess.freeDescriptors(upTo: 2 * wanted + ChildProcess.descriptorsNeeded)
        let jobs = max(1, min(wanted, (free - ChildProcess.descriptorsNeeded) / 2 + 1))
        let progress = Progress(count: paths.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = jobs
        for (index, path) in paths.enumerated() {
            queue.addOperation {
                let finished = run(path, bless: bless, index: index, progress: progress)
                progress.state.withLock {
                    $0.running[index] = nil
                    $0.finished[index] = finished
                }
            }
        }
        var next = 0
        var noted = false
        while next < paths.count {
            let (finished, stopping) = progress.state.withLock { state in (state.finished[next], state.stopping) }
            switch finished {
            case .outcome(let outcome)?:
                ready(next, outcome)
                next += 1
                continue
            case .unstarted(let problem)?:
                if !noted {
                    noted = true
                    StandardStreams.emit(OutputLine(text: "\(Tool.name): note: a file could not be checked in a process of its own (\(problem)); such files are checked in this one, where a view model's singleton carries over from file to file", channel: .error))
                }
                ready(next, vmrepl_interrupted() != 0 ? nil : TranscriptFileCheck(path: paths[next], bless: bless, catalog: catalog).run())
                next += 1
                continue
            case nil:
                break
            }
            if vmrepl_interrupted() != 0 && !stopping {
                // A signal sent to vmrepl alone (SIGTERM, SIGHUP) reaches the children too.
                queue.cancelAllOperations()
                progress.state.withLock { state in
                    state.stopping = true
                    state.running.values.forEach { $0.stop(with: SIGTERM) }
                }
            }
            if stopping && queue.operationCount == 0 {
                // What never started, or was stopped, has no outcome.
                for index in next..<paths.count {
                    let finished = progress.state.withLock { $0.finished[index] }
                    if case .outcome(let outcome)? = finished { ready(index, outcome) } else { ready(index, nil) }
                }
                return
            }
            usleep(2_000)
        }
    }

    /// Runs one child on `path` and waits for it: its outcome, `nil` if a signal stopped it
    /// (before it started too), or why it could not start.
    private static func run(_ path: String, bless: Bool, index: Int, progress: Progress) -> Progress.Finished {
        let clock = ContinuousClock()
        let startedAt = clock.now
        let started: Result<RunningChild, ChildProcess.Unstartable>? = progress.state.withLock { state in
            guard !state.stopping && vmrepl_interrupted() == 0 else { return nil }
            let started = Result { () throws(ChildProcess.Unstartable) in
                try ChildProcess.start(.check, toolName: Tool.name, [bless ? "bless" : "check", path], input: path == "-" ? .inherited : .none)
            }
            if case .success(let child) = started { state.running[index] = child }
            return started
        }
        let child: RunningChild
        switch started {
        case nil:
            return .outcome(nil)
        case .failure(let problem)?:
            return .unstarted(problem)
        case .success(let running)?:
            child = running
        }
        let record = child.collect() ?? []
        if let outcome = try? JSONDecoder().decode(TranscriptOutcome.self, from: Data(record)) { return .outcome(outcome) }
        if vmrepl_interrupted() != 0 { return .outcome(nil) }
        let ending = child.wait()
        if case .signalled(let signal) = ending, signal == SIGILL || signal == SIGTRAP {
            // As a Swift fatal error ends a program (RxSwift's debug build stops so on a
            // misuse); its message, if it wrote one, is the child's last on standard error.
            return .outcome(TranscriptOutcome(kind: .stopped, reason: "its check stopped the program part way (\(ending), as a Swift fatal error ends it; any message is above)",
                                              seconds: (clock.now - startedAt).inSeconds))
        }
        return .outcome(TranscriptOutcome(kind: .unreadable,
                                          reason: "its check ended without an outcome (\(ending)); run '\(Tool.name) check \(path)' alone to see why"))
    }
}
