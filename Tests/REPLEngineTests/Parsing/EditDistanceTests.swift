import Testing
@testable import REPLEngine

@Suite struct EditDistanceTests {
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
