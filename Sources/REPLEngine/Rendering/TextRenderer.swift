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
            return [concatenated(title, ": ", first.digest.summary, "  ", styler.quiet(Self.agreement(group.rows.count)))]
        }
        // Each distinct identity is described once, and rows refer to it by number.
        var described: [(identity: RowIdentity, text: String, votes: Int)] = []
        var rowIdentities: [Int] = []
        rowIdentities.reserveCapacity(group.rows.count)
        for row in group.rows {
            let identity: RowIdentity
            if row.digest.count > 0 {
                identity = .events(row.digest.identity)
            } else if let ended = row.ended {
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
            case .events: text = row.digest.summary
            case .ended(let ended): text = "— (ended: \(ended))"
            case .nothing: text = "—"
            }
            rowIdentities.append(described.count)
            described.append((identity, text, 1))
        }
        if described.count == 1 {
            return [concatenated(title, ": ", described[0].text, "  ", styler.quiet(Self.agreement(group.rows.count)))]
        }
        // The majority; a tie goes to the identity seen first, that is, of the variant
        // listed first.
        var majority = 0
        for index in described.indices where described[index].votes > described[majority].votes {
            majority = index
        }
        var lines = [title + ":"]
        lines.reserveCapacity(group.rows.count + 1)
        for (index, identity) in rowIdentities.enumerated() {
            if identity == majority {
                lines.append(concatenated(group.rows[index].rowPrefix, described[identity].text))
            } else {
                lines.append(styler.differs(concatenated(group.rows[index].rowPrefix, described[identity].text, "  <- differs")))
            }
        }
        return lines
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
}
