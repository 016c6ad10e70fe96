@testable import REPLEngine
import Testing

/// A handout's page (`handout --html`): the Markdown `Handout` writes, read back as HTML.
@Suite struct HandoutHTMLTests {
    @Test func narrationIsParagraphsAndEachBlockIsOnePreEscaped() {
        let page = HandoutHTML.page([
            "# Lesson 1: <counting>", "", "*vmrepl, 01-counting.vmt; how to read the output is at the end.*", "",
            "`countup` counts", "on one line & more.", "", "\\# not a heading", "1\\. not a list", "",
            "```text", "vmrepl> countup", "count: \"1\"  (all 11 agree) <done>", "```", "",
            "## How to read the output", "", "```text", "a legend", "```",
        ])
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.contains("<title>Lesson 1: &lt;counting&gt;</title>"))
        #expect(page.contains("<h1>Lesson 1: &lt;counting&gt;</h1>"))
        #expect(page.contains("<p><em>vmrepl, 01-counting.vmt; how to read the output is at the end.</em></p>"))
        // A paragraph's lines are one paragraph; inline code is code.
        #expect(page.contains("<p><code>countup</code> counts on one line &amp; more.</p>"))
        // What Handout escaped so that Markdown reads it as text is text again.
        #expect(page.contains("<p># not a heading 1. not a list</p>"))
        #expect(page.contains("<pre>\nvmrepl&gt; countup\ncount: &quot;1&quot;  (all 11 agree) &lt;done&gt;</pre>"))
        #expect(page.contains("<h2>How to read the output</h2>"))
        #expect(page.components(separatedBy: "<pre>").count == 3)
        // Nothing to fetch: no link, script or image.
        #expect(!page.contains("<link") && !page.contains("<script") && !page.contains("<img") && !page.contains("http"))
    }

    /// A talk cut short leaves its block open: the page closes it.
    @Test func aBlockLeftOpenIsClosed() {
        let page = HandoutHTML.page(["# A talk", "", "```text", "vmrepl> countup"])
        #expect(page.contains("<pre>\nvmrepl&gt; countup</pre>\n</body>"))
    }
}
