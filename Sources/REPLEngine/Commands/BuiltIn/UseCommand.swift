/// `use NAME… | use all`: the active variants, which receive commands and are shown.
struct UseCommand: SessionCommand, Equatable {
    /// In catalog order.
    let names: [String]

    static let declaration = CommandDeclaration(
        name: "use", usage: "use NAME… | use all", summary: "choose the active variants",
        details: "Only active variants receive commands and are shown. Names may be abbreviated.",
        example: "use relay scan", arguments: .variants, purpose: .styles
    ) { arguments throws(CommandError) in
        let variantNames = arguments.vocabulary.variantNames
        guard !arguments.isEmpty else { throw arguments.wrong }
        if arguments.count == 1, arguments[0].lowercased() == "all" { return UseCommand(names: variantNames) }
        if arguments.words.contains(where: { $0.lowercased() == "all" }) { throw .allWithNames }
        var chosen: [String] = []
        for word in arguments.words {
            let resolved = try arguments.variant(word)
            if !chosen.contains(resolved) { chosen.append(resolved) }
        }
        return UseCommand(names: variantNames.filter(chosen.contains))
    }

    var effects: CommandEffects { CommandEffects(changesVariants: true) }

    func run(in session: Session, into report: inout CommandReport) {
        report.info.append(.active(names))
        if let note = session.historiesNote(names) { report.info.append(note) }
    }

    func apply(to settings: inout SessionSettings) {
        settings.activeNames = names
    }
}
