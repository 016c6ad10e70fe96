import StyleKit

/// What `explore --save` writes: for two styles, the regression test of what tells them
/// apart (``RegressionTest``); with `--all`, a transcript for each two classes.
extension ExploreCommand {
    /// Writes the transcripts: for two styles, the regression test of what tells them
    /// apart to the file `path` names; with `--all`, one transcript a pair of classes in
    /// the directory `path` names. Why not, if not.
    func save(_ result: ExploreResult, to path: String, _ context: CommandContext) -> String? {
        let engine = context.engine
        guard !all else { return saveClasses(result, to: path, context) }
        let pair = ExploreResult.Pair(first: 0, second: 1)
        guard let witness = result.witnesses[pair] else {
            context.show(.wrote(.nothing(path: path)))
            return nil
        }
        let model = self.model ?? result.styles[0]
        guard let tested = result.styles.first(where: { $0 != model }) else { return nil }
        var session = SavedSession()
        let command = "\(engine.options.toolName) explore \(model) \(tested) --screen \(result.screen)\(asRendered ? " --as-rendered" : "")"
        for line in RegressionTest.header(command: command, model: model, tested: tested, witness: witness, asRendered: asRendered) {
            session.record(line)
        }
        if asRendered {
            // A transcript compares every event, and an @Observable rewrite that is right
            // as rendered emits fewer: the test replays the sequence on both styles, on
            // this screen alone and with no search, and prints no difference once the
            // rewrite shows what the model shows.
            if let split = witness.commands.first(where: { $0.contains(";") }) {
                return "cannot save '\(path)': the command '\(split)' holds ';', which separates the commands of 'explore --sequence'"
            }
            let sequence = Tokenizer.quoted(witness.commands.joined(separator: "; "))
            session.record("explore \(model) \(tested) --screen \(result.screen) --as-rendered --sequence \(sequence)")
        } else {
            for line in result.transcriptLines(witness, only: tested) { session.record(line) }
        }
        // What the tested style prints once it behaves as the model on this screen: the
        // model's view model under the tested style's name, its other screens its own.
        guard let screen = engine.catalog.screens.first(where: { $0.name == result.screen }) else { return nil }
        let expected = engine.catalog.with(tested, behavingAs: model, on: screen)
        guard let (text, commands) = session.transcript(catalog: expected, fileReader: nil, toolName: engine.options.toolName, experiments: engine.options.experiments,
                                                        isInterrupted: engine.isInterrupted) else {
            return "interrupted: '\(path)' was not saved"
        }
        if let problem = engine.write(Array(text.utf8), to: path, replacing: force) {
            return "cannot save '\(path)': \(problem)"
        }
        context.show(.wrote(.transcript(commands: commands, path: path, toolName: engine.options.toolName)))
        return nil
    }

    /// `--all --save DIR`: for each two classes, the sequence that tells them apart, run
    /// on a style of each, as a transcript that check passes.
    private func saveClasses(_ result: ExploreResult, to path: String, _ context: CommandContext) -> String? {
        let engine = context.engine
        var files: [(path: String, pair: ExploreResult.Pair)] = []
        let classes = result.classes
        for (offset, first) in classes.enumerated() {
            for second in classes[(offset + 1)...] {
                let name = "\(result.styles[first[0]])-\(result.styles[second[0]]).vmt"
                files.append((path.hasSuffix("/") ? path + name : path + "/" + name, ExploreResult.Pair(first: first[0], second: second[0])))
            }
        }
        for file in files {
            guard let witness = result.witnesses[file.pair] else { continue }
            var session = SavedSession()
            let (first, second) = (result.styles[file.pair.first], result.styles[file.pair.second])
            session.record("# What tells \(first) from \(second) on the \(result.screen) screen, found by")
            session.record("# '\(engine.options.toolName) explore \(first) \(second) --screen \(result.screen)': '\(witness.commands[witness.firstDifference])' made them differ.")
            for line in result.transcriptLines(witness, pair: file.pair) { session.record(line) }
            guard let (text, commands) = session.transcript(catalog: engine.catalog, fileReader: nil, toolName: engine.options.toolName, experiments: engine.options.experiments,
                                                            isInterrupted: engine.isInterrupted) else {
                return "interrupted: '\(file.path)' was not saved"
            }
            if let problem = engine.write(Array(text.utf8), to: file.path, replacing: force) {
                return "cannot save '\(file.path)': \(problem)"
            }
            context.show(.wrote(.transcript(commands: commands, path: file.path, toolName: engine.options.toolName)))
        }
        if files.isEmpty { context.show(.wrote(.nothing(path: path))) }
        return nil
    }
}
