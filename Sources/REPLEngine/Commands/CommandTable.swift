/// Every command, in the order `help` lists them: the screens' inputs, then vmrepl's own.
struct CommandTable {
    let declarations: [CommandDeclaration]
    let names: [String]
    /// Resolves typed command names, abbreviations among them; made once.
    let matcher: NameMatcher

    init(layout: Layout) {
        // A screen's service command (the login's `api`) is listed with what breaks things,
        // after `error` and `complete`.
        let services = ScreenServiceSettings.of(layout.screens).map(\.declaration)
        declarations = layout.inputs.map { CommandDeclaration($0.input) } + Self.beforeServices + services + Self.afterServices
        names = declarations.map(\.name)
        matcher = NameMatcher(names: names)
    }

    func declaration(_ name: String) -> CommandDeclaration? {
        declarations.first { $0.name == name }
    }

    /// The words vmrepl reads itself, which no input's command may take: its commands and
    /// the spellings of `quit` and `help` people bring from other tools.
    static let reservedNames: Set<String> = Set(builtIn.map(\.name) + CommandParser.quitWords + CommandParser.helpWords)

    /// vmrepl's own commands, in the order `help` lists them: by purpose, then as here.
    static var builtIn: [CommandDeclaration] { beforeServices + afterServices }

    private static let beforeServices: [CommandDeclaration] = [
        SubscribeCommand.declaration, UnsubscribeCommand.declaration, StateCommand.declaration, LogCommand.declaration,
        EndInputCommand.errorDeclaration, EndInputCommand.completeDeclaration,
    ]

    private static let afterServices: [CommandDeclaration] = [
        ResetCommand.declaration,
        TickCommand.declaration, TimeCommand.declaration, AutorunCommand.declaration, EventsCommand.declaration,
        SourceCommand.declaration, GraphCommand.declaration, TraceCommand.declaration, ExploreCommand.declaration, MutateCommand.declaration, MarblesCommand.declaration, ResourcesCommand.declaration, BenchCommand.declaration,
        VariantsCommand.declaration, UseCommand.declaration,
        LessonsCommand.declaration, DemoCommand.declaration, HandoutCommand.declaration, RunFileCommand.declaration, SaveCommand.declaration,
        HelpCommand.declaration, QuitCommand.declaration,
    ]

    /// vmrepl's own commands and the screens' service commands by what they are for, in
    /// the order `help` lists them.
    var byPurpose: [(purpose: CommandDeclaration.Purpose, names: [String])] {
        CommandDeclaration.Purpose.allCases.map { purpose in
            (purpose, declarations.filter { $0.purpose == purpose }.map(\.name))
        }
    }
}
