import Testing
@testable import REPLEngine

@Suite struct CommandParserTests {
    let parser = CommandParser(
        inputNames: ["countUp", "email", "password", "loginTap"],
        streamNames: ["count", "validEmail", "validPassword", "loginButtonEnabled", "isLoggingIn", "loginResult"],
        variantNames: ["property", "relay", "anyobserver", "scan", "unio", "mvvm"]
    )

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
        #expect(try parser.parse("use all") == .use(["property", "relay", "anyobserver", "scan", "unio", "mvvm"]))
        #expect(try parser.parse("help cou") == .help("countup"))
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
        #expect(message("autorun maybe") == "unknown setting 'maybe'; type 'help' to see the settings")
    }

    /// An empty quoted word is a prefix of every name; it is reported as empty, not as
    /// ambiguous between all of them.
    @Test func anEmptyQuotedNameIsReportedAsEmpty() {
        #expect(message("\"\" countup") == "empty command name ''; type 'help' for the list")
        #expect(message("autorun ''") == "empty setting name ''; it must be one of 'on', 'off'")
        #expect(message("error \"\"") == "empty input name ''; it must be one of 'countUp', 'email', 'password', 'loginTap'")
    }
}
