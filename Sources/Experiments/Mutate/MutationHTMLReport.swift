import Foundation
import REPLEngine
import StyleKit

/// `mutate --html FILE`: one self-contained page a person reads, as Stryker's and PIT's
/// reports are: the score by style and by file, then each file's source with its mutants
/// marked on their lines, each with its status, and a killed one with the transcript step
/// that killed it. No script, no network: plain HTML and one style sheet.
public struct MutationHTMLReport {
    let results: [(mutant: Mutant, verdict: MutationVerdict)]
    let transcripts: [String]
    let catalog: Catalog
    /// The tool's name (`vmrepl`), which titles the page.
    let toolName: String
    /// What `--explore` found for survivors, each in one sentence.
    public var explored: [(mutant: Mutant, reason: String)] = []

    public init(results: [(mutant: Mutant, verdict: MutationVerdict)], transcripts: [String], catalog: Catalog, toolName: String) {
        self.results = results
        self.transcripts = transcripts
        self.catalog = catalog
        self.toolName = toolName
    }

    /// The page.
    public func text() -> String {
        let report = MutationReport(results: results, transcripts: transcripts.count)
        var html = [
            "<!DOCTYPE html>",
            #"<html lang="en"><head><meta charset="utf-8">"#,
            "<title>\(escaped(toolName)) mutate: \(results.count) mutants</title>",
            "<style>\(Self.styleSheet)</style></head><body>",
            "<h1>\(escaped(toolName)) mutate: \(results.count) mutants, \(transcripts.count) transcript\(transcripts.count == 1 ? "" : "s")</h1>",
            #"<p class="score">Mutation score <strong>\#(MutationReport.percent(report.score))</strong></p>"#,
        ]
        html += table("style", keys: results.map(\.mutant.style))
        html += table("file", keys: results.map { fileName(of: $0.mutant) })
        var files: [String] = []
        for result in results where !files.contains(fileName(of: result.mutant)) { files.append(fileName(of: result.mutant)) }
        for file in files { html += section(file) }
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    /// The rows of the score by `keys` (one per result), in the order they first come.
    private func table(_ heading: String, keys: [String]) -> [String] {
        var order: [String] = []
        for key in keys where !order.contains(key) { order.append(key) }
        var rows = [#"<table class="scores"><tr><th>\#(heading)</th><th>killed</th><th>survived</th><th>no coverage</th><th>ignored</th><th>score</th></tr>"#]
        for key in order {
            let verdicts = zip(keys, results).filter { $0.0 == key }.map(\.1.verdict)
            let cells = [verdicts.count(where: \.isDetected), verdicts.count { $0 == .survived }, verdicts.count { $0 == .noCoverage },
                         verdicts.count { if case .ignored = $0 { true } else { false } }].map { "<td>\($0)</td>" }.joined()
            rows.append("<tr><td>\(escaped(key))</td>\(cells)<td>\(MutationReport.percent(MutationReport.score(verdicts)))</td></tr>")
        }
        rows.append("</table>")
        return rows
    }

    /// A file's source, each line numbered, its mutants listed under their line.
    private func section(_ file: String) -> [String] {
        let here = results.filter { fileName(of: $0.mutant) == file }
        var html = ["<section>", "<h2>\(escaped(file))</h2>", #"<table class="source">"#]
        let source = here.first.flatMap { $0.mutant.sourceText(in: catalog) } ?? ""
        let lines = source.isEmpty ? [] : source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let unplaced = here.filter { $0.mutant.line.map { !lines.indices.contains($0 - 1) } ?? true }
        for (index, line) in lines.enumerated() {
            let marked = here.filter { $0.mutant.line == index + 1 }
            let worst = marked.map { Self.severity($0.verdict) }.max().map { #" class="\#(Self.classes[$0])""# } ?? ""
            html.append(#"<tr\#(worst)><td class="n">\#(index + 1)</td><td><code>\#(escaped(line))</code></td></tr>"#)
            if !marked.isEmpty { html.append(#"<tr class="mutants"><td></td><td><ul>\#(marked.map(item).joined())</ul></td></tr>"#) }
        }
        if !unplaced.isEmpty { html.append(#"<tr class="mutants"><td></td><td><ul>\#(unplaced.map(item).joined())</ul></td></tr>"#) }
        html += ["</table>", "</section>"]
        return html
    }

    /// One mutant: its status, its swap and column, and what decided it.
    private func item(_ result: (mutant: Mutant, verdict: MutationVerdict)) -> String {
        let (mutant, verdict) = result
        let (word, detail): (String, String) = switch verdict {
        case .killed(let file, let line) where line > 0:
            ("Killed", "by \(file):\(line)" + (step(file, line).map { ": \($0)" } ?? ""))
        case .killed(let file, _): ("Killed", "its check of \(file) crashed")
        case .timeout(let file): ("Timeout", "its view model did not end in \(file)")
        case .survived: ("Survived", explored.first { $0.mutant == mutant }?.reason ?? "every transcript passed")
        case .noCoverage: ("NoCoverage", mutant.noCoverageReason)
        case .ignored(let reason): ("Ignored", reason)
        }
        let column = mutant.column.map { ", column \($0)" } ?? ""
        return #"<li class="\#(Self.classes[Self.severity(verdict)])"><span class="status">\#(word)</span> "#
            + "<strong>\(escaped(mutant.style))</strong> \(escaped(mutant.swap))\(column) <span class=\"why\">\(escaped(detail))</span></li>"
    }

    /// The command at `line` of the transcript `file`, as the file has it.
    private func step(_ file: String, _ line: Int) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(line - 1) ? String(lines[line - 1]) : nil
    }

    private func fileName(of mutant: Mutant) -> String {
        mutant.file ?? "\(mutant.style) \(mutant.screen)"
    }

    /// `text` as HTML text or an attribute value, escaped as XML (HTML reads it alike).
    private func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// How loudly a verdict is marked: a survivor loudest.
    private static func severity(_ verdict: MutationVerdict) -> Int {
        switch verdict {
        case .ignored: 0
        case .killed: 1
        case .timeout: 2
        case .noCoverage: 3
        case .survived: 4
        }
    }

    private static let classes = ["ignored", "killed", "timeout", "nocoverage", "survived"]

    private static let styleSheet = """
        body{font:16px/1.4 sans-serif;margin:2em;color:#222}h1{font-size:1.5em}\
        table.scores{border-collapse:collapse;margin:1em 0}table.scores td,table.scores th{border:1px solid #ccc;padding:.2em .6em;text-align:right}\
        table.scores td:first-child,table.scores th:first-child{text-align:left}\
        table.source{border-collapse:collapse;width:100%}table.source td{padding:0 .5em;vertical-align:top}\
        td.n{color:#888;text-align:right;width:3em}code{font:14px monospace;white-space:pre}\
        tr.survived{background:#f8d0d0}tr.nocoverage{background:#fbe3c0}tr.timeout{background:#d8e4f8}tr.killed{background:#d4f0d4}tr.ignored{background:#e8e8e8}\
        tr.mutants ul{margin:.2em 0 .6em;padding-left:1.2em}li .status{font-weight:bold;padding:0 .3em;border-radius:3px}\
        li.survived .status{background:#c62828;color:#fff}li.nocoverage .status{background:#ef6c00;color:#fff}\
        li.timeout .status{background:#1565c0;color:#fff}li.killed .status{background:#2e7d32;color:#fff}li.ignored .status{background:#757575;color:#fff}\
        .why{color:#555}
        """
}
