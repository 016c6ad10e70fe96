#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Experiments
import REPLEngine
import StyleKit

/// The RealRxSwift build's ``LineGate``: a child process (``ChildProcess/Role/shadow``) that
/// runs every line that changes the session as the session runs it, so that it stands
/// where the session stands, and runs a line that reaches a style on RxSwift before the
/// session does.
///
/// RxSwift's debug build ends the whole program on a misuse MiniRx only reports (an error
/// bound to a relay), taking the session with it. The session is deterministic and the
/// shadow started where it started, so the shadow stops exactly where the line would stop
/// this process; `ask` then puts the question to the user before the line runs here. A
/// line that reaches no such style is handed on without waiting, so trying a line costs
/// what running it costs, however long the session is: the session's lines are run again
/// only to start a new shadow, after a stop the user refused or a Ctrl-C during a trial.
/// A command Ctrl-C stopped part way here ran whole there.
final class RxSwiftShadow: LineGate {
    private let ask: (_ line: String, _ stop: String) -> Bool
    private var child: RunningChild?
    /// Lines handed to the shadow that it has not answered yet (one NUL byte a line).
    private var unanswered = 0
    /// The last of what the shadow wrote besides its answers: where its fatal error is.
    private var said: [UInt8] = []
    /// The lines handed on, to start a new shadow where the last one stood.
    private var mirrored = SavedSession()
    /// Whether lines now run untried (standard error has said why).
    private var untried = false

    /// A gate whose question before a stop is `ask`, given the line and RxSwift's
    /// message; true runs the line.
    init(ask: @escaping (_ line: String, _ stop: String) -> Bool) {
        self.ask = ask
    }

    /// A gate for `engine`'s session and every session it starts (a handout's), asking
    /// with `ask`.
    static func attach(to engine: Engine, asking ask: @escaping (_ line: String, _ stop: String) -> Bool) {
        engine.lineGateMaker = { RxSwiftShadow(ask: ask) }
    }

    func refusal(of line: String, reachesRxSwift: Bool) -> String? {
        guard !untried, let child = shadow() else { return nil }
        _ = child.feed(Array((line + "\n").utf8))
        unanswered += 1
        guard reachesRxSwift else {
            mirrored.record(line)
            // What it has answered so far, so that its pipe never fills.
            if let bytes = child.available(waiting: 0) { take(bytes) } else { endedUnasked(child) }
            return nil
        }
        while unanswered > 0 {
            if vmrepl_interrupted() != 0 {
                // The line is cancelled here, and the shadow, which may have run it, goes.
                self.child = nil
                return "interrupted: not run"
            }
            guard let bytes = child.available(waiting: 50) else {
                let ending = child.wait()
                self.child = nil
                guard unanswered == 1, case .signalled = ending else {
                    endedUnasked(child)
                    return nil
                }
                guard ask(line, Self.reason(in: String(decoding: said, as: UTF8.self))) else {
                    return "not run: it stops the program; the session goes on"
                }
                // The user chose the stop: the program ends on RxSwift's one message, at
                // once, as the app would, not after Swift's backtrace and its countdown.
                signal(SIGILL, SIG_DFL)
                signal(SIGTRAP, SIG_DFL)
                return nil
            }
            take(bytes)
        }
        said = []
        mirrored.record(line)
        return nil
    }

    /// The shadow, started (and given the session's lines so far) if there is none; `nil`
    /// where none can be, standard error saying why once.
    private func shadow() -> RunningChild? {
        if let child { return child }
        guard !mirrored.overflowed else {
            giveUp("the session is longer than \(Tool.name) keeps to try lines in")
            return nil
        }
        let started: RunningChild
        do throws(ChildProcess.Unstartable) {
            started = try ChildProcess.start(.shadow, toolName: Tool.name, input: .pipe)
        } catch {
            giveUp("no process could be started to try them in (\(error))")
            return nil
        }
        child = started
        unanswered = 0
        said = []
        for line in mirrored.lines {
            _ = started.feed(Array((line + "\n").utf8))
            unanswered += 1
            if let bytes = started.available(waiting: 0) { take(bytes) }
        }
        return started
    }

    /// Counts the answers in what the shadow wrote, and keeps the rest's last 64 KB.
    private func take(_ bytes: [UInt8]) {
        for byte in bytes {
            if byte == 0 { unanswered -= 1 } else { said.append(byte) }
        }
        if said.count > 1 << 17 { said.removeFirst(said.count - (1 << 16)) }
    }

    /// The shadow ended on a line it was not asked about: it no longer stands where the
    /// session stands.
    private func endedUnasked(_ ended: RunningChild) {
        giveUp("the process trying them ended on a line that runs here (\(ended.wait()))")
    }

    private func giveUp(_ why: String) {
        child = nil
        untried = true
        StandardStreams.emit(OutputLine(text: "\(Tool.name): note: lines are no longer tried before they run: \(why); one that stops RxSwift's debug build ends the session", channel: .error))
    }

    /// The fatal error in what a stopped shadow wrote: Swift's `FILE:LINE: Fatal error: WHY`
    /// line, as `WHY (FILE:LINE)` with the file's last two path components; or a plain
    /// sentence when there is none (a crash of another kind).
    static func reason(in said: String) -> String {
        let marker = ": Fatal error: "
        guard let line = said.split(separator: "\n").last(where: { $0.contains(marker) }),
              let found = line.range(of: marker) else { return "the program stops here" }
        let place = line[..<found.lowerBound].split(separator: "/").suffix(2).joined(separator: "/")
        let why = line[found.upperBound...]
        return place.isEmpty ? String(why) : "\(why) (\(place))"
    }

    /// In the child: runs each line read from standard input as the session ran it (as
    /// `check` runs a transcript, printing nothing) and answers it with a NUL byte on
    /// standard output, where its standard error goes too (the parent reads the fatal
    /// error there). Ctrl-C, meant for the session, leaves it be; it ends with its input.
    static func mirrorForParent(catalog: Catalog) -> ExitCode {
        dup2(1, 2)
        signal(SIGINT, SIG_IGN)
        let engine = Engine(options: .transcript(toolName: Tool.name, experiments: ExperimentServices.all), catalog: catalog)
        engine.isInterrupted = { ChildProcess.shouldStop }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !ChildProcess.shouldStop {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .success }
            pending += buffer[..<count]
            var start = 0
            while let end = pending[start...].firstIndex(of: 10) {
                _ = engine.execute(bytes: Array(pending[start..<end])) { _ in }
                start = end + 1
                var answer: UInt8 = 0
                guard write(1, &answer, 1) == 1 else { return .success }
            }
            pending.removeFirst(start)
        }
        return .ending(on: vmrepl_interrupted())
    }
}
