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
    /// and the children running.
    private final class Progress: @unchecked Sendable {
        struct State {
            var outcomes: [TranscriptOutcome??]
            var running: [Int: Process] = [:]
        }
        /// Unchecked: its one stored property is a `Mutex`.
        let state: Mutex<State>

        init(count: Int) {
            state = Mutex(State(outcomes: Array(repeating: nil, count: count)))
        }
    }

    /// Checks `paths`, each in a child, at most `jobs` at once, and calls `ready` with
    /// each index and outcome in order (`nil`: a signal stopped it, or it never started).
    static func check(_ paths: [String], bless: Bool, jobs: Int, ready: (Int, TranscriptOutcome?) -> Void) {
        let progress = Progress(count: paths.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = jobs
        for (index, path) in paths.enumerated() {
            queue.addOperation {
                let outcome = vmrepl_interrupted() != 0 ? nil : run(path, bless: bless) { process in
                    progress.state.withLock { $0.running[index] = process }
                }
                progress.state.withLock {
                    $0.running[index] = nil
                    $0.outcomes[index] = .some(outcome)
                }
            }
        }
        var next = 0
        var stopping = false
        while next < paths.count {
            let finished = progress.state.withLock { state in state.outcomes[next] }
            if let outcome = finished {
                ready(next, outcome)
                next += 1
                continue
            }
            if vmrepl_interrupted() != 0 && !stopping {
                // A signal sent to vmrepl alone (SIGTERM, SIGHUP) reaches the children too.
                stopping = true
                queue.cancelAllOperations()
                progress.state.withLock { state in state.running.values.forEach { $0.terminate() } }
            }
            if stopping && queue.operationCount == 0 {
                // What never started, or was stopped, has no outcome.
                for index in next..<paths.count { ready(index, progress.state.withLock { $0.outcomes[index] } ?? nil) }
                return
            }
            usleep(2_000)
        }
    }

    /// Runs one child on `path` and waits for it; its outcome, or `nil` if a signal
    /// stopped it.
    private static func run(_ path: String, bless: Bool, started: (Process) -> Void) -> TranscriptOutcome? {
        let child: ChildProcess.Started
        do throws(ChildProcess.Unstartable) {
            child = try ChildProcess.start(.check, toolName: Tool.name, [bless ? "bless" : "check", path], input: path == "-" ? .inherited : .none)
        } catch {
            return TranscriptOutcome(kind: .unreadable, reason: "cannot start a process to check it in: \(error)")
        }
        let (process, output) = (child.process, child.output)
        started(process)
        let record = output.read.readDataToEndOfFile()
        process.waitUntilExit()
        if let outcome = try? JSONDecoder().decode(TranscriptOutcome.self, from: record) { return outcome }
        if vmrepl_interrupted() != 0 { return nil }
        return TranscriptOutcome(kind: .unreadable,
                                 reason: "its check ended without an outcome (\(ChildProcess.ending(of: process))); run '\(Tool.name) check \(path)' alone to see why")
    }
}
