import StyleKit

/// How replaying a session's lines as a transcript, for `save`, ended.
public enum SessionReplay: Equatable, Sendable {
    /// The transcript, as `check` prints it.
    case replayed(String)
    /// It could not be replayed: why, in one line.
    case failed(String)
    /// A signal stopped it.
    case interrupted
}

extension Engine {
    /// The transcript of `lines` (commands and comments, as a session recorded them): each
    /// run again in a fresh engine as `check` runs it, with what it printed; `nil` if
    /// interrupted. What a child replaying a session for its parent's `save` prints.
    public func replayTranscript(of lines: [String]) -> String? {
        SavedSession(lines: lines).transcript(catalog: catalog, fileReader: fileReader, toolName: options.toolName,
                                              experiments: options.experiments, isInterrupted: isInterrupted)?.text
    }

    /// The session so far as `save` writes it: replayed by ``sessionReplayer`` when the
    /// executable gave one, else in this process.
    func replaySavedSession() -> SessionReplay {
        if let sessionReplayer { return sessionReplayer(savedSession.lines) }
        return replayTranscript(of: savedSession.lines).map(SessionReplay.replayed) ?? .interrupted
    }
}
