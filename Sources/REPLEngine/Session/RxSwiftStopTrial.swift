import StyleKit

extension Engine {
    /// The session's lines and then `line`, for the interactive prompt to try `line` in a
    /// fresh process before running it: only when it reaches a style that runs on RxSwift
    /// itself (the RealRxSwift trait), whose debug build stops the whole program on a
    /// misuse MiniRx only reports (an error bound to a relay), and when the session so
    /// far can be replayed. The session is deterministic, so the try stops exactly where
    /// running the line here would. `nil` for a line that reaches no such style.
    public func linesToTry(before line: String) -> [String]? {
        guard !TranscriptLine.isComment(line), !savedSession.overflowed,
              session.activeStyles.contains(where: \.runsOnRxSwift),
              let command = (try? parser.command(for: line)) as? any SessionCommand,
              command.effects.changesVariants else { return nil }
        return savedSession.lines + [line]
    }
}
