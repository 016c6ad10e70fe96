import Testing
@testable import REPLEngine

/// Several transcripts checked at once come back in the order given, each as if alone.
@Suite struct ConcurrentCheckTests {
    @Test func resultsFollowTheFilesOrder() {
        let passing = Array("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".utf8)
        let failing = Array("vmrepl> countup 2\ncount: \"2\"  (all 9 agree)\n".utf8)
        let files = (0..<12).map { index -> (name: String, utf8: [UInt8]) in
            switch index % 3 {
            case 0: ("pass\(index).vmt", passing)
            case 1: ("fail\(index).vmt", failing)
            default: ("latin1-\(index).vmt", Array("vmrepl> email caf".utf8) + [0xE9])
            }
        }
        let results = TranscriptChecker.check(files: files)
        #expect(results.count == files.count)
        for (index, result) in results.enumerated() {
            switch index % 3 {
            case 0: #expect(result?.passed == true)
            case 1: #expect(result?.diff.hasPrefix("--- fail\(index).vmt (expected)") == true)
            default: #expect(result == nil)
            }
        }
    }
}
