import Testing
@testable import REPLEngine

@Suite struct ByteLinesTests {
    @Test func holdsWhatTheStringLinesHoldWhileItGrows() {
        let long = String(repeating: "ab—", count: 40)
        var bytes = ByteLines(reservingCapacity: 16)
        var strings: [String] = []
        for round in 0..<500 {
            let parts = ["count", ": ", "\"\(round)\"", round % 3 == 0 ? long : "", round % 5 == 0 ? "ünï 👩‍👩‍👧" : ""]
            bytes.append(parts[0], parts[1], parts[2], parts[3], parts[4])
            strings.append(parts[0], parts[1], parts[2], parts[3], parts[4])
            bytes.append(line: round % 2 == 0 ? "" : long)
            strings.append(line: round % 2 == 0 ? "" : long)
        }
        let expected = Array(strings.map { $0 + "\n" }.joined().utf8)
        #expect(bytes.count == expected.count)
        #expect(bytes.bytes == expected)
        #expect(bytes.withUnsafeBufferPointer { Array($0) } == expected)
    }

    @Test func removingAllKeepsNothingOfTheLines() {
        var bytes = ByteLines(reservingCapacity: 8)
        bytes.append(line: "first line, longer than the storage")
        bytes.removeAll()
        bytes.append(line: "x")
        #expect(bytes.bytes == Array("x\n".utf8))
    }
}
