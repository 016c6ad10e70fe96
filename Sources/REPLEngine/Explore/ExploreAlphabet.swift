import StyleKit

/// The commands `explore` strings together, read from a screen's declaration: each
/// input's command with each of its example values (a tap once, and each example count
/// where it repeats), `subscribe` to each output, `error` and `complete` into each
/// input, the screen service's command with each setting it declares that needs no
/// value (`api network-error`, a team's `server fail`: a failure path is explored like
/// any input), and `tick` by each of the delays the screen declares.
package struct ExploreAlphabet {
    /// One command of the alphabet: its line, and the command it parses to.
    package struct Letter {
        package let line: String
        let command: any SessionCommand
        /// Whether it sends an error or a completion into an input.
        package var endsInput: Bool { command is EndInputCommand }
        /// Whether it sends an error into an input.
        package var sendsError: Bool { (command as? EndInputCommand)?.ending == .error }

        /// Runs it in `session`: its report (an empty one where the session refuses it,
        /// as it refuses a 101st late subscriber, alike in every style).
        package func run(in session: Session) -> CommandReport {
            do throws(CommandError) {
                try command.check(in: session)
            } catch {
                return CommandReport()
            }
            return session.run(command, text: line)
        }
    }

    package let letters: [Letter]
    /// The screen's name.
    package let screen: String
    /// Whether the screen declares delays: then `explore` turns autorun off, so that
    /// virtual time moves only by the alphabet's `tick`s (and two logins can overlap).
    package let movesTime: Bool

    package var count: Int { letters.count }
    package var lines: [String] { letters.map(\.line) }

    /// The alphabet of `screen`, its lines parsed as `catalog`'s sessions parse them; why
    /// not, in one line, where one is not a command that drives the view models.
    package init(screen: Screen, catalog: Catalog) throws(ExploreRefusal) {
        do throws(CommandError) {
            try self.init(screen: screen, parser: CommandParser(catalog: catalog))
        } catch {
            throw ExploreRefusal(error.description)
        }
    }

    /// The alphabet of `screen`, its lines parsed by `parser`.
    init(screen: Screen, parser: CommandParser) throws(CommandError) {
        var lines: [String] = []
        for input in screen.inputs {
            if input.type == .tap {
                lines.append(input.command)
                if input.repeats { lines += input.examples.map { input.command + " " + Tokenizer.quoted($0) } }
            } else {
                lines += input.examples.map { input.command + " " + Tokenizer.quoted($0) }
            }
        }
        lines += screen.outputs.map { "subscribe " + $0.name }
        lines += screen.inputs.map { "error " + $0.name }
        lines += screen.inputs.map { "complete " + $0.name }
        lines += Self.serviceLines(of: screen, parser: parser)
        lines += screen.durations.map { "tick \($0)" }
        var letters: [Letter] = []
        for line in lines {
            let parsed: (any Command)?
            do throws(CommandError) {
                parsed = try parser.command(for: line)
            } catch {
                throw .unexplorable(line, screen: screen.name, reason: error.description)
            }
            guard let command = parsed as? any SessionCommand else {
                throw .unexplorable(line, screen: screen.name, reason: "it is not a command that drives the view models")
            }
            letters.append(Letter(line: line, command: command))
        }
        self.letters = letters
        self.screen = screen.name
        movesTime = !screen.durations.isEmpty
    }

    /// The commands that take `screen` down its success path: each text input given its
    /// first example, in the order the screen declares them (`email demo@example.com`,
    /// `password secret123`).
    package static func successPath(of screen: Screen) -> [String] {
        screen.inputs.filter { $0.type != .tap }.compactMap { input in input.examples.first.map { input.command + " " + Tokenizer.quoted($0) } }
    }

    /// Commands that take `screen` down each path its declarations offer, in an order
    /// where none is cut short: the success path and each tap; each service setting, then
    /// the success path and each tap again; each late subscriber; each delay ticked out;
    /// the other examples; then an error, and a completion, into each input.
    package static func tour(of screen: Screen, catalog: Catalog) -> [String] {
        let success = successPath(of: screen)
        let taps = screen.inputs.filter { $0.type == .tap }.map(\.command)
        var lines = success + taps
        for setting in serviceLines(of: screen, parser: CommandParser(catalog: catalog)) {
            lines += [setting] + success + taps
        }
        lines += screen.outputs.map { "subscribe " + $0.name }
        lines += screen.durations.map { "tick \($0)" }
        for input in screen.inputs where input.type != .tap || input.repeats {
            lines += input.examples.dropFirst(input.type == .tap ? 0 : 1).map { input.command + " " + Tokenizer.quoted($0) }
        }
        lines += screen.inputs.map { "error " + $0.name } + screen.inputs.map { "complete " + $0.name }
        return lines
    }

    /// The service's command with each word it declares that is a setting alone (`api
    /// wrong-password`; not `api latency`, which needs a number).
    package static func serviceLines(of screen: Screen, parser: CommandParser) -> [String] {
        guard let service = screen.service else { return [] }
        let declaration = ScreenServiceSettings(service).declaration
        guard case .setting(let words) = declaration.arguments else { return [] }
        return words.map { declaration.name + " " + Tokenizer.quoted($0) }.filter { line in
            (try? parser.command(for: line)) is any SessionCommand
        }
    }

    private init(letters: [Letter], screen: String, movesTime: Bool) {
        self.letters = letters
        self.screen = screen
        self.movesTime = movesTime
    }

    /// The alphabet without the letters `isLeftOut` picks.
    package func removing(_ isLeftOut: (Letter) -> Bool) -> ExploreAlphabet {
        ExploreAlphabet(letters: letters.filter { !isLeftOut($0) }, screen: screen, movesTime: movesTime)
    }
}
