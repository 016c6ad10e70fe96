import StyleKit

/// `graph VARIANT [SCREEN] [--dot]`: a style's live subscription graph, as text or as
/// Graphviz DOT.
struct GraphCommand: Command, Equatable {
    let variant: String
    let screen: Screen
    let dot: Bool

    static let declaration = CommandDeclaration(
        name: "graph", usage: "graph VARIANT [counter|login] [--dot]", summary: "show a style's live subscriptions",
        details: "Walks what the style's view model holds now, from each input to each output and its subscribers: subjects and relays (with their values), one node per operator subscription (each keeps its own state), and the subscriptions made in code (subscribe, bind(to:)). An input shows the subject it sends into once it has been sent into. '--dot' prints Graphviz DOT instead, for 'dot -Tsvg'. The screen defaults to counter.",
        example: "graph scan", arguments: .variantAndScreen(options: ["--dot"]), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        let (variants, screen, options) = try arguments.variantsAndScreen(options: ["--dot"])
        guard variants.count == 1 else { throw arguments.wrong }
        return GraphCommand(variant: variants[0], screen: screen, dot: options.contains("--dot"))
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        guard let graph = context.engine.session.graph(of: variant, screen: screen) else {
            let screens = context.engine.catalog.style(named: variant)?.variants.map(\.screen.name) ?? []
            return .failed("'\(variant)' does not implement the \(screen.name) screen; its screens: \(screens.joined(separator: ", "))")
        }
        context.show(.graph(StyleGraph(variant: variant, screen: screen.name, graph: graph), dot: dot))
        return .succeeded
    }
}
