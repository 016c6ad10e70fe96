/// Tab completion: the candidates for the word under the cursor, by what the command
/// expects there.
struct Completer {
    let layout: Layout
    let commands: CommandTable
    let variantNames: [String]
    /// The live late subscribers' ids (`#1`, …), which `unsubscribe` takes.
    var subscriberIDs: [String] = []

    func candidates(for lineBeforeCursor: String) -> [String] {
        let endsWithSpace = lineBeforeCursor.last == " " || lineBeforeCursor.last == "\t"
        let words = lineBeforeCursor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let current = endsWithSpace ? "" : (words.last ?? "")
        let previous = endsWithSpace ? words : Array(words.dropLast())
        guard let commandWord = previous.first else {
            return matching(commands.names, current)
        }
        guard case .found(let command) = commands.matcher.match(commandWord),
              let declaration = commands.declaration(command) else { return [] }
        let first = previous.count == 1
        // Words a command takes any number of are offered again, less the ones typed.
        let typed = previous.dropFirst()
        switch declaration.arguments {
        case .input where first:
            return matching(layout.inputNames, current)
        case .stream where first:
            return matching(layout.streamNames, current)
        case .streamOrSubscriber where first:
            return matching(subscriberIDs + layout.streamNames, current)
        case .streamsAndOptions(let options):
            return matching(layout.streamNames + options, current)
        case .variants:
            return matching(variantNames + ["all"], current).filter { !typed.contains($0) }
        case .setting(let settings) where first:
            return matching(settings, current)
        case .text(let suggestions) where first:
            return matching(suggestions, current)
        case .lesson where first:
            return matching(EmbeddedLessons.all.map(\.name) + EmbeddedLessons.all.map { String($0.number) }, current)
        case .variantAndScreen(let options):
            return matching(variantNames + layout.screens.map(\.name) + options, current).filter { !typed.contains($0) }
        case .variantsAndOptions(let options):
            if previous.last == "--screen" { return matching(layout.screens.map(\.name), current) }
            return matching(variantNames + options, current).filter { !typed.contains($0) }
        case .topic where first:
            return matching(commands.names, current)
        case .command:
            // The rest of the line is a command of its own.
            return candidates(for: String(lineBeforeCursor.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }))
        default:
            return []
        }
    }

    private func matching(_ names: [String], _ prefix: String) -> [String] {
        let lowered = prefix.lowercased()
        return names.filter { $0.lowercased().hasPrefix(lowered) }
    }
}

