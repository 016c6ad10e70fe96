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
    /// engine's catalog does not have.
    public func exploreSlice(_ slice: ExploreSlice) -> ExploreSliceFinds? {
        guard let screen = catalog.screens.first(where: { $0.name == slice.screen }),
              slice.styles.allSatisfy({ name in catalog.styles.contains { $0.name == name } }),
              slice.workers > 0, (0..<slice.workers).contains(slice.worker), slice.length > 0,
              let alphabet = try? ExploreAlphabet(screen: screen, parser: CommandParser(catalog: catalog)) else { return nil }
        var explorer = Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: slice.styles,
                                alphabet: alphabet, isInterrupted: isInterrupted)
        explorer.asRendered = slice.asRendered
        let open = slice.open.compactMap { entry -> ExploreResult.Pair? in
            guard entry.count == 2, slice.styles.indices.contains(entry[0]), slice.styles.indices.contains(entry[1]), entry[0] < entry[1] else { return nil }
            return ExploreResult.Pair(first: entry[0], second: entry[1])
        }
        return explorer.searchSlice(length: slice.length, worker: slice.worker, workers: slice.workers, open: open)
    }
}
