import Foundation
import REPLEngine
import StyleKit

/// `mutate --html FILE`: one self-contained page a team navigates, as Stryker's and PIT's
/// reports are. At the top the score, and a filter by status (a link: the page's address
/// keeps it, so a CI can link to the survivors alone); then the score by style and by
/// file, each row linking to its file and to each of its survivors; what each transcript
/// killed and covered; then each file, only its lines with mutants (and two lines around
/// them), each mutant under its line, killed ones folded. No script, nothing loaded:
/// plain HTML and one style sheet, which fits a phone's 390 pixels as well as a desk's.
public struct MutationHTMLReport {
    let report: MutationJSONReport
    /// The tool's name (`vmrepl`), which titles the page.
    let toolName: String
    /// The report's mutants that have a verdict: those the page shows.
    private let entries: [MutationJSONReport.Entry]

    public init(_ report: MutationJSONReport, toolName: String) {
        self.report = report
        self.toolName = toolName
        entries = report.entries.filter { $0.verdict != nil }
    }

    /// The statuses, loudest first: each one's word, its class and the filter's anchor.
    private static let statuses = ["Survived", "NoCoverage", "Timeout", "Killed", "Ignored"]

    /// The page.
    public func text() -> String {
        let score = MutationReport.score(entries.compactMap(\.verdict))
        var html = [
            "<!DOCTYPE html>",
            ##"<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">"##,
            "<title>\(escaped(toolName)) mutate: \(entries.count) mutants</title>",
            "<style>\(Self.styleSheet)</style></head><body>",
        ]
        // The filter's targets: the page's address says which status is shown.
        html.append(Self.statuses.map { ##"<span id="only-\##($0.lowercased())" class="target"></span>"## }.joined())
        html.append("<h1>\(escaped(toolName)) mutate: \(entries.count) mutants, \(report.transcripts.count) transcript\(report.transcripts.count == 1 ? "" : "s")</h1>")
        html.append(##"<p class="score">Mutation score <strong>\##(MutationReport.percent(score))</strong></p>"##)
        let counts = Self.statuses.map { status in entries.count { Self.status(of: $0) == status } }
        html.append(##"<nav class="filter" aria-label="show only"><a href="#all">All \##(entries.count)</a>"##
            + zip(Self.statuses, counts).map { ##"<a class="\##($0.lowercased())" href="#only-\##($0.lowercased())">\##(Self.word($0)) \##($1)</a>"## }.joined()
            + "</nav>")
        html += table("style", keys: entries.map(\.mutant.style), linksFiles: false)
        html += table("file", keys: entries.map { MutationJSONReport.path(of: $0.mutant) }, linksFiles: true)
        html += transcriptsView()
        var files: [String] = []
        for entry in entries where !files.contains(MutationJSONReport.path(of: entry.mutant)) { files.append(MutationJSONReport.path(of: entry.mutant)) }
        html.append("<main>")
        for file in files { html += section(file) }
        html += ["</main>", "</body></html>"]
        return html.joined(separator: "\n") + "\n"
    }

    /// The score by `keys` (one per entry), in the order they first come; each row with
    /// a link to each survivor and, for files, to the file.
    private func table(_ heading: String, keys: [String], linksFiles: Bool) -> [String] {
        var order: [String] = []
        for key in keys where !order.contains(key) { order.append(key) }
        var rows = [##"<div class="wide"><table class="scores"><tr><th>\##(heading)</th><th>killed</th><th>survived</th><th>no cov.</th><th>ignored</th><th>score</th><th>survivors</th></tr>"##]
        for key in order {
            let here = zip(keys, entries).filter { $0.0 == key }.map(\.1)
            let verdicts = here.compactMap(\.verdict)
            let counts = [verdicts.count(where: \.isDetected), verdicts.count { $0 == .survived }, verdicts.count { $0 == .noCoverage },
                          verdicts.count { if case .ignored = $0 { true } else { false } }]
            let cells = zip(["killed", "survived", "no cov.", "ignored"], counts).map { ##"<td data-label="\##($0)">\##($1)</td>"## }.joined()
            let survived = here.filter { $0.verdict == .survived }
            let survivors = survived.map { entry in
                // Survivors that share a line (two calls there, or two swaps of one call)
                // are told apart by column and swap.
                let shared = survived.count { $0.mutant.line == entry.mutant.line } > 1
                let label = entry.mutant.line.map { line in
                    shared ? ":\(line):\(entry.mutant.column ?? 0) \(entry.mutant.swap)" : ":\(line)"
                } ?? entry.mutant.swap
                return ##"<a href="#m-\##(entry.mutant.id)" title="\##(escaped(entry.mutant.swap))">\##(escaped(label))</a>"##
            }.joined(separator: " ")
            let name = linksFiles ? ##"<a href="#\##(anchor(ofFile: key))">\##(escaped(key))</a>"## : escaped(key)
            rows.append("<tr><td>\(name)</td>\(cells)<td data-label=\"score\">\(MutationReport.percent(MutationReport.score(verdicts)))</td>"
                + (survivors.isEmpty ? "<td></td>" : "<td class=\"links\" data-label=\"survivors\">\(survivors)</td>") + "</tr>")
        }
        rows.append("</table></div>")
        return rows
    }

    /// Each transcript: what it killed (links), and how many mutants it covered.
    private func transcriptsView() -> [String] {
        var html = [##"<section class="tests"><h2>Transcripts</h2>"##]
        for transcript in report.transcripts {
            let killed = entries.filter { entry in
                switch entry.verdict {
                case .killed(let file, _, _)?, .timeout(let file)?: file == transcript
                default: false
                }
            }
            let covered = entries.count { $0.coveredBy?.contains(transcript) == true }
            let coverage = report.entries.allSatisfy { $0.coveredBy == nil } ? "" : ", covered \(covered)"
            html.append("<details><summary>\(escaped(transcript)): killed \(killed.count)\(coverage)</summary>")
            html.append(killed.isEmpty ? "<p>It killed none: each mutant it reached was killed earlier, or survived it.</p>"
                : "<ul>" + killed.map { entry in
                    ##"<li><a href="#m-\##(entry.mutant.id)">\##(escaped(entry.mutant.style)) \##(escaped(entry.mutant.swap))</a> \##(escaped(entry.mutant.place))</li>"##
                }.joined() + "</ul>")
            html.append("</details>")
        }
        html.append("</section>")
        return html
    }

    /// A file: its lines with mutants and two around each, numbered, the lines between
    /// left out with a note; each mutant listed under its line.
    private func section(_ file: String) -> [String] {
        let here = entries.filter { MutationJSONReport.path(of: $0.mutant) == file }
        let statuses = Set(here.map(Self.status(of:)))
        let classes = Self.statuses.filter(statuses.contains).map { "has-" + $0.lowercased() }.joined(separator: " ")
        var html = [##"<section class="file \##(classes)" id="\##(anchor(ofFile: file))">"##, "<h2>\(escaped(file))</h2>", ##"<table class="source">"##]
        let source = report.sources[file] ?? ""
        let lines = source.isEmpty ? [] : source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marked = Set(here.compactMap(\.mutant.line))
        let shown = Set(marked.flatMap { ($0 - 2)...($0 + 2) }.filter { lines.indices.contains($0 - 1) })
        var previous = 0
        for number in shown.sorted() {
            if number > previous + 1 {
                html.append(##"<tbody class="gap"><tr><td class="n">⋯</td><td>lines \##(previous + 1)–\##(number - 1)</td></tr></tbody>"##)
            }
            previous = number
            let mutants = here.filter { $0.mutant.line == number }
            let code = ##"<tr><td class="n">\##(number)</td><td><code>\##(escaped(lines[number - 1]))</code></td></tr>"##
            guard !mutants.isEmpty else {
                html.append(##"<tbody class="context">\##(code)</tbody>"##)
                continue
            }
            let status = Set(mutants.map(Self.status(of:)))
            let worst = Self.statuses.first(where: status.contains) ?? "Killed"
            let has = Self.statuses.filter(status.contains).map { "has-" + $0.lowercased() }.joined(separator: " ")
            html.append(##"<tbody class="line \##(worst.lowercased()) \##(has)">\##(code)<tr class="mutants"><td></td><td>\##(list(mutants))</td></tr></tbody>"##)
        }
        if lines.count > previous, !shown.isEmpty {
            html.append(##"<tbody class="gap"><tr><td class="n">⋯</td><td>lines \##(previous + 1)–\##(lines.count)</td></tr></tbody>"##)
        }
        let unplaced = here.filter { $0.mutant.line.map { !lines.indices.contains($0 - 1) } ?? true }
        if !unplaced.isEmpty {
            let status = Set(unplaced.map(Self.status(of:)))
            let has = Self.statuses.filter(status.contains).map { "has-" + $0.lowercased() }.joined(separator: " ")
            html.append(##"<tbody class="line \##(has)"><tr class="mutants"><td></td><td>\##(list(unplaced))</td></tr></tbody>"##)
        }
        html += ["</table>", "</section>"]
        return html
    }

    /// A line's mutants: the others listed, the killed ones folded under a count.
    private func list(_ mutants: [MutationJSONReport.Entry]) -> String {
        let killed = mutants.filter { Self.status(of: $0) == "Killed" }
        let others = mutants.filter { Self.status(of: $0) != "Killed" }
        var html = others.isEmpty ? "" : "<ul>" + others.map(item).joined() + "</ul>"
        if !killed.isEmpty {
            html += ##"<details class="killed"><summary>\##(killed.count) killed</summary><ul>\##(killed.map(item).joined())</ul></details>"##
        }
        return html
    }

    /// One mutant: its status, its swap and column, and what decided it.
    private func item(_ entry: MutationJSONReport.Entry) -> String {
        let mutant = entry.mutant
        let detail: String = switch entry.verdict {
        case .killed(let file, let line, let traceOnly)? where line > 0:
            "by \(file):\(line)" + (step(file, line).map { ": \($0)" } ?? "") + (traceOnly ? " — \(MutationVerdict.traceOnlyNote)" : "")
        case .killed(let file, _, _)?: "its check of \(file) crashed"
        case .timeout(let file)?: "its view model did not end in \(file)"
        case .survived?: entry.explored ?? "every transcript passed"
        case .noCoverage?: mutant.noCoverageReason
        case .ignored(let reason)?: reason
        case nil: ""
        }
        let status = Self.status(of: entry)
        let column = mutant.column.map { ", column \($0)" } ?? ""
        return ##"<li id="m-\##(mutant.id)" class="\##(status.lowercased())"><span class="status">\##(status)</span> "##
            + "<strong>\(escaped(mutant.style))</strong> \(escaped(mutant.swap))\(column) <span class=\"why\">\(escaped(detail))</span></li>"
    }

    /// A verdict's word, as Stryker's statuses read.
    private static func status(of entry: MutationJSONReport.Entry) -> String {
        switch entry.verdict {
        case .survived?: "Survived"
        case .noCoverage?: "NoCoverage"
        case .timeout?: "Timeout"
        case .killed?: "Killed"
        case .ignored?, nil: "Ignored"
        }
    }

    /// A status as the filter names it.
    private static func word(_ status: String) -> String {
        status == "NoCoverage" ? "No coverage" : status
    }

    /// The id a file's section has: its path's hash, which no path's characters can break.
    private func anchor(ofFile path: String) -> String {
        "f-" + ContentHash.hex(of: path)
    }

    /// The command at `line` of the transcript `file`, as the file has it.
    private func step(_ file: String, _ line: Int) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(line - 1) ? String(lines[line - 1]) : nil
    }

    /// `text` as HTML text or an attribute value, escaped as XML (HTML reads it alike).
    private func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// The filter: with `#only-survived` (and the like) in the address, every mutant,
    /// line and file without that status is hidden.
    private static var filterRules: String {
        statuses.map { status in
            let name = status.lowercased()
            let only = "body:has(#only-\(name):target)"
            return "\(only) li:not(.\(name)),\(only) tbody.context,\(only) tbody.gap,\(only) tbody.line:not(.has-\(name)),"
                + "\(only) section.file:not(.has-\(name)),\(only) details.killed:not(:has(li.\(name))){display:none}"
                + "\(only) nav a.\(name){outline:3px solid #222}"
        }.joined()
    }

    private static let styleSheet = """
        body{font:16px/1.4 sans-serif;margin:2em;color:#222}h1{font-size:1.5em;overflow-wrap:anywhere}h2{overflow-wrap:anywhere}\
        nav.filter a{display:inline-block;margin:0 .4em .4em 0;padding:.1em .5em;border-radius:3px;border:1px solid #888;color:#222;text-decoration:none}\
        .wide{max-width:100%;overflow-x:auto}\
        table.scores{border-collapse:collapse;margin:1em 0}table.scores td,table.scores th{border:1px solid #ccc;padding:.2em .6em;text-align:right}\
        table.scores td:first-child,table.scores th:first-child,td.links{text-align:left;overflow-wrap:anywhere}\
        table.source{border-collapse:collapse;width:100%;table-layout:fixed}table.source td{padding:0 .5em;vertical-align:top}\
        td.n{color:#888;text-align:right;width:3em}code{font:14px monospace;white-space:pre-wrap;overflow-wrap:anywhere}\
        tbody.gap td{color:#888;font-size:.85em}\
        tbody.survived tr:first-child{background:#f8d0d0}tbody.nocoverage tr:first-child{background:#fbe3c0}\
        tbody.timeout tr:first-child{background:#d8e4f8}tbody.killed tr:first-child{background:#d4f0d4}tbody.ignored tr:first-child{background:#e8e8e8}\
        tr.mutants ul{margin:.2em 0 .6em;padding-left:1.2em}li .status{font-weight:bold;padding:0 .3em;border-radius:3px}\
        li.survived .status,nav a.survived{background:#c62828;color:#fff}li.nocoverage .status,nav a.nocoverage{background:#ef6c00;color:#fff}\
        li.timeout .status,nav a.timeout{background:#1565c0;color:#fff}li.killed .status,nav a.killed{background:#2e7d32;color:#fff}\
        li.ignored .status,nav a.ignored{background:#757575;color:#fff}details.killed{margin:.2em 0 .6em}\
        .why{color:#555}section.tests details{margin:.2em 0}\
        @media (max-width:600px){body{margin:.6em;font-size:15px}code{font-size:12px}td.n{width:2.2em}\
        table.scores{width:100%}table.scores tr:first-child{display:none}table.scores tr{display:block;border:1px solid #ccc;margin:.3em 0;padding:.2em .3em}\
        table.scores td{display:inline-block;border:none;padding:0 .6em 0 0;text-align:left}table.scores td:first-child{display:block;font-weight:bold}\
        table.scores td[data-label]::before{content:attr(data-label) " ";color:#666;font-size:.85em}}
        """ + filterRules
}
