import StyleKit

/// `source VARIANT [VARIANT] [SCREEN] [--diff]`: a style's code, two side by side, or the
/// diff of two.
struct SourceCommand: Command, Equatable {
    let variants: [String]
    let screen: Screen
    let diff: Bool

    static let declaration = CommandDeclaration(
        name: "source", usage: "source VARIANT [VARIANT] [SCREEN] [--diff]", summary: "show a style's code, or two side by side",
        details: "Prints the view model (for Flux, its store and action creator) exactly as shipped, with line numbers and, on a terminal, colour; two styles side by side where the terminal is wide enough, else one after the other; '--diff' shows what differs between two. The screen defaults to counter.",
        example: "source relay anyobserver --diff", arguments: .variantAndScreen(options: ["--diff"]), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        let (variants, screen, options) = try arguments.variantsAndScreen(options: ["--diff"])
        let diff = options.contains("--diff")
        guard (1...2).contains(variants.count), !diff || variants.count == 2 else { throw arguments.wrong }
        return SourceCommand(variants: variants, screen: screen, diff: diff)
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        if let problem = problem(in: context.engine.catalog) { return .failed(problem) }
        context.show(.source(variants: variants, screen: screen, diff: diff))
        return .succeeded
    }

    /// Why it cannot show its variants for its screen, if it cannot: a style that does not
    /// implement it, or one added by a package, whose code vmrepl has not embedded.
    private func problem(in catalog: Catalog) -> String? {
        for name in variants {
            guard let style = catalog.style(named: name) else { continue }
            guard let variant = style.variant(of: screen) else {
                return "'\(name)' does not implement the \(screen.name) screen; its screens: \(style.variants.map(\.screen.name).joined(separator: ", "))"
            }
            if variant.sources.isEmpty {
                return "'\(name)' comes from a package; vmrepl has no copy of its code to show"
            }
        }
        return nil
    }
}
