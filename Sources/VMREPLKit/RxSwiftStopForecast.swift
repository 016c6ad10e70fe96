#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine
import StyleKit

/// Whether a line typed at the prompt would stop the program, found by running the
/// session and the line in a child (``ChildProcess/Role/trial``) first.
///
/// On the RealRxSwift build a style runs on RxSwift itself, whose debug build ends the
/// whole program on a misuse MiniRx only reports (`rxFatalErrorInDebug`: an error bound to
/// a relay), taking the session with it. The session is deterministic and a fresh process
/// starts where it started, so the child stops exactly where the line would; the prompt
/// then says so and asks. A default build never tries a line (no style runs on RxSwift).
enum RxSwiftStopForecast {
    /// Why running `lines` in a fresh process stops it: RxSwift's fatal error, in one
    /// line (`Binding error to behavior relay: boom (RxRelay/Observable+Bind.swift:97)`);
    /// `nil` if they run to the end, or if a signal came. Where no child can be started
    /// (no descriptor left), standard error says so and the line runs untried.
    static func stop(trying lines: [String]) -> String? {
        let child: RunningChild
        do throws(ChildProcess.Unstartable) {
            child = try ChildProcess.start(.trial, toolName: Tool.name, input: .pipe)
        } catch {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): note: the command could not be tried first (\(error)); it runs, and RxSwift's debug build may stop on it", channel: .error))
            return nil
        }
        _ = child.send(Array(lines.map { $0 + "\n" }.joined().utf8))
        guard let said = child.collect(keepingLast: 1 << 16, isInterrupted: { vmrepl_interrupted() != 0 }),
              case .signalled = child.ending else { return nil }
        return reason(in: String(decoding: said, as: UTF8.self))
    }

    /// The fatal error in what a stopped child wrote: Swift's `FILE:LINE: Fatal error: WHY`
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

    /// In the child: runs the session's lines from standard input as `check` would, its
    /// standard error joined to its standard output (where the parent reads the fatal
    /// error), and writes nothing of its own.
    static func tryForParent(catalog: Catalog) -> ExitCode {
        dup2(1, 2)
        let (engine, lines) = SessionReplayProcess.engineForParentsLines(catalog: catalog)
        return engine.replayTranscript(of: lines) == nil ? .ending(on: vmrepl_interrupted()) : .success
    }
}
