/// `bench` for people: a header that says the figures are this machine's, the floor,
/// then a row per variant.
enum BenchText {
    /// The lines for `result`; with `asPattern`, as a transcript holds them, the same on
    /// every machine and every run: each figure `[..]`, and no debug-build warning.
    static func render(_ result: VariantBench.Result, bench: VariantBench, asPattern: Bool = false) -> [String] {
        func figure(_ value: Double) -> String {
            asPattern ? LinePattern.anyText : Self.figure(value)
        }
        let width = max(result.rows.map(\.variant.count).max() ?? 0, "closure".count)
        // Each row's figures, right-aligned in columns so that a class compares them down
        // the page: ns/event, × floor, µs/build.
        let rows: [(name: String, figures: [String]?, build: String)] = result.rows.map { row in
            (row.variant, row.nanosecondsPerEvent.map { [figure($0), figure($0 / result.floorNanosecondsPerEvent)] },
             figure(row.microsecondsPerBuild))
        }
        let floor = figure(result.floorNanosecondsPerEvent)
        let eventWidth = ([floor] + rows.compactMap { $0.figures?[0] }).map(\.count).max() ?? 0
        let timesWidth = rows.compactMap { $0.figures?[1] }.map(\.count).max() ?? 0
        let buildWidth = rows.map(\.build.count).max() ?? 0
        var lines = [
            "bench: \(bench.events) \(bench.target?.input ?? "no") events and \(bench.builds) builds per variant, best of \(VariantBench.rounds) rounds",
            "  (this machine's figures, in this process; they change from run to run)",
            "  \(pad("closure", width))  \(padLeft(floor, eventWidth)) ns/event  the floor: a plain closure",
        ]
        for row in rows {
            let event = row.figures.map { "\(padLeft($0[0], eventWidth)) ns/event  \(padLeft($0[1], timesWidth))× floor" }
                ?? "no \(bench.target?.screen.name ?? "repeating tap")"
            lines.append("  \(pad(row.name, width))  \(event)  \(padLeft(row.build, buildWidth)) µs/build")
        }
        if VariantBench.isDebugBuild && !asPattern {
            lines.append("warning: this is a debug build, many times slower than a release build; for figures to compare, run one built with 'swift build -c release'")
        }
        return lines
    }

    /// `value` (not negative) with one decimal: `21.4`.
    static func figure(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
