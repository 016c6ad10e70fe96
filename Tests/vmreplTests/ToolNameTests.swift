import Foundation
import Testing

/// A team's tool is the team's: run under another name, vmrepl gives that name wherever
/// it names itself.
@Suite struct ToolNameTests {
    @Test func aToolRunUnderAnotherNameGivesThatName() throws {
        let scratch = try ScratchDirectory()
        let tool = scratch.url.appendingPathComponent("team-vmrepl").path
        try FileManager.default.createSymbolicLink(atPath: tool, withDestinationPath: Binary.path)
        let help = try Binary.shell("'\(tool)' --help")
        #expect(help.output.hasPrefix("usage: team-vmrepl [options]"), "\(help.output)")
        // Every time it names itself, it says team-vmrepl.
        #expect(!help.output.components(separatedBy: "team-vmrepl").joined().contains("vmrepl"), "\(help.output)")
        #expect(try Binary.shell("'\(tool)' --version").output == "team-vmrepl (vmrepl 0.1.0)\n")
        let unknown = try Binary.shell("'\(tool)' --bogus")
        #expect(unknown.error == "team-vmrepl: unknown option '--bogus'; see 'team-vmrepl --help'\n")
        let saved = scratch.url.appendingPathComponent("s.vmt").path
        let save = try Binary.shell("cd '\(scratch.url.path)' && '\(tool)' -e countup -e 'save s.vmt'")
        #expect(save.output.hasSuffix("save s.vmt: 1 command; 'team-vmrepl check s.vmt' checks it\n"), "\(save.output)")
        let check = try Binary.shell("cd '\(scratch.url.path)' && '\(tool)' check --junit r.xml s.vmt")
        #expect(check.output == "PASS s.vmt\n")
        let report = try String(contentsOfFile: scratch.url.appendingPathComponent("r.xml").path, encoding: .utf8)
        #expect(report.contains(#"<testsuite name="team-vmrepl check""#))
        #expect(report.contains(#"classname="team-vmrepl.transcripts""#))
        #expect(FileManager.default.fileExists(atPath: saved))
        // vmrepl itself still says vmrepl.
        #expect(try Binary.run(["--version"]).output == "vmrepl 0.1.0\n")
    }
}
