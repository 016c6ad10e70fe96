/// Why a file could not be read, in a phrase that follows "cannot read 'FILE': ".
public struct FileProblem: Error, Sendable {
    /// The reason, as the system or the reader gives it.
    public let reason: String
    /// Whether there is no such file, so that a lesson of that name may be meant.
    public let isMissing: Bool
    /// Whether this machine ran short (of descriptors or memory) as it opened the file:
    /// no fault of the file, and no output a transcript may expect.
    public let isShortage: Bool

    /// A problem for `reason`.
    public init(_ reason: String, isMissing: Bool = false, isShortage: Bool = false) {
        self.reason = reason
        self.isMissing = isMissing
        self.isShortage = isShortage
    }
}

/// A file opened for `run` and `demo FILE`, read a line at a time, so that a long file is
/// never held whole.
public struct FileLines {
    /// The next line, without its line feed; `nil` at the end, or where reading failed.
    let next: () -> [UInt8]?
    /// Why reading failed, once ``next`` has given `nil`; `nil` at the file's end.
    let failure: () -> FileProblem?

    /// A file whose lines `next` gives, and `failure` why it stopped early, if it did.
    public init(next: @escaping () -> [UInt8]?, failure: @escaping () -> FileProblem?) {
        self.next = next
        self.failure = failure
    }

    /// The lines of `bytes`.
    init(_ bytes: [UInt8]) {
        var lines = TextFileFormat.lines(of: bytes).makeIterator()
        self.init(next: { lines.next().map(Array.init) }, failure: { nil })
    }
}

/// Opens a file for `run` and `demo FILE`: its lines, or why not.
public typealias FileReader = @Sendable (String) -> Result<FileLines, FileProblem>

/// How the commands that read or write files — `save`, `marbles --svg`, `run` and `demo`
/// — reach them: through the executable's ``Engine/fileWriter`` and ``Engine/fileReader``.
/// In a transcript (``EngineOptions/isTranscript``) nothing is written, and the commands
/// print what they would have written, so `check` neither fails on them nor changes a file.
extension Engine {
    /// The talk `word` names, whole, for `demo`: a file that can be read, else a lesson by
    /// number or name.
    func talk(named word: String) -> Result<(DemoScript, String), FileProblem> {
        let (lines, name): (FileLines, String)
        switch talkLines(named: word) {
        case .success(let opened): (lines, name) = opened
        case .failure(let problem): return .failure(problem)
        }
        // A file is read a step at a time (and again to check it); a lesson is text.
        if let lesson = EmbeddedLessons.lesson(named: word), lesson.file == name { return .success((DemoScript(lesson.text), name)) }
        guard let fileReader else { return .failure(FileProblem("this engine was made without a file reader (Engine.fileReader)")) }
        do throws(FileProblem) {
            return .success((try DemoScript(lines, name: name, reader: fileReader, path: word), name))
        } catch {
            return .failure(error)
        }
    }

    /// The talk `word` names, opened to be read a line at a time (`run`): a file that can
    /// be read, else a lesson by number or name; and its name.
    func talkLines(named word: String) -> Result<(FileLines, String), FileProblem> {
        let read = fileReader?(word) ?? .failure(FileProblem("this engine was made without a file reader (Engine.fileReader)", isMissing: true))
        switch read {
        case .success(let lines):
            return .success((lines, word))
        case .failure(let problem):
            if let lesson = EmbeddedLessons.lesson(named: word) { return .success((FileLines(Array(lesson.text.utf8)), lesson.file)) }
            if problem.isMissing { return .failure(FileProblem(CommandError.unknownLesson(word).description)) }
            return .failure(FileProblem("cannot read '\(word)': \(problem.reason)"))
        }
    }

    /// Why a talk cannot be read: its line `line` is not UTF-8.
    static func notUTF8(_ name: String, line: Int) -> FileProblem {
        FileProblem("cannot read '\(name)': line \(line) is not valid UTF-8; save it as UTF-8 text")
    }

    /// Writes `bytes` to `path` through the file writer; why not, if it could not. A
    /// transcript writes nothing.
    /// Why `path` could not be written (`isDirectory`: a directory files are written
    /// in), known before anything is worked out to write there; `nil` if it can be, in a
    /// transcript (which writes nothing), and without a ``fileWriteChecker``.
    func writeProblem(_ path: String, replacing: Bool, isDirectory: Bool) -> String? {
        if options.isTranscript { return nil }
        return fileWriteChecker?(path, replacing, isDirectory)
    }

    func write(_ bytes: [UInt8], to path: String, replacing: Bool) -> String? {
        if options.isTranscript { return nil }
        guard let fileWriter else { return "this engine was made without a file writer (Engine.fileWriter)" }
        return fileWriter(path, bytes, replacing)
    }
}
