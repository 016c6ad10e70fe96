import StyleKit

/// The lines a session has run, for `save`, which writes them as a transcript that
/// `check` passes.
///
/// Only the input is kept: the commands and the comments, in order. `save` runs them
/// again in a fresh engine set up as `check` sets one up (plain text, 80 columns, no
/// colour, every event, no files written), so the transcript holds what `check` will print, whatever
/// the session's own format (`--format json`), width or colour was. The session is
/// deterministic (virtual time), so the output is the session's own, provided the replay
/// starts where the session started: in a fresh process (``Engine/sessionReplayer``), where
/// a view model's `static let shared` store is new, as it was when the session began.
package struct SavedSession {
    /// The most lines kept; a longer session says so instead of growing.
    var limit = 50_000
    /// The most bytes kept: a few megabytes, however long the lines (a comment line may
    /// be a megabyte).
    var byteLimit = 8 << 20
    /// The lines kept, in order.
    package private(set) var lines: [String] = []
    private var bytes = 0
    /// Whether the session ran more than ``limit`` lines, so that it cannot be saved.
    package private(set) var overflowed = false

    /// Keeps a command line, or a comment line as it stands.
    package mutating func record(_ line: String) {
        guard !overflowed else { return }
        lines.append(line)
        bytes += line.utf8.count
        if lines.count > limit || bytes > byteLimit {
            overflowed = true
            lines = []
        }
    }

    /// Forgets the line just recorded (`save` is not part of what it saves).
    mutating func forgetLast() {
        if let last = lines.popLast() { bytes -= last.utf8.count }
    }

    /// How many of the lines are commands (not comments): what a transcript of them runs.
    var commandCount: Int {
        lines.count { !TranscriptLine.isComment($0) }
    }

    /// A session of `lines`, as recorded.
    package init(lines: [String] = []) {
        for line in lines { record(line) }
    }

    /// The transcript: every line run again in a fresh engine over `catalog`, as `check`
    /// runs it (its messages naming the tool `toolName`), with what it printed (`run`
    /// reading with `fileReader`, as the session did); `nil` if `isInterrupted` stopped it.
    package func transcript(catalog: Catalog, fileReader: FileReader?, toolName: String, experiments: EngineExperiments,
                            isInterrupted: @escaping () -> Bool) -> (text: String, commands: Int)? {
        let engine = Engine(options: .transcript(toolName: toolName, experiments: experiments), catalog: catalog)
        engine.isInterrupted = isInterrupted
        engine.fileReader = fileReader
        var text = ""
        var commands = 0
        for line in lines {
            if isInterrupted() { return nil }
            if TranscriptLine.isComment(line) {
                text += line + "\n"
                continue
            }
            commands += 1
            text += Engine.prompt + line + "\n"
            _ = engine.execute(line) { text += TranscriptLine.written($0.text) + "\n" }
        }
        return (text, commands)
    }
}
