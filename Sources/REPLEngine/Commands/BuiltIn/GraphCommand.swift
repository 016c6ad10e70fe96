import StyleKit

/// `graph VARIANT [VARIANT] [SCREEN] [--dot]`: a style's live subscription graph, as text
/// or as Graphviz DOT; two styles one after the other, what differs marked.
struct GraphCommand: Command, Equatable {
    let variants: [String]
    let screen: Screen
    let dot: Bool

    static let declaration = CommandDeclaration(
        name: "graph", usage: "graph VARIANT [VARIANT] [SCREEN] [--dot]", summary: "show a style's live subscriptions",
        details: "Walks what the style's view model holds now, from each input to each output and its subscribers: subjects and relays (with their values), one node per operator subscription (each keeps its own state), and the subscriptions made in code (subscribe, bind(to:)). Once sent into, an input shows where its events entered (a subject, or a Flux dispatch and the stores' values), and a subscribe the subjects its closure was seen sending into. Two styles are shown one after the other, each line that the other's graph does not have marked '*'. '--dot' prints Graphviz DOT instead, for 'dot -Tsvg': two styles side by side, what the other lacks outlined in red. The screen defaults to counter.",
        example: "graph scan", arguments: .variantAndScreen(options: ["--dot"]), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        let (variants, screen, options) = try arguments.variantsAndScreen(options: ["--dot"])
        let dot = options.contains("--dot")
        guard (1...2).contains(variants.count) else { throw arguments.wrong }
        return GraphCommand(variants: variants, screen: screen, dot: dot)
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        var graphs: [StyleGraph] = []
        for variant in variants {
            if context.engine.session.runsOnRxSwift(variant) {
                return .failed(CommandError.needsMiniRx(command: "graph", styles: [variant]).description)
            }
            guard let graph = context.engine.session.graph(of: variant, screen: screen) else {
                let screens = context.engine.catalog.style(named: variant)?.variants.map(\.screen.name) ?? []
                return .failed("'\(variant)' does not implement the \(screen.name) screen; its screens: \(screens.joined(separator: ", "))")
            }
            var styleGraph = StyleGraph(variant: variant, screen: screen.name, graph: graph)
            if !context.engine.session.activeStyles.contains(where: { $0.name == variant }) {
                styleGraph.note = "\(variant) is not active ('use \(variant)'): its graph as built, before this session's commands"
            }
            graphs.append(styleGraph)
        }
        context.show(.graph(graphs, dot: dot))
        return .succeeded
    }
}
