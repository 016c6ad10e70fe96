/// Processes that share a long length of an `explore` search (``ExploreSlice``): the
/// executable gives the engine them (``Engine/exploreWorkers``), as it gives it files.
/// A process each, not a thread: a view model's singleton or global stays in its own
/// process, as in `check`'s.
public struct ExploreWorkers: Sendable {
    /// How many slices a length is cut into: one a processor.
    public let count: Int
    /// Runs the slices, each in a process of its own, all at once; their finds in order,
    /// `nil` for one that failed or was stopped before it reported.
    public let run: @Sendable ([ExploreSlice]) -> [ExploreSliceFinds?]

    /// Workers that run `count` slices at once with `run`.
    public init(count: Int, run: @escaping @Sendable ([ExploreSlice]) -> [ExploreSliceFinds?]) {
        self.count = count
        self.run = run
    }
}

extension Engine {
    /// A worker's share of a search, replayed in this process: what a worker process
    /// runs and reports. Nil when the slice names styles, a screen or pairs this
    /// engine's catalog does not have, or its options give no search (``EngineExperiments``).
    /// `progress` is told how many sequences it has replayed, every 256.
    public func exploreSlice(_ slice: ExploreSlice, progress: (Int) -> Void = { _ in }) -> ExploreSliceFinds? {
        options.experiments.explore?.slice(slice, catalog, isInterrupted, progress)
    }
}
