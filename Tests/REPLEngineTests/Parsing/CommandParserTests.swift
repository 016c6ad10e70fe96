import Testing
@testable import REPLEngine
import ShippedStyles
import StyleKit

@Suite struct CommandParserTests {
    let parser = CommandParser.standard

    @Test func parsesEveryCommand() throws {
        #expect(try parser.parse("countup") == .countUp(times: 1))
        #expect(try parser.parse("countup 3") == .countUp(times: 3))
        #expect(try parser.parse("email \"a b@example.com\"") == .email("a b@example.com"))
        #expect(try parser.parse("password secret123") == .password("secret123"))
        #expect(try parser.parse("login") == .login)
        #expect(try parser.parse("subscribe loginR") == .subscribe(stream: "loginResult"))
        #expect(try parser.parse("unsubscribe") == .unsubscribe(.all))
        #expect(try parser.parse("unsubscribe #2") == .unsubscribe(.id(2)))
        #expect(try parser.parse("unsubscribe count") == .unsubscribe(.stream("count")))
        #expect(try parser.parse("state") == .state(stream: nil))
        #expect(try parser.parse("error countup") == .error(input: "countUp"))
        #expect(try parser.parse("complete loginTap") == .complete(input: "loginTap"))
        #expect(try parser.parse("api wrong") == .apiOutcome(.failure(.wrongPassword)))
        #expect(try parser.parse("api auto") == .apiOutcome(nil))
        #expect(try parser.parse("api latency 500") == .apiLatency(milliseconds: 500))
        #expect(try parser.parse("tick 300") == .tick(milliseconds: 300))
        #expect(try parser.parse("autorun off") == .autorun(false))
        #expect(try parser.parse("use scan relay") == .use(["relay", "scan"]))
        #expect(try parser.parse("use all") == .use(Catalog.shipped.styles.map(\.name)))
        #expect(try parser.parse("help cou") == .help(.command("countup")))
        #expect(try parser.parse("q") == .quit)
        #expect(try parser.parse("   # a comment") == .nothing)
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
        #expect(message("subscribe xyz") == "unknown stream 'xyz'; streams: count, validEmail, validPassword, loginButtonEnabled, isLoggingIn, loginResult")
        #expect(message("error validEmail") == "'validEmail' is an output stream, not an input; inputs are countUp, email, password, loginTap")
        #expect(message("subscribe loginTap") == "'loginTap' is an input, not an output stream; streams are count, validEmail, validPassword, loginButtonEnabled, isLoggingIn, loginResult")
        #expect(message("use all relay") == "'all' cannot be combined with variant names; type 'use all', or only the names")
        #expect(message("help xyz") == "no help on 'xyz'; 'help' takes a command, a variant or 'output'")
        #expect(message("help relya") == "no help on 'relya'; did you mean 'help relay'?")
    }

    @Test func habitsFromOtherToolsWork() throws {
        let parser = CommandParser.standard
        for word in ["quit", "q", "exit", ".quit", ".exit", "  exit  "] { #expect(try parser.command(for: word) == .quit) }
        for word in ["?", ".help", "help"] { #expect(try parser.command(for: word) == .help(nil)) }
        #expect(try parser.command(for: "vmrepl> countup 2") == .countUp(times: 2))
        #expect(try parser.command(for: "countup 2 # two taps") == .countUp(times: 2))
        #expect(try parser.command(for: "help relay") == .help(.variant("relay")))
        #expect(try parser.command(for: "help output") == .help(.output))
        #expect(try parser.command(for: "help reset") == .help(.command("reset")))
        #expect(try parser.command(for: "time") == .time)
    }

    /// An empty quoted word is a prefix of every name; it is reported as empty, not as
    /// ambiguous between all of them.
    @Test func anEmptyQuotedNameIsReportedAsEmpty() {
        #expect(message("\"\" countup") == "empty command name ''; type 'help' for the list")
        #expect(message("autorun ''") == "empty setting name ''; it must be one of 'on', 'off'")
        #expect(message("error \"\"") == "empty input name ''; it must be one of 'countUp', 'email', 'password', 'loginTap'")
    }
}
