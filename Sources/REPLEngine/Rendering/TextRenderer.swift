/// Prints a command's report for people: agreement quiet, divergence loud.
///
/// A stream on which every active variant emitted the same events takes one line that
/// says how many agree; otherwise each variant gets a row and the rows that differ from
/// the majority are marked `<- differs`.
struct TextRenderer {
    let styler: Styler

    func render(_ report: CommandReport) -> [String] {
        var lines: [String] = []
        render(report, into: &lines)
        return lines
    }

    func render(_ report: CommandReport, into lines: inout [String]) {
        if !report.deliveries.isEmpty {
            lines.append(line: "\(report.deliveryTitle):")
            for delivery in report.deliveries {
                let row = concatenated(report.rowPrefixes[delivery.index], delivery.outcome.text)
                if case .delivered = delivery.outcome {
                    lines.append(line: row)
                } else {
                    lines.append(line: styler.quiet(row))
                }
            }
        }
        for group in report.groups {
            renderGroup(group, report: report, into: &lines)
        }
        for row in report.states {
            renderState(row, report: report, into: &lines)
        }
        for diagnostic in report.diagnostics {
            let note = diagnostic.wouldCrashDebugBuild ? " (a debug build of RxSwift would crash here)" : ""
            lines.append(line: styler.diagnostic("! \(diagnostic.variant): \(diagnostic.message)\(note)"))
        }
        renderVariants(report.variants, into: &lines)
        for note in report.info { lines.append(line: note.text) }
        if let interrupted = report.interruptedAfter {
            lines.append(line: styler.error("interrupted after \(interrupted.done) of \(interrupted.of)"))
        }
    }

    /// Current values: one line when all agree, else a row per variant. Not marked: a
    /// style that keeps no readable value is not odd, it is a different style.
    private func renderState(_ row: CommandReport.StateRow, report: CommandReport, into lines: inout [String]) {
        let texts = row.values.map { entry in
            switch entry.value {
            case .value(let value): value.description
            case .unavailable(let reason): "— (\(reason))"
            }
        }
        guard let first = texts.first else { return }
        if texts.allSatisfy({ $0 == first }) {
            lines.append(row.stream, ": ", first, "  ", styler.quiet(Self.agreement(row.values.count)))
            return
        }
        lines.append(row.stream, ":")
        for (entry, text) in zip(row.values, texts) {
            lines.append(report.rowPrefixes[entry.index], text)
        }
    }

    /// The catalog, active styles marked, then each style's key idea.
    private func renderVariants(_ variants: [CommandReport.VariantRow], into lines: inout [String]) {
        guard !variants.isEmpty else { return }
        let width = variants.map(\.name.count).max() ?? 0
        for variant in variants {
            lines.append(line: "\(variant.active ? "*" : " ") \(pad(variant.name, width))  \(variant.summary)")
        }
        lines.append(line: "  (* active)  key ideas:")
        for variant in variants {
            lines.append(line: "  \(pad(variant.name, width))  \(variant.keyIdea)")
        }
    }

    /// One group: a line when every shown variant agrees, else a row per variant. Reads
    /// the digests where the capture left them; nothing per row is copied.
    private func renderGroup(_ group: CommandReport.Group, report: CommandReport, into lines: inout [String]) {
        let title = group.key.subscriber == .view ? group.key.stream : "\(group.key.stream) \(group.key.subscriber.label)"
        let shown = report.shownVariants
        let base = group.digests.startIndex
        // The common case, every variant agreeing, builds one summary instead of nine.
        if let first = shown.first, group.digests[base + first].count > 0,
           shown.allSatisfy({ group.digests[base + $0].identity == group.digests[base + first].identity }) {
            lines.append(title, ": ", group.digests[base + first].summary, "  ", styler.quiet(Self.agreement(shown.count)))
            return
        }
        // Each distinct identity is described once, and rows refer to it by number.
        var described: [(identity: RowIdentity, text: String, votes: Int)] = []
        described.reserveCapacity(shown.count)
        var rowIdentities: [Int] = []
        rowIdentities.reserveCapacity(shown.count)
        for variant in shown {
            let identity: RowIdentity
            if group.digests[base + variant].count > 0 {
                identity = .events(group.digests[base + variant].identity)
            } else if let ended = group.ended[variant] {
                identity = .ended(ended)
            } else {
                identity = .nothing
            }
            if let known = described.firstIndex(where: { $0.identity == identity }) {
                described[known].votes += 1
                rowIdentities.append(known)
                continue
            }
            let text: String
            switch identity {
            case .events: text = group.digests[base + variant].summary
            case .ended(let ended): text = "— (ended: \(ended))"
            case .nothing: text = "—"
            }
            rowIdentities.append(described.count)
            described.append((identity, text, 1))
        }
        if described.count == 1 {
            lines.append(title, ": ", described[0].text, "  ", styler.quiet(Self.agreement(shown.count)))
            return
        }
        // The majority; a tie goes to the identity seen first, that is, of the variant
        // listed first.
        var majority = 0
        for index in described.indices where described[index].votes > described[majority].votes {
            majority = index
        }
        lines.append(title, ":")
        for (variant, identity) in zip(shown, rowIdentities) {
            let prefix = report.rowPrefixes[variant]
            if identity == majority {
                lines.append(prefix, described[identity].text)
            } else {
                lines.append(styler.differsStart, prefix, described[identity].text, "  <- differs", styler.end)
            }
        }
    }

    /// How many variants agree, in words: `(1 variant)`, `(both agree)`, `(all 9 agree)`.
    ///
    /// Read from a table for every count a session can show: most commands print such a
    /// line, and interpolating it cost a fifth of rendering one.
    static func agreement(_ count: Int) -> String {
        count >= 0 && count < agreements.count ? agreements[count] : agreementText(count)
    }

    private static let agreements = (0...Engine.styleCount).map(agreementText)

    private static func agreementText(_ count: Int) -> String {
        switch count {
        case 1: return "(1 variant)"
        case 2: return "(both agree)"
        default: return "(all \(count) agree)"
        }
    }

    /// What makes two rows agree.
    private enum RowIdentity: Equatable {
        case events(EventDigest.Identity)
        case ended(String)
        case nothing
    }
}
