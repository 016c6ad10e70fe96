import Testing
@testable import REPLEngine

@Suite struct NameMatcherTests {
    let matcher = NameMatcher(names: ["countup", "complete", "email", "error"])

    @Test func findsExactNamesAndUniqueAbbreviations() {
        #expect(matcher.match("countup") == .found("countup"))
        #expect(matcher.match("cou") == .found("countup"))
        #expect(matcher.match("EM") == .found("email"))
    }

    @Test func reportsAmbiguityAndSuggestsTheNearestName() {
        #expect(matcher.match("co") == .ambiguous(["countup", "complete"]))
        #expect(matcher.match("contup") == .unknown(suggestion: "countup"))
        #expect(matcher.match("xyzzy") == .unknown(suggestion: nil))
    }

    @Test func anEmptyWordIsAPrefixOfEveryName() {
        #expect(matcher.match("") == .ambiguous(["countup", "complete", "email", "error"]))
    }

    @Test(arguments: [
        ("countup", "contup", 1), ("countup", "countup", 0), ("", "abc", 3), ("abc", "", 3),
        ("relya", "relay", 2), ("kitten", "sitting", 3), ("flux", "flux-keyed", 6),
        ("é", "e", 1), ("ünï", "uni", 2), ("👩‍👩‍👧", "👩", 1), ("a\r\nb", "a\nb", 1), ("café", "cafe", 1),
    ])
    func countsCharacterEdits(pair: (String, String, Int)) {
        #expect(editDistance(pair.0, pair.1) == pair.2)
        #expect(editDistance(pair.1, pair.0) == pair.2)
    }
}
