import Testing
@testable import REPLEngine
import Variants
import StyleKit

@Suite struct CommandParserTests {
    let parser = CommandParser.standard

    /// `line` parsed, as a `Kind`, or `nil` if it is another kind of command.
    private func parsed<Kind: Command>(_ line: String, as kind: Kind.Type = Kind.self) throws -> Kind? {
        try parser.command(for: line) as? Kind
    }

    /// The login API's settings after `lines`, each parsed and applied as a session does.
    private func apiSettings(after lines: String...) throws -> LoginAPI.Settings? {
        var settings = SessionSettings()
        for line in lines {
            let command = try #require(try parser.command(for: line) as? any SessionCommand, "\(line)")
            command.apply(to: &settings)
        }
        return settings.serviceValue(ObjectIdentifier(LoginAPI.self)) as? LoginAPI.Settings
    }

    @Test func parsesEveryCommand() throws {
        #expect(try parsed("countup") == SendCommand.countUp(times: 1))
        #expect(try parsed("countup 3") == SendCommand.countUp(times: 3))
        #expect(try parsed("email \"a b@example.com\"") == SendCommand.email("a b@example.com"))
        #expect(try parsed("password secret123") == SendCommand.password("secret123"))
        #expect(try parsed("login") == SendCommand.login)
        #expect(try parsed("subscribe loginR") == SubscribeCommand(stream: "loginResult"))
        #expect(try parsed("unsubscribe") == UnsubscribeCommand(target: .all))
        #expect(try parsed("unsubscribe #2") == UnsubscribeCommand(target: .id(2)))
        #expect(try parsed("unsubscribe count") == UnsubscribeCommand(target: .stream("count")))
        #expect(try parsed("state") == StateCommand(stream: nil))
        #expect(try parsed("error countup") == EndInputCommand(ending: .error, input: "countUp"))
        #expect(try parsed("complete loginTap") == EndInputCommand(ending: .complete, input: "loginTap"))
        #expect(try apiSettings(after: "api wrong") == .init(latency: 300, scriptedOutcome: .failure(.wrongPassword)))
        #expect(try apiSettings(after: "api wrong", "api auto") == .init(latency: 300, scriptedOutcome: nil))
        #expect(try apiSettings(after: "api latency 500", "api net") == .init(latency: 500, scriptedOutcome: .failure(.networkError)))
        #expect(try apiSettings(after: "api ok", "api") == .init(latency: 300, scriptedOutcome: .success))
        // A scripted outcome is for one login; a latency stays.
        #expect(try apiSettings(after: "api ok", "api latency 5", "login") == .init(latency: 5, scriptedOutcome: nil))
        #expect(try apiSettings(after: "api ok", "countup") == .init(latency: 300, scriptedOutcome: .success))
        #expect(try parsed("tick 300") == TickCommand(milliseconds: 300))
        #expect(try parsed("autorun off") == AutorunCommand(setting: false))
        #expect(try parsed("autorun") == AutorunCommand(setting: nil))
        #expect(try parsed("resources of") == ResourcesCommand(setting: false))
        #expect(try parsed("events sh") == EventsCommand(all: false))
        #expect(try parsed("use scan relay") == UseCommand(names: ["relay", "scan"]))
        #expect(try parsed("use all") == UseCommand(names: Catalog.shipped.styles.map(\.name)))
        #expect(try parsed("help cou") == HelpCommand(topic: .command("countup")))
        #expect(try parsed("source relay scan login --diff") == SourceCommand(variants: ["relay", "scan"], screen: .login, diff: true))
        #expect(try parsed("marbles --svg m.svg --theme dark count") == MarblesCommand(streams: ["count"], svg: MarbleSVGRequest(path: "m.svg", theme: .dark)))
        #expect(try parsed("bench") == BenchCommand(events: BenchCommand.defaultEvents))
        #expect(try parsed("save --force a.vmt") == SaveCommand(path: "a.vmt", force: true))
        #expect(try parsed("run 2") == RunFileCommand(talk: "2"))
        #expect(try parsed("demo talk.vmrepl") == DemoCommand(talk: "talk.vmrepl"))
        #expect(try parsed("q") == QuitCommand())
        #expect(try parser.command(for: "   # a comment") == nil)
        #expect(try parser.command(for: "   ") == nil)
    }

    /// Every command the table declares parses from its own example, as the command its
    /// declaration makes: the declarations and the parser cannot drift apart.
    @Test func everyDeclarationParsesItsExample() throws {
        for declaration in parser.vocabulary.commands.declarations {
            let example = try #require(try parser.command(for: declaration.example), "\(declaration.name)")
            let again = try declaration.parse(Arguments(words: Array(try Tokenizer.words(declaration.example).dropFirst()), command: declaration.name,
                                                        usage: declaration.usage, vocabulary: parser.vocabulary))
            #expect(type(of: example) == type(of: again), "\(declaration.name)")
        }
    }

    /// The error `line` gets, as printed.
    private func message(_ line: String) -> String {
        do {
            _ = try parser.parse(line)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func namesTheBadWordAndTheFix() {
        #expect(message("contup") == "unknown command 'contup'; did you mean 'countup'?")
        #expect(message("co") == "ambiguous command 'co'; it could be 'countup', 'complete'")
        #expect(message("countup 0") == "'0' is not a whole number from 1 to 1000000000; usage: countup [N]")
        #expect(message("countup 1 2") == "wrong arguments for 'countup'; usage: countup [N]")
        #expect(message("email") == "wrong arguments for 'email'; usage: email TEXT")
        #expect(message("subscribe cont") == "unknown stream 'cont'; did you mean 'count'?")
        #expect(message("error emial") == "unknown input 'emial'; did you mean 'email'?")
        #expect(message("use relya") == "unknown variant 'relya'; did you mean 'relay'?")
        #expect(message("autorun maybe") == "unknown setting 'maybe'; settings: on, off")
        // Too far from every name to be a typo: the valid names instead of a guess.
        #expect(message("foo bar") == "unknown command 'foo'; type 'help' for the list")
        #expect(message("api foo") == "unknown setting 'foo'; settings: ok, wrong-password, unknown-user, network-error, auto, latency")
        #expect(message("subscribe xyz") == "unknown stream 'xyz'; streams: count, validEmail, validPassword, loginButtonEnabled, isLoggingIn, loginResult, repos, isLoading, message")
        #expect(message("error validEmail") == "'validEmail' is an output stream, not an input; inputs are countUp, email, password, loginTap, queryText, nextPage")
        #expect(message("subscribe loginTap") == "'loginTap' is an input, not an output stream; streams are count, validEmail, validPassword, loginButtonEnabled, isLoggingIn, loginResult, repos, isLoading, message")
        #expect(message("use all relay") == "'all' cannot be combined with variant names; type 'use all', or only the names")
        #expect(message("help xyz") == "no help on 'xyz'; 'help' takes a command, a variant, 'output' or 'engine'")
        #expect(message("help relya") == "no help on 'relya'; did you mean 'help relay'?")
    }

    @Test func habitsFromOtherToolsWork() throws {
        for word in ["quit", "q", "exit", ".quit", ".exit", "  exit  "] { #expect(try parsed(word) == QuitCommand()) }
        for word in ["?", ".help", "help"] { #expect(try parsed(word) == HelpCommand(topic: nil)) }
        #expect(try parsed("vmrepl> countup 2") == SendCommand.countUp(times: 2))
        #expect(try parsed("countup 2 # two taps") == SendCommand.countUp(times: 2))
        #expect(try parsed("help relay") == HelpCommand(topic: .variant("relay")))
        #expect(try parsed("help output") == HelpCommand(topic: .output))
        #expect(try parsed("help reset") == HelpCommand(topic: .command("reset")))
        #expect(try parsed("time") == TimeCommand())
    }

    /// An empty quoted word is a prefix of every name; it is reported as empty, not as
    /// ambiguous between all of them.
    @Test func anEmptyQuotedNameIsReportedAsEmpty() {
        #expect(message("\"\" countup") == "empty command name ''; type 'help' for the list")
        #expect(message("autorun ''") == "empty setting name ''; it must be one of 'on', 'off'")
        #expect(message("error \"\"") == "empty input name ''; it must be one of 'countUp', 'email', 'password', 'loginTap', 'queryText', 'nextPage'")
    }
}
