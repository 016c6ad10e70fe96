/// Why a file could not be read, in a phrase that follows "cannot read 'FILE': ".
public struct FileProblem: Error, Sendable {
    /// The reason, as the system or the reader gives it.
    public let reason: String
    /// Whether there is no such file, so that a lesson of that name may be meant.
    public let isMissing: Bool

    /// A problem for `reason`.
    public init(_ reason: String, isMissing: Bool = false) {
        self.reason = reason
        self.isMissing = isMissing
    }
}

/// Reads a file for `run` and `demo FILE`: its bytes, or why not.
public typealias FileReader = @Sendable (String) -> Result<[UInt8], FileProblem>

/// How the commands that read or write files — `save`, `marbles --svg`, `run` and `demo`
/// — reach them: through the executable's ``Engine/fileWriter`` and ``Engine/fileReader``.
/// In a transcript (``EngineOptions/isTranscript``) nothing is written, and the commands
/// print what they would have written, so `check` neither fails on them nor changes a file.
extension Engine {
    /// The talk `word` names: a file that can be read, else a lesson by number or name.
    func talk(named word: String) -> Result<(DemoScript, String), FileProblem> {
        let read = fileReader?(word) ?? .failure(FileProblem("this engine was made without a file reader (Engine.fileReader)", isMissing: true))
        switch read {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(FileProblem("cannot read '\(word)': it is not valid UTF-8; save it as UTF-8 text"))
            }
            return .success((DemoScript(text), word))
        case .failure(let problem):
            if let lesson = EmbeddedLessons.lesson(named: word) { return .success((DemoScript(lesson.text), lesson.file)) }
            if problem.isMissing { return .failure(FileProblem(CommandError.unknownLesson(word).description)) }
            return .failure(FileProblem("cannot read '\(word)': \(problem.reason)"))
        }
    }

    /// Writes `bytes` to `path` through the file writer; why not, if it could not. A
    /// transcript writes nothing.
    func write(_ bytes: [UInt8], to path: String, replacing: Bool) -> String? {
        if options.isTranscript { return nil }
        guard let fileWriter else { return "this engine was made without a file writer (Engine.fileWriter)" }
        return fileWriter(path, bytes, replacing)
    }
}
