extension Duration {
    /// The duration in seconds, as JUnit's `time` and a check's outcome give it.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
