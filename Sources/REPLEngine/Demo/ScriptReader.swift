/// Reads a talk a line at a time into its steps, so that `run FILE` holds one line of a
/// file however long it is, and a demo's step what a projector shows of its narration: the first line that is not a comment says whether it is a
/// transcript (it starts with the prompt), whose output lines are not steps.
struct ScriptReader {
    /// Whether the file is a transcript; `nil` until its first line that is not a comment.
    private(set) var isTranscript: Bool?
    /// The comments since the last command: the next step's narration, or the closing.
    private var kept: [String] = []
    /// The comments since the last command past the ones kept.
    private var leftOut = 0
    /// The lines read so far.
    private(set) var lineNumber = 0
    /// The bytes of the comments kept since the last command.
    private var keptBytes = 0
    /// The most comments kept for a step, and the most bytes of them (`run` keeps none).
    let keptNarration: Int
    let keptNarrationBytes: Int

    init(keptNarration: Int = 0, keptBytes: Int = 0) {
        self.keptNarration = keptNarration
        keptNarrationBytes = keptBytes
    }

    /// The comments since the last command, and a line that says how many more there
    /// were if there were more than are kept.
    var closing: [String] {
        leftOut == 0 ? kept : kept + ["# … and \(leftOut) more lines of narration, in the file"]
    }

    /// Reads the next line (a CR before its line feed is dropped); the step it is, if it
    /// is a command.
    mutating func read(_ text: String) -> DemoScript.Step? {
        lineNumber += 1
        let line = text.hasSuffix("\r") ? String(text.utf8.dropLast()) ?? text : text
        if TranscriptLine.isComment(line) {
            // Blank lines separate narration; they are not shown.
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if leftOut == 0 && kept.count < keptNarration && keptBytes + line.utf8.count <= keptNarrationBytes {
                    kept.append(line)
                    keptBytes += line.utf8.count
                } else {
                    leftOut += 1
                }
            }
            return nil
        }
        if isTranscript == nil { isTranscript = line.hasPrefix(Engine.prompt) }
        let command: String
        if isTranscript == true {
            guard case .input(let input) = TranscriptLine(line[...]) else { return nil }
            command = input
        } else {
            command = line
        }
        defer {
            kept = []
            keptBytes = 0
            leftOut = 0
        }
        return DemoScript.Step(narration: closing, command: command, line: lineNumber)
    }
}
