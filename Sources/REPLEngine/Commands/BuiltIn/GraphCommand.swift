import ShippedStyles
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
        var variant: String?
        var screen: Screen?
        var dot = false
        let screens = arguments.vocabulary.layout.screens
        for word in arguments.words {
            if word == "--dot" {
                dot = true
            } else if let named = screens.first(where: { $0.name == word.lowercased() }) {
                guard screen == nil else { throw arguments.wrong }
                screen = named
            } else {
                guard variant == nil else { throw arguments.wrong }
                variant = try arguments.variant(word)
            }
        }
        guard let variant else { throw arguments.wrong }
        return GraphCommand(variant: variant, screen: screen ?? screens[0], dot: dot)
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
