#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import CLineEdit
import REPLEngine

/// The worker processes of a long `explore` search: each ``ExploreSlice`` replayed by a
/// child of this same executable (a team's tool runs itself, with its own styles), all
/// at once, one a processor. A child is started as ``ChildProcess/Role/explore`` and
/// given its slice as JSON on standard input; it writes `progress N` lines as it goes (N
/// sequences replayed), then its ``ExploreSliceFinds`` as one JSON line.
///
/// Processes, not threads: each child has its own view models' singletons and globals,
/// and the engine stays a loop. They serve whoever waits on a deep search (a teacher's
/// `explore --all --screen login --depth 4`, a team's gate at depth 5): 17.9 s in one
/// process, 9.6 s in two on this 2-core machine (docs/PERFORMANCE.md).
enum ExploreWorkerProcesses {
    /// Gives `engine` one worker a processor, where there is more than one.
    static func attach(to engine: Engine) {
        let processors = TranscriptChildren.processors
        guard processors > 1 else { return }
        engine.exploreWorkers = ExploreWorkers(count: processors, run: run)
    }

    /// In a child: the slice its parent gave it on standard input.
    static var sliceFromParent: ExploreSlice? {
        try? JSONDecoder().decode(ExploreSlice.self, from: ChildProcess.readStandardInput())
    }

    /// In a child: replays `slice` and writes what it found for the parent. It stops as
    /// interrupted when a signal comes, or when its parent is gone (killed: no one would
    /// read what it found).
    static func reportToParent(_ slice: ExploreSlice, engine: Engine) -> ExitCode {
        engine.isInterrupted = { ChildProcess.shouldStop }
        let finds = engine.exploreSlice(slice) { replayed in
            StandardStreams.output.write("\(progressWord) \(replayed)\n")
            StandardStreams.output.flush()
        }
        if ChildProcess.shouldStop { return .ending(on: Int32(vmrepl_interrupted())) }
        guard let finds, let record = try? JSONEncoder().encode(finds) else {
            StandardStreams.error.write("\(Tool.name): this explore worker's slice names what this catalog does not have\n")
            return .usageOrIO
        }
        StandardStreams.output.write(String(decoding: record, as: UTF8.self) + "\n")
        return .success
    }

    /// What begins a worker's progress line.
    private static let progressWord = "progress"

    /// Runs each slice in a child, all at once, and waits for them; their finds in
    /// order, `nil` for a child that could not start or ended without reporting; stopped
    /// by a signal, what each had replayed by its last report. The progress line counts
    /// what they have replayed together as they report it. A signal
    /// that reached only this process (SIGTERM, SIGHUP) is passed on to them.
    @Sendable static func run(_ slices: [ExploreSlice]) -> [ExploreSliceFinds?] {
        var children: [RunningChild?] = []
        for slice in slices {
            guard let json = try? JSONEncoder().encode(slice),
                  let child = try? ChildProcess.start(.explore, toolName: Tool.name, input: .pipe) else {
                children.append(nil)
                continue
            }
            // The child reads its slice whole before it writes, so this cannot wait on it.
            children.append(child.send(Array(json)) ? child : nil)
        }
        let running = children.compactMap { $0 }
        var replayed = running.map { _ in 0 }
        let outputs = RunningChild.collectAll(running, isInterrupted: {
            ExploreProgressLine.tick()
            return vmrepl_interrupted() != 0
        }, onLine: { index, line in
            let words = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard words.count == 2, words[0] == progressWord, let count = Int(words[1]) else { return }
            replayed[index] = count
            ExploreProgressLine.workersReplayed(replayed.reduce(0, +))
        })
        var finds: [ExploreSliceFinds?] = []
        var next = 0
        for child in children {
            guard child != nil else {
                finds.append(nil)
                continue
            }
            defer { next += 1 }
            // Stopped by a signal: what it had replayed, as it last said, and nothing found.
            guard let output = outputs[next] else {
                finds.append(ExploreSliceFinds(found: [], replayed: replayed[next], interrupted: true))
                continue
            }
            // The finds are the last line; the progress lines come before it.
            let last = output.split(separator: UInt8(ascii: "\n")).last
            finds.append(last.flatMap { try? JSONDecoder().decode(ExploreSliceFinds.self, from: Data($0)) })
        }
        return finds
    }
}
