import Testing
@testable import REPLEngine

/// The transcript reader's own UTF-8 check agrees with the standard library's.
@Suite struct UTF8ValidationTests {
    private func valid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isValidUTF8)
    }

    private func standardLibrarySays(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    @Test(arguments: [
        [], [0x41], Array("count: \"1\"  (all 9 agree)\n".utf8), Array("  flux  —  <- differs".utf8),
        Array("ünï 👩‍👩‍👧 e\u{301} \u{10FFFF}".utf8),
        // Boundaries of each lead byte's second-byte range.
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
        [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ])
    func wellFormedTextIsValid(bytes: [UInt8]) {
        #expect(valid(bytes))
        #expect(standardLibrarySays(bytes))
    }

    @Test(arguments: [
        [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF],  // stray continuation, overlong two-byte
        [0xE0, 0x9F, 0xBF],  // overlong three-byte
        [0xED, 0xA0, 0x80],  // a surrogate
        [0xF0, 0x8F, 0xBF, 0xBF],  // overlong four-byte
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],  // above U+10FFFF
        [0xE2, 0x80], [0x41, 0xF0, 0x9F, 0x98],  // cut short at the end
        [0xC3, 0x41], [0xE2, 0x80, 0x41],  // a continuation that is not one
        Array("eight ok".utf8) + [0xFF] + Array("eight ok".utf8),  // after a skipped word
    ])
    func malformedBytesAreNot(bytes: [UInt8]) {
        #expect(!valid(bytes))
        #expect(!standardLibrarySays(bytes))
    }

    @Test func randomBytesGetTheStandardLibrarysVerdict() {
        var generator = SplitMix(seed: 11)
        // Mostly ASCII with lead and continuation bytes mixed in, so that both verdicts
        // and every position against the eight-byte words come up.
        let pool: [UInt8] = Array(0x20...0x7E) + [0x0A, 0x80, 0x8F, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5]
        var verdicts = (valid: 0, invalid: 0)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] }
            let expected = standardLibrarySays(bytes)
            #expect(valid(bytes) == expected, "\(bytes)")
            if expected { verdicts.valid += 1 } else { verdicts.invalid += 1 }
        }
        #expect(verdicts.valid > 1_000 && verdicts.invalid > 1_000)
    }

    @Test func aTranscriptThatIsNotUTF8IsRefused() {
        #expect(TranscriptChecker.check(utf8: Array("vmrepl> countup\n".utf8) + [0xFF, 0x0A]) == nil)
        let passing = TranscriptChecker.check(utf8: Array("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".utf8))
        #expect(passing?.passed == true)
    }
}
