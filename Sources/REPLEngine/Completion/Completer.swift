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
              let spec = commands.spec(command) else { return [] }
        let position = previous.count
        switch spec.arguments {
        case .input where position == 1:
            return matching(layout.inputNames, current)
        case .stream where position == 1:
            return matching(layout.streamNames, current)
        case .streamOrSubscriber where position == 1:
            return matching(subscriberIDs + layout.streamNames, current)
        case .variants:
            return matching(variantNames + ["all"], current).filter { !previous.dropFirst().contains($0) }
        case .apiSetting where position == 1:
            return matching(CommandParser.apiSettings, current)
        case .onOff where position == 1:
            return matching(CommandParser.autorunSettings, current)
        case .text where position == 1:
            return matching(spec.suggestions, current)
        case .lesson where position == 1:
            return matching(EmbeddedLessons.all.map(\.name) + EmbeddedLessons.all.map { String($0.number) }, current)
        case .source:
            return matching(variantNames + layout.screens.map(\.name) + ["--diff"], current).filter { !previous.dropFirst().contains($0) }
        case .stream where command == "marbles":
            return matching(layout.streamNames + ["--svg", "--theme"], current)
        case .eventsSetting where position == 1:
            return matching(CommandParser.eventsSettings, current)
        case .command where position == 1:
            return matching(commands.names, current)
        default:
            return []
        }
    }

    private func matching(_ names: [String], _ prefix: String) -> [String] {
        let lowered = prefix.lowercased()
        return names.filter { $0.lowercased().hasPrefix(lowered) }
    }
}

