#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import CLineEdit
import Experiments
import REPLEngine
import StyleKit

/// `save`'s replay in a child of this same executable (``ChildProcess/Role/replay``): the
/// session's lines go in on standard input, the transcript comes back on standard output.
/// A fresh process starts every view model's singletons (`static let shared`) where the
/// session's started, so a saved file holds what the session printed and passes `check`,
/// which gives each file a fresh process too; a replay in the session's own process
/// would find them moved on.
enum SessionReplayProcess {
    /// Gives `engine` the replay in a child process.
    static func attach(to engine: Engine) {
        engine.sessionReplayer = { [unowned engine] lines in
            replay(lines) { engine.replayTranscript(of: lines).map(SessionReplay.replayed) ?? .interrupted }
        }
    }

    /// The transcript of `lines`, replayed in a child; a signal to this process stops it.
    /// Where no child can be started (no descriptor left, `ulimit -n`), they are replayed
    /// in this process, as `save` did before, and standard error says so: the file is
    /// then right for every view model but one that keeps state in a singleton.
    static func replay(_ lines: [String], inThisProcess: () -> SessionReplay) -> SessionReplay {
        let child: RunningChild
        do throws(ChildProcess.Unstartable) {
            child = try ChildProcess.start(.replay, toolName: Tool.name, input: .pipe)
        } catch {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): note: save could not start a process to replay the session in (\(error)); it replayed it in this one, where a view model's singleton may have moved on", channel: .error))
            return inThisProcess()
        }
        let sent = child.send(Array(lines.map { $0 + "\n" }.joined().utf8))
        guard let transcript = child.collect(isInterrupted: { vmrepl_interrupted() != 0 }) else {
            return .interrupted
        }
        guard sent, child.ending == .exited(0) else {
            if vmrepl_interrupted() != 0 { return .interrupted }
            return .failed("the process replaying the session ended without a transcript (\(child.wait()))")
        }
        return .replayed(String(decoding: transcript, as: UTF8.self))
    }

    /// In the child: reads the session's lines, replays them as `check` runs a transcript
    /// (`run` reading files as the session did, from the same directory) and writes the
    /// transcript. It stops when a signal comes, or when its parent is gone (killed: no
    /// one would read the transcript).
    static func replayForParent(catalog: Catalog) -> ExitCode {
        let (engine, lines) = engineForParentsLines(catalog: catalog)
        guard let transcript = engine.replayTranscript(of: lines) else { return .ending(on: vmrepl_interrupted()) }
        StandardStreams.output.write(transcript)
        return .success
    }

    /// In a child: the session's lines its parent sent on standard input, and an engine
    /// to run them as `check` runs a transcript, stopping when a signal comes or the
    /// parent is gone.
    static func engineForParentsLines(catalog: Catalog) -> (Engine, [String]) {
        let input = ChildProcess.readStandardInput()
        var lines = String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let engine = Engine(options: .transcript(toolName: Tool.name, experiments: ExperimentServices.all), catalog: catalog)
        engine.isInterrupted = { ChildProcess.shouldStop }
        SessionFiles.attach(to: engine)
        return (engine, lines)
    }
}
