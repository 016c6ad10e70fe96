/// `variants`: every style in the catalog, the active ones marked.
struct VariantsCommand: SessionCommand, Equatable {
    static let declaration = CommandDeclaration(
        name: "variants", usage: "variants", summary: "list the variants with one-line summaries",
        details: "Lists every style in the catalog, marks the active ones with '*', and gives its key idea.",
        example: "variants", arguments: .none, purpose: .styles
    ) { arguments throws(CommandError) in
        try arguments.none()
        return VariantsCommand()
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        report.variants = session.variantRows()
    }
}
