import StyleKit

/// Prints a command's report for people: agreement quiet, divergence loud, and no
/// variant called wrong by a vote.
///
/// A stream on which every active variant emitted the same events takes one line that
/// says how many agree. Where they differ, the stream shows the split: the variants that
/// behaved alike share a row, the events first and then who emitted them, one row per
/// distinct behaviour, the largest first. Streams that split the same way in one command
/// share a block, named together, within a screen. Every line fits the wrapper's width.
struct TextRenderer {
    let styler: Styler
    let wrapper: LineWrapper
    /// The words of `help`.
    var help: HelpText? = nil
    /// The catalog's styles, whose code `source` shows.
    var styles: [Style] = []
    /// The catalog's screens: streams of two screens never share a block.
    var screens: [Screen] = []

    /// The widest a row's text column is padded to; a longer text is followed by two
    /// spaces and the names, which continue under it.
    static let widestPaddedText = 40

    /// The lines that show `output`.
    func render(_ output: CommandOutput) -> [String] {
        switch output {
        case .report(let report):
            return render(report)
        case .help(let topic, _):
            guard let help else { return [] }
            // The legend's meanings, and the command list's summaries, continue under
            // themselves.
            let hang = topic == .output ? HelpText.legendHang : topic == nil ? help.overviewHang : nil
            return (topic.map(help.details) ?? help.overview()).flatMap { wrapped($0, hang: hang) }
        case .source(let variants, let screen, let diff):
            return SourceView(styler: styler, wrapper: wrapper, styles: styles).render(variants: variants, screen: screen, diff: diff)
        case .lessons(let lessons, let toolName):
            // The titles in one column, after the longest name; the numbers at the margin,
            // so that the titles keep their width on a 24-row screen.
            let names = lessons.map(\.name.count).max() ?? 0
            return lessons.flatMap { lesson in
                wrapped("\(lesson.number < 10 ? " " : "")\(lesson.number)  \(pad(lesson.name, names))  \(lesson.title)", hang: names + 6)
            } + wrapped("'demo NUMBER' steps through one on the terminal; '\(toolName) demo NUMBER' from the shell")
        case .bench(let result, let bench, let unmeasured):
            return BenchText.render(result, bench: bench, asPattern: unmeasured).flatMap { wrapped($0) }
        case .marbles(let diagram):
            return MarbleText(wrapper: wrapper, styler: styler).render(diagram)
        case .graph(let graphs, let dot):
            if dot { return graphs.count == 1 ? GraphDOT(graph: graphs[0]).render() : GraphDOT.compared(graphs) }
            return graphs.count == 1 ? GraphText(graph: graphs[0], width: wrapper.width).render() : GraphText.compared(graphs, width: wrapper.width)
        case .trace(let command, let traces, let all):
            return TraceText(command: command, traces: traces, width: wrapper.width, all: all).render()
        case .wrote(let written):
            return [NoteWording.text(written)]
        case .interruption(let message):
            return wrapped(styler.error(message))
        case .echo(let file, let line, let command):
            return ["\(file):\(line)> \(command)"]
        case .explore(let report):
            return ExploreText(report: report, wrapper: wrapper).render()
        case .handout(let lines):
            // Markdown as it is: a paragraph is one line, a code block was printed within 80.
            return lines
        case .mutation(let lines): return lines.flatMap { wrapped($0) }
        }
    }

    /// `text` wrapped to the width, continuation lines indented `hang` columns, or two
    /// past its own indentation.
    private func wrapped(_ text: String, hang: Int? = nil) -> [String] {
        wrapper.wrap(text, hang: hang ?? text.prefix { $0 == " " }.count + 2)
    }

    /// The lines of a report.
    func render(_ report: CommandReport) -> [String] {
        var lines: [String] = []
        if !report.deliveries.isEmpty {
            let rows = Self.eachOutcomeOnce(Self.split(report.deliveries.map { delivery in
                (text: delivery.outcome.word, reason: delivery.outcome.reason.map { "(\($0))" }, key: delivery.outcome.text, variant: delivery.index)
            }))
            appendBlock(title: "\(report.deliveryTitle):", rows: rows, report: report, into: &lines)
        }
        renderGroups(report, into: &lines)
        renderStates(report, into: &lines)
        for diagnostic in report.diagnostics {
            let note = diagnostic.wouldCrashDebugBuild ? " (a debug build of RxSwift would crash here)" : ""
            append(styler.diagnostic("! \(diagnostic.variant): \(diagnostic.message)\(note)"), hang: 4, into: &lines)
        }
        renderVariants(report.variants, into: &lines)
        for note in report.info { append(NoteWording.text(note), hang: 2, into: &lines) }
        renderResources(report, into: &lines)
        if let interruption = report.interruption {
            append(styler.error(NoteWording.text(interruption)), hang: 2, into: &lines)
        }
        return lines
    }

    // MARK: Streams

    /// A row of a split: the text shown, the variants (catalog indices) it is for, and
    /// why, where a reason helps (shown after the names).
    struct Row: Equatable {
        let text: String
        let reason: String?
        var variants: [Int]
    }

    /// What each stream's subscriber saw: an agreement line, or a block of rows; blocks
    /// that split the same way are merged under one title.
    private func renderGroups(_ report: CommandReport, into lines: inout [String]) {
        var blocks: [(titles: [String], rows: [Row], screen: String?)] = []
        for group in report.groups {
            let title = group.key.subscriber == .view ? group.key.stream : "\(group.key.stream) \(group.key.subscriber.label)"
            // Variants whose digests agree share a row; each row's text is made once.
            var keys: [CommandReport.Group.Behaviour] = []
            var members: [[Int]] = []
            for variant in group.variants {
                let key = group.behaviour(of: variant)
                if let known = keys.firstIndex(of: key) {
                    members[known].append(variant)
                } else {
                    keys.append(key)
                    members.append([variant])
                }
            }
            var texts = members.map { rowText(group, variant: $0[0]) }
            // Rows that would print alike (they differ only in events left out) show the
            // fingerprint of all their events: a split never shows two equal rows.
            let printed = texts.map(\.text)
            for index in texts.indices where printed.indices.contains(where: { $0 != index && printed[$0] == printed[index] }) {
                texts[index].text = rowText(group, variant: members[index][0], fingerprint: true).text
            }
            // The largest row first; rows of one size in the order their first variant
            // came (a stable sort).
            let rows = zip(texts, members).enumerated().sorted { lhs, rhs in
                lhs.element.1.count != rhs.element.1.count ? lhs.element.1.count > rhs.element.1.count : lhs.offset < rhs.offset
            }.map { Row(text: $0.element.0.text, reason: $0.element.0.reason, variants: $0.element.1) }
            let screen = screen(of: group.key.stream)
            if let place = blocks.firstIndex(where: { $0.rows == rows && $0.rows.count > 1 && $0.screen == screen }) {
                blocks[place].titles.append(title)
            } else {
                blocks.append(([title], rows, screen))
            }
        }
        for block in blocks {
            appendBlock(title: block.titles.joined(separator: ", ") + ":", rows: block.rows, report: report, into: &lines)
        }
    }

    /// What one variant's row says for `group`, and why where it says nothing.
    /// A run shortened when every event was asked for (a transcript) always shows its
    /// fingerprint, so that `check` compares the events it leaves out too.
    private func rowText(_ group: CommandReport.Group, variant: Int, fingerprint: Bool = false) -> (text: String, reason: String?) {
        let digest = group.digests[group.digests.startIndex + variant]
        if digest.count > 0 {
            return (digest.summary(fingerprint: fingerprint || digest.keepsAll) { text, isTerminal in isTerminal ? styler.terminalEvent(text) : text }, nil)
        }
        if let ended = group.ended[variant] {
            return ("—", styler.terminalEvent("(ended: \(ended))"))
        }
        if let input = group.inputEnded[variant] {
            return ("—", styler.terminalEvent("(\(input))"))
        }
        return ("—", nil)
    }

    /// Variants with the same key share a row: the largest row first, rows of one size in
    /// the catalog order of their first variant.
    static func split(_ entries: [(text: String, reason: String?, key: String, variant: Int)]) -> [Row] {
        var rows: [Row] = []
        var keys: [String] = []
        for entry in entries {
            if let known = keys.firstIndex(of: entry.key) {
                rows[known].variants.append(entry.variant)
            } else {
                keys.append(entry.key)
                rows.append(Row(text: entry.text, reason: entry.reason, variants: [entry.variant]))
            }
        }
        // A stable sort: ties keep the order of first appearance.
        return rows.enumerated().sorted { lhs, rhs in
            lhs.element.variants.count != rhs.element.variants.count
                ? lhs.element.variants.count > rhs.element.variants.count
                : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The rows of one outcome together, the word said once: a later row of the same
    /// outcome (another reason) has an empty text column.
    static func eachOutcomeOnce(_ rows: [Row]) -> [Row] {
        var words: [String] = []
        for row in rows where !words.contains(row.text) { words.append(row.text) }
        return words.flatMap { word in
            rows.filter { $0.text == word }.enumerated().map { index, row in
                Row(text: index == 0 ? row.text : "", reason: row.reason, variants: row.variants)
            }
        }
    }

    /// Values first, then the reasons there is none, each part in catalog order.
    static func valuesFirst(_ rows: [Row]) -> [Row] {
        let values = rows.filter { $0.reason == nil }, reasons = rows.filter { $0.reason != nil }
        let inCatalogOrder = { (lhs: Row, rhs: Row) in (lhs.variants.first ?? 0) < (rhs.variants.first ?? 0) }
        return values.sorted(by: inCatalogOrder) + reasons.sorted(by: inCatalogOrder)
    }

    /// One agreement line, or a title and a row per distinct behaviour.
    private func appendBlock(title: String, rows: [Row], report: CommandReport, into lines: inout [String]) {
        guard let first = rows.first else { return }
        if rows.count == 1 {
            let reason = first.reason.map { " " + $0 } ?? ""
            append(concatenated(title, " ", first.text, reason, "  " + Self.agreement(first.variants.count)), hang: 4, into: &lines)
            return
        }
        append(styler.split(title), hang: 4, into: &lines)
        let widths = rows.map { LineWrapper.visibleWidth($0.text) }
        let textWidth = widths.filter { $0 <= Self.widestPaddedText }.max() ?? 0
        for (row, width) in zip(rows, widths) {
            let names = row.variants.map { report.variantNames[$0] }.joined(separator: " ") + (row.reason.map { "  " + $0 } ?? "")
            let padding = max(0, textWidth - width)
            let line = concatenated("  ", row.text, String(repeating: " ", count: padding), "  ", names)
            append(line, hang: width <= textWidth ? 2 + textWidth + 2 : 4, into: &lines)
        }
    }

    /// The name of the screen whose output `stream` is.
    private func screen(of stream: String) -> String? {
        screens.first { $0.output(named: stream) != nil }?.name
    }

    // MARK: Current values

    /// Each stream's current values: one line when all agree, else a block of rows.
    private func renderStates(_ report: CommandReport, into lines: inout [String]) {
        var blocks: [(titles: [String], rows: [Row], screen: String?)] = []
        for row in report.states {
            let rows = Self.valuesFirst(Self.split(row.values.map { entry in
                switch entry.value {
                case .value(let value):
                    return (text: value.description, reason: nil, key: "v" + value.description, variant: entry.index)
                case .unavailable(let reason):
                    return (text: "—", reason: "(\(reason))", key: "r" + reason, variant: entry.index)
                }
            }))
            let screen = screen(of: row.stream)
            if let place = blocks.firstIndex(where: { $0.rows == rows && $0.rows.count > 1 && $0.screen == screen }) {
                blocks[place].titles.append(row.stream)
            } else {
                blocks.append(([row.stream], rows, screen))
            }
        }
        for block in blocks {
            appendBlock(title: block.titles.joined(separator: ", ") + ":", rows: block.rows, report: report, into: &lines)
        }
    }

    /// The catalog, active styles marked, then each style's key idea.
    private func renderVariants(_ variants: [CommandReport.VariantRow], into lines: inout [String]) {
        guard !variants.isEmpty else { return }
        let width = variants.map(\.name.count).max() ?? 0
        for variant in variants {
            append("\(variant.active ? "*" : " ") \(pad(variant.name, width))  \(variant.summary)", hang: width + 4, into: &lines)
        }
        lines.append("  (* active)  key ideas:")
        for variant in variants {
            append("  \(pad(variant.name, width))  \(variant.keyIdea)", hang: width + 4, into: &lines)
        }
    }

    private func append(_ line: String, hang: Int, into lines: inout [String]) {
        lines += wrapper.wrap(line, hang: hang)
    }

    /// `resources`: a table of each active variant's live resources and last change; with
    /// `resources on`, one line with the changes the command made.
    private func renderResources(_ report: CommandReport, into lines: inout [String]) {
        guard !report.resources.isEmpty else { return }
        if report.resourcesTable {
            let width = report.resources.map(\.variant.count).max() ?? 0
            let liveWidth = report.resources.map { String($0.live).count }.max() ?? 0
            append("resources (live Rx resources and Flux subscriptions; the last command's change):", hang: 2, into: &lines)
            for row in report.resources {
                let live = String(row.live)
                append("  \(pad(row.variant, width))  \(String(repeating: " ", count: liveWidth - live.count))\(live)  (\(Self.signed(row.change)))", hang: 4, into: &lines)
            }
            return
        }
        let changed = report.resources.filter { $0.change != 0 }
        if changed.isEmpty {
            append("resources: unchanged", hang: 2, into: &lines)
        } else {
            let parts = changed.map { "\($0.variant) \(Self.signed($0.change)) (\($0.live))" }
            let rest = changed.count < report.resources.count ? "; the others unchanged" : ""
            append("resources: " + parts.joined(separator: ", ") + rest, hang: 2, into: &lines)
        }
    }

    /// A change with its sign: `+2`, `-1`, `0`.
    static func signed(_ change: Int) -> String {
        change > 0 ? "+\(change)" : String(change)
    }

    /// How many variants agree, in words: `(1 variant)`, `(both agree)`, `(all 9 agree)`.
    static func agreement(_ count: Int) -> String {
        switch count {
        case 1: return "(1 variant)"
        case 2: return "(both agree)"
        default: return "(all \(count) agree)"
        }
    }
}
