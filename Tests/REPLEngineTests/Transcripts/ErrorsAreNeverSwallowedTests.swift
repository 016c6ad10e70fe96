import Testing
@testable import REPLEngine

/// A command that fails must be expected explicitly: a wildcard (`...`, `[..]`) never
/// matches its error, and a file whose inputs run nothing tests nothing.
@Suite struct ErrorsAreNeverSwallowedTests {
    func passes(_ text: String) -> Bool {
        TranscriptChecker.check(text).passed
    }

    @Test(arguments: [
        "vmrepl> contup\n...\n",
        "vmrepl> use nonexistent\n...\nvmrepl> countup\n...\n",
        "vmrepl> countup " + String(repeating: "x", count: 5_000) + "\n...\n",
        "vmrepl> contup\nerror: [..]\n",
        "vmrepl> contup\n[..]\n",
        "vmrepl> countup\n...\nvmrepl> contup\n...\nvmrepl> countup\n...\n",
        // `...` between two expected lines may not take an error either.
        "vmrepl> use nonexistent\nerror: unknown variant 'nonexistent'; variants: property, relay, anyobserver,\n...\n",
    ])
    func aWildcardNeverMatchesAnError(transcript: String) {
        #expect(!passes(transcript), "\(transcript.prefix(80))")
    }

    @Test func anErrorPassesWhereTheTranscriptHasItsLines() {
        #expect(passes("vmrepl> contup\nerror: unknown command 'contup'; did you mean 'countup'?\n"))
        // Wildcards still stand for output that is no error, around an error line.
        #expect(passes("vmrepl> countup 3\n...\nvmrepl> contup\nerror: unknown command 'contup'; did you mean 'countup'?\nvmrepl> countup\ncount: \"[..]\"  (all 9 agree)\n"))
        #expect(passes("vmrepl> use nonexistent\nerror: unknown variant 'nonexistent'; variants: property, relay, anyobserver,\n    scan, unio, mvvm, flux, flux-keyed, reducer, observation, async\n"))
    }

    @Test func blessWritesTheErrorAWildcardStoodFor() throws {
        let result = TranscriptChecker.check("vmrepl> contup\n...\n")
        #expect(result.blessed == "vmrepl> contup\n...\nerror: unknown command 'contup'; did you mean 'countup'?\n")
        #expect(TranscriptChecker.check(try #require(result.blessed)).passed)
    }

    @Test(arguments: ["vmrepl> \n", "vmrepl> # x\n", "vmrepl> \nvmrepl> # x\n# a comment\nvmrepl>    \n"])
    func aFileWhoseInputsRunNothingFails(transcript: String) {
        let result = TranscriptChecker.check(transcript)
        #expect(result.verdict == .invalid(line: 1, reason: "no input line, so nothing is tested; commands start with 'vmrepl> '", unreadable: false))
    }
}
