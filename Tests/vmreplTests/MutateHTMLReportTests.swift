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

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs Chromium, which dev/setup installs"))
    func chromiumDrawsEachVerdictOnItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-html-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        // Lesson 4 lets scan's two startWith of its login survive and kills the rest.
        let run = try Binary.run(["mutate", "--style", "scan", "--html", page.path, "scripts/04-login.vmt"], workingDirectory: PortableTreeTests.root)
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"), "a page with no script")
        #expect(!html.contains("http://") && !html.contains("https://"), "a page that loads nothing")
        let dom = try Binary.shell("timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --dump-dom 'file://\(page.path)' 2>/dev/null")
        #expect(dom.output.contains(#"<li class="survived"><span class="status">Survived</span> <strong>scan</strong> startWith removed"#), "\(dom.output.prefix(400))")
        #expect(dom.output.contains("by scripts/04-login.vmt:"), "a killed mutant names the step that killed it")
        let shot = folder.appendingPathComponent("report.png")
        let drawn = try Binary.shell("timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,6000 --screenshot='\(shot.path)' 'file://\(page.path)' >/dev/null 2>&1; /usr/bin/python3 -c '\(Self.counter)' '\(shot.path)'")
        #expect(drawn.status == 0, "\(drawn.error)")
        let counts = Dictionary(uniqueKeysWithValues: drawn.output.split(whereSeparator: \.isWhitespace).compactMap { pair -> (String, Int)? in
            let parts = pair.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
        // The survivors' line and badges are drawn in red, the killed lines in green.
        #expect((counts["survived-row"] ?? 0) > 10_000, "\(drawn.output)")
        #expect((counts["survived-badge"] ?? 0) > 200, "\(drawn.output)")
        #expect((counts["killed-row"] ?? 0) > 10_000, "\(drawn.output)")
    }
}
