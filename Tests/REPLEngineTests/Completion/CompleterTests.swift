import Testing
@testable import REPLEngine

/// Tab completion: commands, inputs, streams, variants, settings and live subscribers,
/// from what the catalog and the session hold.
@Suite struct CompleterTests {
    @Test func completionOffersCommandsInputsStreamsAndVariants() {
        let engine = Engine()
        #expect(engine.completions(for: "cou") == ["countup"])
        #expect(engine.completions(for: "co") == ["countup", "complete"])
        #expect(engine.completions(for: "error ") == ["countUp", "email", "password", "loginTap", "queryText", "nextPage"])
        #expect(engine.completions(for: "subscribe login") == ["loginButtonEnabled", "loginResult"])
        #expect(engine.completions(for: "use relay s") == ["scan"])
        #expect(engine.completions(for: "explore relay s") == ["scan"])
        #expect(engine.completions(for: "explore relay scan --s") == ["--screen", "--save", "--sequence"])
        #expect(engine.completions(for: "explore relay scan --screen ") == ["counter", "login", "typeahead"])
        #expect(engine.completions(for: "api n") == ["network-error"])
        #expect(engine.completions(for: "login ") == [])
        _ = engine.execute("subscribe count")
        _ = engine.execute("subscribe loginResult")
        #expect(engine.completions(for: "unsubscribe #") == ["#1", "#2"])
        #expect(engine.completions(for: "unsubscribe lo") == ["loginButtonEnabled", "loginResult"])
    }

    @Test func nothingIsOfferedForWhatMatchesNothing() {
        let engine = Engine()
        #expect(engine.completions(for: "zzz") == [])
        #expect(engine.completions(for: "subscribe zzz") == [])
        #expect(engine.completions(for: "unsubscribe #") == [])
    }
}
