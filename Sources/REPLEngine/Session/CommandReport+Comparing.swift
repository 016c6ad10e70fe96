extension CommandReport {
    /// What `explore` compares two styles on: the streams the command touched.
    package var streamsTouched: [GroupKey] {
        groups.map(\.key)
    }

    /// Whether some variant's input refused the error or completion the command sent
    /// (its type cannot carry it).
    package var refusedAnEnding: Bool {
        deliveries.contains { if case .refused = $0.outcome { true } else { false } }
    }

    /// Whether the variants at catalog indices `first` and `second` print differently
    /// on one of `streams`: what `explore` asks after each command.
    package func printsDifferently(_ first: Int, _ second: Int, on streams: Set<String>) -> Bool {
        groups.contains { group in
            streams.contains(group.key.stream) && group.behaviour(of: first) != group.behaviour(of: second)
        }
    }
}
