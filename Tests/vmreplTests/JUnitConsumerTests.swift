import Foundation
import Testing

/// The JUnit report read back by a real consumer: Debian's `python3-junitparser` (which
/// `dev/setup` installs), as a CI server reads it.
@Suite struct JUnitConsumerTests {
    /// What junitparser reads from `report`: the suites' and the cases' fields.
    struct Read: Decodable {
        struct Case: Decodable {
            let name: String
            let classname: String
            let time: Double
            let results: [Result]
        }
        struct Result: Decodable {
            let kind: String
            let message: String?
            let type: String?
            let text: String?
        }
        let name: String?
        let tests: Int
        let failures: Int
        let errors: Int
        let time: Double
        let suites: [String]
        let cases: [Case]
    }

    static let reader = """
    import json, sys
    from junitparser import JUnitXml, TestSuite
    xml = JUnitXml.fromfile(sys.argv[1])
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    cases = []
    for suite in suites:
        for case in suite:
            cases.append({"name": case.name, "classname": case.classname, "time": case.time,
                          "results": [{"kind": type(r).__name__, "message": r.message, "type": r.type, "text": r.text} for r in case.result]})
    print(json.dumps({"name": xml.name, "tests": xml.tests, "failures": xml.failures, "errors": xml.errors,
                      "time": xml.time, "suites": [s.name for s in suites], "cases": cases}))
    """

    func read(_ report: String) throws -> Read {
        let run = try Binary.shell("/usr/bin/python3 -c '\(Self.reader.replacingOccurrences(of: "'", with: "'\\''"))' '\(report)'")
        #expect(run.status == 0, "junitparser could not read the report: \(run.error)")
        return try JSONDecoder().decode(Read.self, from: Data(run.output.utf8))
    }

    @Test func junitparserReadsEveryFieldBack() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.file("a.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        _ = try scratch.file("bad.vmt", "vmrepl> countup\nnot this\n")
        _ = try scratch.file("empty.vmt", "# nothing\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let absolute = scratch.url.appendingPathComponent("a.vmt").path
        // One file three ways is one test case, named as the command line first named it.
        let run = try Binary.run(["check", "--junit", "report.xml", "a.vmt", "./a.vmt", absolute, "bad.vmt", "sub/../empty.vmt", "/nonexistent.vmt"],
                                 workingDirectory: scratch.url)
        #expect(run.status == 2)
        #expect(run.output.components(separatedBy: "\n").filter { $0.hasPrefix("PASS") } == ["PASS a.vmt"])
        let read = try read(scratch.url.appendingPathComponent("report.xml").path)
        #expect(read.name == "vmrepl check")
        #expect(read.suites == ["vmrepl check"])
        #expect((read.tests, read.failures, read.errors) == (4, 2, 1))
        #expect(read.time >= 0)
        #expect(read.cases.map(\.name) == ["a.vmt", "bad.vmt", "sub/../empty.vmt", "/nonexistent.vmt"])
        // A file outside the working directory keeps the name it was given, not the
        // machine's absolute path to it.
        let outside = try Binary.run(["check", "--junit", "up.xml", "../a.vmt"], workingDirectory: scratch.url.appendingPathComponent("sub"))
        #expect(outside.status == 0)
        #expect(try self.read(scratch.url.appendingPathComponent("sub/up.xml").path).cases.map(\.name) == ["../a.vmt"])
        #expect(read.cases.allSatisfy { $0.classname == "vmrepl.transcripts" && $0.time >= 0 })
        #expect(read.cases[0].results.isEmpty)
        let mismatch = try #require(read.cases[1].results.first)
        #expect(mismatch.kind == "Failure" && mismatch.type == "mismatch")
        #expect(mismatch.message == "line 1: 'countup' printed other output than the transcript expects")
        // The text holds the reason and the diff: what GitLab shows.
        #expect(mismatch.text?.hasPrefix("line 1: 'countup' printed other output than the transcript expects\n--- bad.vmt (expected)") == true, "\(mismatch.text ?? "")")
        #expect(mismatch.text?.contains("\n-not this\n") == true)
        let invalid = try #require(read.cases[2].results.first)
        #expect(invalid.kind == "Failure" && invalid.type == "invalid")
        #expect(invalid.text == invalid.message)
        #expect(invalid.text?.hasPrefix("line 1: no input line") == true)
        let unreadable = try #require(read.cases[3].results.first)
        #expect(unreadable.kind == "Error")
        #expect(unreadable.text == "cannot read: No such file or directory")
        #expect(unreadable.message == unreadable.text)
    }
}
