/// What a census of styles found: their mutants, and how many actions each style's view
/// model of each screen scheduled on virtual time in each transcript as written, from
/// which each mutant's limit in that transcript follows (``actionLimit(for:file:)``).
public struct MutantCensus: Sendable {
    /// The mutants, style by style, screen by screen, in the order their calls are made.
    public var mutants: [Mutant]
    /// The actions run as written, by `style/screen`, a count per transcript in order.
    var actionsAsWritten: [String: [Int]]
    /// The transcripts (by index) that ran each view model as written, by `style/screen`:
    /// those that sent something into it; and, by `style/screen/site`, those in which a
    /// flat-map's closure made that call.
    var coverage: [String: Set<Int>] = [:]

    /// The transcripts (by index, in order) whose run as written covers `mutant`: for a
    /// call made at the build, each that sent something into its view model; for a call
    /// a flat-map's closure makes, each in which the closure made it. Stryker's
    /// `coveredBy`.
    public func coveringFiles(of mutant: Mutant) -> [Int] {
        let key = "\(mutant.style)/\(mutant.screen)"
        return (coverage[mutant.site.within.isEmpty ? key : key + "/" + mutant.site.path] ?? []).sorted()
    }

    /// The most actions a mutant's view model may run in the transcript at `file` (its
    /// index) before it counts as not ending: ten times what the view model ran as
    /// written, and 100,000 more. Counted, never timed: the same on every machine.
    public func actionLimit(for mutant: Mutant, file: Int) -> Int {
        Self.actionLimit(asWritten: actionsAsWritten["\(mutant.style)/\(mutant.screen)"].flatMap { $0.indices.contains(file) ? $0[file] : nil } ?? 0)
    }

    /// The limit for a view model that ran `asWritten` actions with no mutant.
    public static func actionLimit(asWritten: Int) -> Int {
        asWritten * 10 + 100_000
    }
}
