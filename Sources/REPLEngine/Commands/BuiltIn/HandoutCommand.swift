/// `handout FILE|LESSON [--html FILE [--force]]`: a talk as Markdown for a teacher to give
/// out, run in a session of its own; or as one HTML page, written to a file.
struct HandoutCommand: Command, Equatable {
    let talk: String
    /// Where `--html` writes the page, if anywhere, and whether it may replace a file.
    let htmlPath: String?
    let force: Bool

    static let declaration = CommandDeclaration(
        name: "handout", usage: "handout FILE|LESSON [--html FILE [--force]]", summary: "print a talk as a Markdown handout",
        details: "Prints a talk (a transcript or a command file, or a lesson by number or name) as Markdown: its narration as paragraphs, each command and what it printed in a fenced block, at 80 columns without colour. The talk runs in a session of its own; this one is as it was. '--html FILE' writes it instead as one page with nothing to fetch, whose blocks keep their 80 columns on screen and printed (a browser's Print, A4 or Letter); an existing file is kept unless --force. 'save' keeps the handout line, and the transcript it writes expects the Markdown. From the shell, 'vmrepl handout 5 > double-tap.md'.",
        example: "handout double-tap", arguments: .lesson, purpose: .talks
    ) { arguments throws(CommandError) in
        var talk: String?
        var htmlPath: String?
        var force = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--force":
                force = true
            case "--html":
                index += 1
                guard index < arguments.count else { throw arguments.wrong }
                htmlPath = try arguments.fileName(arguments[index], for: "handout --html")
            default:
                if word.hasPrefix("-") && word.count > 1 { throw .unknownOption(word, command: "handout", elsewhere: nil, usage: arguments.usage) }
                guard talk == nil else { throw arguments.wrong }
                talk = word
            }
            index += 1
        }
        guard let talk else { throw arguments.wrong }
        if force && htmlPath == nil { throw .exploreStyles("--force lets --html replace a file; add '--html FILE'", usage: arguments.usage) }
        return HandoutCommand(talk: talk, htmlPath: htmlPath, force: force)
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if let refusal = engine.nestingRefusal(of: .handout) { return .failed(refusal) }
        if let htmlPath {
            switch engine.writeHandoutPage(of: talk, to: htmlPath, replacing: force) {
            case .wrote(let written):
                context.show(.wrote(written))
                return .succeeded
            case .interrupted(let message):
                context.show(.interruption(message))
                return .interrupted(message)
            case .failed(let reason):
                return .failed(reason)
            }
        }
        // JSON gives the handout as one record; text, a line at a time as the talk runs.
        if engine.printsJSON {
            switch engine.handout(of: talk) {
            case .success(let lines):
                context.show(.handout(lines))
                return .succeeded
            case .failure(let problem):
                return .failed(problem.reason)
            }
        }
        if let problem = engine.handout(of: talk, emit: { context.emit(OutputLine(text: $0, channel: .output)) }) { return .failed(problem.reason) }
        if engine.isInterrupted() {
            let message = "interrupted: the handout stops there"
            context.show(.interruption(message))
            return .interrupted(message)
        }
        return .succeeded
    }
}

extension Engine {
    /// Writes the Markdown handout of the talk `word` names (a file this engine's reader
    /// reads, else a lesson by number or name) to `emit` a line at a time, run in a
    /// session of its own that stops when this engine is interrupted and shows its
    /// progress as this one does; why not, if the talk could not be read.
    public func handout(of word: String, emit: (String) -> Void) -> FileProblem? {
        switch talkLines(named: word) {
        case .success(let (lines, name)):
            return Handout.write(lines, name: name, catalog: catalog, fileReader: fileReader, toolName: options.toolName,
                                 experiments: options.experiments, isInterrupted: isInterrupted, lineGateMaker: lineGateMaker,
                                 progressAs: self, emit: emit)
        case .failure(let problem):
            return problem
        }
    }

    /// The Markdown handout of the talk `word` names, whole; or why not.
    public func handout(of word: String) -> Result<[String], FileProblem> {
        var lines: [String] = []
        if let problem = handout(of: word, emit: { lines.append($0) }) { return .failure(problem) }
        return .success(lines)
    }
}

/// What became of `handout --html`.
enum HandoutPageOutcome {
    /// The page was written.
    case wrote(FileWritten)
    /// A signal stopped the talk: nothing was written.
    case interrupted(String)
    /// The talk could not be read, or the file not written: why, in one line.
    case failed(String)
}

extension Engine {
    /// The handout of the talk `word` names, written to `path` as one HTML page (a file
    /// there replaced only if `replacing`), once its talk has run whole.
    /// A talk whose Markdown passes ``HandoutHTML/largestMarkdown`` is stopped there and
    /// refused: a page is held whole until it is written.
    func writeHandoutPage(of word: String, to path: String, replacing: Bool) -> HandoutPageOutcome {
        var lines: [String] = []
        var bytes = 0
        let signalled = isInterrupted
        isInterrupted = { bytes > HandoutHTML.largestMarkdown || signalled() }
        defer { isInterrupted = signalled }
        let problem = handout(of: word) { line in
            bytes += line.utf8.count + 1
            if bytes <= HandoutHTML.largestMarkdown { lines.append(line) }
        }
        if let problem { return .failed(problem.reason) }
        if bytes > HandoutHTML.largestMarkdown {
            return .failed("the handout of '\(ShownName.of(word))' is over \(HandoutHTML.largestMarkdown >> 20) MB of Markdown, too long for one page; print it as Markdown ('handout \(ShownName.of(word))' without --html)")
        }
        if signalled() { return .interrupted("interrupted: the handout stops there; nothing was written") }
        if let problem = write(Array(HandoutHTML.page(lines).utf8), to: path, replacing: replacing) {
            return .failed("cannot write '\(ShownName.of(path))': \(problem)")
        }
        return .wrote(.handoutPage(path: path, talk: word, commands: lines.count { $0.hasPrefix(Engine.prompt) }))
    }

    /// `handout TALK --html PATH` from the shell: the line that says what was written, or
    /// why not, and how it ended.
    package func handoutPage(of word: String, to path: String, replacing: Bool) -> (line: String, status: LineStatus) {
        switch writeHandoutPage(of: word, to: path, replacing: replacing) {
        case .wrote(let written): (NoteWording.text(written), .succeeded)
        case .interrupted(let message): (message, .interrupted)
        case .failed(let reason): (reason, .failed)
        }
    }

    /// The words after the shell's `handout`, read as the command reads them: the talk,
    /// and where `--html` writes its page and whether it may replace a file; why not, in
    /// one line naming the word.
    package func handoutRequest(_ words: [String]) -> Result<(talk: String, htmlPath: String?, force: Bool), CommandError> {
        do throws(CommandError) {
            guard let command = try parser.command(words: ["handout"] + words) as? HandoutCommand else {
                return .failure(.wrongArguments(command: "handout", usage: HandoutCommand.declaration.usage))
            }
            return .success((command.talk, command.htmlPath, command.force))
        } catch {
            return .failure(error)
        }
    }
}
