import StyleKit

/// What a command shows, as values: the text and JSON renderers turn each into lines, and
/// nothing else formats them. Adding a command that shows something new adds a case here
/// and one in each renderer.
enum CommandOutput {
    /// What the variants did: events, deliveries, values, notes.
    case report(CommandReport)
    /// `help`: the command list, or a topic; `command` is the line, for JSON.
    case help(HelpTopic?, command: String)
    /// `source`: one or two styles' code, or the diff of two.
    case source(variants: [String], screen: Screen, diff: Bool)
    /// `lessons`: the shipped lessons.
    case lessons([EmbeddedLessons.Lesson], toolName: String)
    /// `bench`: its figures, or `[..]` for each in a transcript.
    case bench(VariantBench.Result, VariantBench, unmeasured: Bool)
    /// `marbles`: the diagram.
    case marbles(MarbleDiagram)
    /// `graph`: a style's live subscriptions, as text or as DOT.
    case graph([StyleGraph], dot: Bool)
    /// `trace`: the steps the command's events took in each active style.
    case trace(command: String, [StyleTrace], all: Bool)
    /// What a file command wrote, or would have written in a transcript.
    case wrote(FileWritten)
    /// A command stopped by Ctrl-C part way: text shows it; JSON's `end` record says it.
    case interruption(String)
    /// `run`'s echo of a command from its file, before what it printed: text only.
    case echo(file: String, line: Int, command: String)
    /// `explore`: what tells styles apart.
    case explore(ExploreReport)
    /// `handout`: Markdown lines, printed as they are (a handout is not wrapped).
    case handout([String])
    /// `mutate`: its verdicts and what explore found, as lines within 80 columns.
    case mutation([String])
}

/// A file a command wrote.
enum FileWritten {
    /// `save`: how many commands, where, and the tool's name for the `check` it suggests.
    case transcript(commands: Int, path: String, toolName: String)
    /// `marbles --svg`: the picture's size, its theme and slide shape, and its smallest
    /// text on the slide in px.
    case svg(path: String, frames: Int, lanes: Int, size: (width: Int, height: Int), theme: MarbleSVGRequest.Theme,
             aspect: MarbleSVGRequest.Aspect?, smallestText: Int)
    /// `explore --save` when nothing told the styles apart: no file was written.
    case nothing(path: String)
    /// `handout --html`: the talk's page, and how many of its commands it holds.
    case handoutPage(path: String, talk: String, commands: Int)
}
