/// Prints a command's report for people: agreement quiet, divergence loud.
///
/// A stream on which every active variant emitted the same events takes one line that
/// says how many agree; otherwise each variant gets a row and the rows that differ from
/// the majority are marked `<- differs`.
struct TextRenderer {
    let styler: Styler

    func render(_ report: CommandReport) -> [String] {
        var lines: [String] = []
        let width = report.variantColumnWidth
        if !report.deliveries.isEmpty {
            lines.append("\(report.deliveryTitle):")
            for delivery in report.deliveries {
                let row = "  \(pad(delivery.variant, width))  \(delivery.outcome)"
                lines.append(delivery.delivered ? row : styler.quiet(row))
            }
        }
        for group in report.groups {
            lines += renderGroup(group, report: report, width: width)
        }
        for row in report.states {
            lines += renderState(row, width: width)
        }
        for diagnostic in report.diagnostics {
            let note = diagnostic.wouldCrashDebugBuild ? " (a debug build of RxSwift would crash here)" : ""
            lines.append(styler.diagnostic("! \(diagnostic.variant): \(diagnostic.message)\(note)"))
        }
        lines += report.info
        if let interrupted = report.interruptedAfter {
            lines.append(styler.error("interrupted after \(interrupted.done) of \(interrupted.of)"))
        }
        return lines
    }

    /// Current values: one line when all agree, else a row per variant. Not marked: a
    /// style that keeps no readable value is not odd, it is a different style.
    private func renderState(_ row: CommandReport.StateRow, width: Int) -> [String] {
        guard let first = row.values.first else { return [] }
        if row.values.allSatisfy({ $0.text == first.text }) {
            let agreement = Self.agreement(row.values.count)
            return ["\(row.stream): \(first.text)  \(styler.quiet(agreement))"]
        }
        return ["\(row.stream):"] + row.values.map { "  \(pad($0.variant, width))  \($0.text)" }
    }

    private func renderGroup(_ group: CommandReport.Group, report: CommandReport, width: Int) -> [String] {
        let title = group.key.subscriber == .view ? group.key.stream : "\(group.key.stream) \(group.key.subscriber.label)"
        // The common case, every variant agreeing, builds one summary instead of nine.
        if let first = group.rows.first, first.digest.count > 0,
           group.rows.allSatisfy({ $0.digest.identity == first.digest.identity }) {
            let agreement = Self.agreement(group.rows.count)
            return ["\(title): \(first.digest.summary)  \(styler.quiet(agreement))"]
        }
        // Rows with the same identity show the same text: describe each identity once.
        var described: [(identity: RowIdentity, text: String)] = []
        let rows = group.rows.map { row -> (prefix: String, text: String, identity: RowIdentity) in
            let identity: RowIdentity
            if row.digest.count > 0 {
                identity = .events(row.digest.identity)
            } else if let ended = row.ended {
                identity = .ended(ended)
            } else {
                identity = .nothing
            }
            if let known = described.first(where: { $0.identity == identity }) {
                return (row.rowPrefix, known.text, identity)
            }
            let text: String
            switch identity {
            case .events: text = row.digest.summary
            case .ended(let ended): text = "— (ended: \(ended))"
            case .nothing: text = "—"
            }
            described.append((identity, text))
            return (row.rowPrefix, text, identity)
        }
        return renderRows(title: title, rows: rows)
    }

    /// How many variants agree, in words: `(1 variant)`, `(both agree)`, `(all 9 agree)`.
    static func agreement(_ count: Int) -> String {
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

    /// One line when every row's identity agrees, else a row per variant with the odd
    /// ones marked.
    private func renderRows(title: String, rows: [(prefix: String, text: String, identity: RowIdentity)]) -> [String] {
        guard let first = rows.first else { return [] }
        if rows.allSatisfy({ $0.identity == first.identity }) {
            let agreement = Self.agreement(rows.count)
            return ["\(title): \(first.text)  \(styler.quiet(agreement))"]
        }
        // The majority; a tie goes to the variant listed first. A handful of rows: count
        // by scanning rather than hashing.
        var majority = first.identity
        var largest = 0
        for row in rows {
            let votes = rows.reduce(0) { $0 + ($1.identity == row.identity ? 1 : 0) }
            if votes > largest { (majority, largest) = (row.identity, votes) }
        }
        var lines = [title + ":"]
        lines.reserveCapacity(rows.count + 1)
        for row in rows {
            var line = row.prefix
            line += row.text
            if row.identity == majority {
                lines.append(line)
            } else {
                line += "  <- differs"
                lines.append(styler.differs(line))
            }
        }
        return lines
    }
}
