import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mutate --html FILE` as a person reads it: headless Chromium (which dev/setup installs)
/// draws the page, and the picture has what the report says, each verdict in its colour
/// on the lines of the file's source.
@Suite struct MutateHTMLReportTests {
    /// Reads a screenshot and prints, per colour the page marks with, how many pixels
    /// have it: survived rows and badges, killed rows.
    static let counter = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("RGB")
        colours = {"survived-row": (248, 208, 208), "survived-badge": (198, 40, 40), "killed-row": (212, 240, 212)}
        counts = dict.fromkeys(colours, 0)
        for pixel in image.getdata():
            for name, colour in colours.items():
                if pixel == colour:
                    counts[name] += 1
        print(" ".join(f"{name}={count}" for name, count in counts.items()))
        """

    /// What Chromium's layout says of the page in frames of given addresses and widths:
    /// how wide each draws the page, and how many of each kind of element it shows. Each
    /// frame is loaded by a probe page of the test's own (headless Chromium draws no window
    /// narrower than 500 pixels), whose script reads the frames' layout once all have
    /// loaded; the answer is read from the DOM Chromium dumps.
    static func probe(_ page: URL, frames: [(name: String, fragment: String, width: Int)]) throws -> [String: [String: Int]] {
        let iframes = frames.map { #"<iframe id="\#($0.name)" src="\#(page.lastPathComponent)\#($0.fragment)" style="width:\#($0.width)px;height:900px"></iframe>"# }
        let probe = """
            <!DOCTYPE html><html><body>
            \(iframes.joined(separator: "\n"))
            <script>
            window.addEventListener("load", () => {
              const answer = {};
              for (const frame of document.querySelectorAll("iframe")) {
                const d = frame.contentDocument;
                const shown = s => [...d.querySelectorAll(s)].filter(e => e.checkVisibility()).length;
                answer[frame.id] = {width: d.documentElement.scrollWidth, killed: shown("li.killed"), survived: shown("li.survived"),
                  folds: shown("details.killed > summary"), files: shown("section.file"), context: shown("tbody.context")};
              }
              document.body.setAttribute("data-probe", JSON.stringify(answer));
            });
            </script></body></html>
            """
        let probePage = page.deletingLastPathComponent().appendingPathComponent("probe.html")
        try probe.write(to: probePage, atomically: true, encoding: .utf8)
        let dom = try Binary.shell("timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=10000 --dump-dom 'file://\(probePage.path)' 2>/dev/null")
        guard let start = dom.output.range(of: #"data-probe=""#), let end = dom.output[start.upperBound...].firstIndex(of: "\"") else { return [:] }
        let json = String(dom.output[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
        return (try? JSONDecoder().decode([String: [String: Int]].self, from: Data(json.utf8))) ?? [:]
    }

    /// A team with a survivor among many killed: the filter shows it alone, the score rows
    /// link to it and to its file, the killed are folded, each transcript says what it
    /// killed, and the page fits a phone's 390 pixels as it fits a desk's 1280.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs Chromium, which dev/setup installs"))
    func aTeamFiltersFollowsLinksAndReadsItOnAPhone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-html-nav-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let run = try Binary.run(["mutate", "--style", "relay", "--style", "scan", "--html", page.path, "scripts/04-login.vmt", "scripts/05-double-tap.vmt"],
                                 workingDirectory: PortableTreeTests.root)
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
        // Every link on the page leads somewhere on it: a file, a survivor, a filter.
        let dom = try Binary.shell("timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --dump-dom 'file://\(page.path)' 2>/dev/null").output
        func matches(_ pattern: String) throws -> [String] {
            let regex = try NSRegularExpression(pattern: pattern)
            return regex.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap { Range($0.range(at: 1), in: dom).map { String(dom[$0]) } }
        }
        let links = try matches(##"href="#([^"]*)""##)
        let ids = Set(try matches(#" id="([^"]*)""#))
        #expect(links.contains("only-survived") && links.contains { $0.hasPrefix("m-") } && links.contains { $0.hasPrefix("f-") }, "\(links)")
        #expect(links.filter { $0 != "all" && !ids.contains($0) }.isEmpty, "links to nothing: \(links.filter { !ids.contains($0) })")
        // Scan's two startWith on one line survive: their links read apart.
        let survivorLinks = try matches(##"href="#m-[0-9a-f]+" title="[^"]*">([^<]*)</a>"##)
        #expect(survivorLinks.contains(":52:24 startWith removed") && survivorLinks.contains(":52:49 startWith removed"), "\(survivorLinks)")
        #expect(dom.contains("05-double-tap.vmt: killed "), "the transcripts' view")
        #expect(dom.contains(#"class="survived"><span class="status">Survived</span> <strong>scan</strong> startWith removed"#))
        #expect(dom.contains("by scripts/04-login.vmt:"), "a killed mutant names the step that killed it")
        let frames = try Self.probe(page, frames: [("opened", "", 1280), ("survivors", "#only-survived", 1280), ("killed", "#only-killed", 1280),
                                                   ("phone", "", 390)])
        // As opened: survivors shown, killed folded under their count, only lines near a mutant.
        let opened = frames["opened"] ?? [:]
        #expect((opened["survived"] ?? 0) > 0 && opened["killed"] == 0 && (opened["folds"] ?? 0) > 0, "\(frames)")
        // The survivors alone: no killed mutant, no fold, no line without a survivor.
        let survivors = frames["survivors"] ?? [:]
        #expect(survivors["survived"] == opened["survived"] && survivors["folds"] == 0 && survivors["context"] == 0, "\(frames)")
        #expect((survivors["files"] ?? 0) < (opened["files"] ?? 0), "files without a survivor are hidden: \(frames)")
        #expect(frames["killed"]?["survived"] == 0 && (frames["killed"]?["folds"] ?? 0) > 0, "\(frames)")
        // A phone: nothing wider than its screen.
        #expect((frames["phone"]?["width"] ?? 1000) <= 390, "\(frames)")
        // The pictures at both widths have the survivor's red and the killed green.
        for width in [1280, 390] {
            let shot = folder.appendingPathComponent("report-\(width).png")
            let drawn = try Binary.shell("timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=\(width),\(width == 390 ? 16000 : 8000) --screenshot='\(shot.path)' 'file://\(page.path)' >/dev/null 2>&1; /usr/bin/python3 -c '\(Self.counter)' '\(shot.path)'")
            #expect(drawn.output.contains("survived-badge=") && !drawn.output.contains("survived-badge=0 "), "\(width): \(drawn.output)")
            #expect(!drawn.output.contains("killed-row=0"), "\(width): \(drawn.output)")
        }
    }
}
