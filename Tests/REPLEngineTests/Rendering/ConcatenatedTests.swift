import Testing
@testable import REPLEngine

@Suite struct ConcatenatedTests {
    @Test(arguments: [
        ["a", "b"], ["", ""], ["count", ": ", "\"1\"", "  ", "(all 9 agree)"], ["—", " (ended: completed)"],
        ["ünï", "cødé", "", "👩‍👩‍👧", "é́"], ["", "x", "", "", "y"],
    ])
    func joinsThePartsInOrder(parts: [String]) {
        let padded = parts + Array(repeating: "", count: 5 - parts.count)
        let joined = concatenated(padded[0], padded[1], padded[2], padded[3], padded[4])
        #expect(joined == parts.joined())
        #expect(joined.utf8.count == parts.map(\.utf8.count).reduce(0, +))
    }
}
