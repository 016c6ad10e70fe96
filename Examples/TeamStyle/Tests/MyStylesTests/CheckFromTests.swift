// The check from tests of docs/YOUR-VIEW-MODELS.md, step 5, as the page shows it, and a
// test that uses it.
import Testing
import VMREPLKit
@testable import MyStyles

func expectPasses(_ text: String) throws {
    let report = VMREPL.check(transcript: text, name: "mine.vmt",
                              catalog: try VMREPL.catalog(adding: [myStyle, mySearchStyle], screens: [.search]),
                              toolName: "my-vmrepl")   // what a `save` line in it names
    #expect(report.passed, "\(report.problem ?? "")\n\(report.diff)")
}

/// The page's check, run: a session of the page's style passes, and a wrong count fails.
@Test func thePagesStylePassesItsTranscript() throws {
    try expectPasses("vmrepl> use mine\nactive: mine\nvmrepl> countup 2\ncount: \"1\" \"2\"  (1 variant)\n")
    let catalog = try VMREPL.catalog(adding: [myStyle, mySearchStyle], screens: [.search])
    #expect(!VMREPL.check(transcript: "vmrepl> use mine\nactive: mine\nvmrepl> countup\ncount: \"2\"  (1 variant)\n", catalog: catalog).passed)
}
