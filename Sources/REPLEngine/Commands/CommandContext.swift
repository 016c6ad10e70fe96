/// What a running command may use: the engine, its line as typed and its number, and
/// where to show what it did.
struct CommandContext {
    let engine: Engine
    /// The line, without its leading and trailing spaces.
    let line: String
    /// The line's number in its source.
    let number: Int
    /// Prints lines as they come.
    let emit: (OutputLine) -> Void

    /// Renders `output` in the engine's format and prints it.
    func show(_ output: CommandOutput) {
        for text in engine.render(output) { emit(OutputLine(text: text, channel: .output)) }
    }
}
