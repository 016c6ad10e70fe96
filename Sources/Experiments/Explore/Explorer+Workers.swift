import REPLEngine
extension Explorer {
    /// Shares the sequences of `length` among `workers` and merges their finds: each
    /// pair's witness is the first sequence, in the length's order, that any worker found
    /// telling it apart, as this loop would have found it; the sequences counted are
    /// those this loop would have replayed. False when interrupted (what was found is
    /// kept).
    func searchInWorkers(length: Int, open: inout [ExploreResult.Pair], workers: ExploreWorkers,
                         into result: inout ExploreResult) -> Bool {
        let slices = (0..<workers.count).map { worker in
            ExploreSlice(styles: styles, screen: alphabet.screen, asRendered: asRendered, length: length, worker: worker,
                         workers: workers.count, open: open.map { [$0.first, $0.second] })
        }
        var finds = workers.run(slices)
        // A worker that could not start or report leaves its share to this process.
        for worker in finds.indices where finds[worker] == nil && !isInterrupted() {
            finds[worker] = searchSlice(length: length, worker: worker, workers: slices.count, open: open)
        }
        var first: [ExploreResult.Pair: Int] = [:]
        for find in finds.compactMap({ $0 }) {
            for entry in find.found where entry.count == 3 {
                let pair = ExploreResult.Pair(first: entry[0], second: entry[1])
                first[pair] = min(first[pair] ?? .max, entry[2])
            }
        }
        for (pair, index) in first where open.contains(pair) {
            result.witnesses[pair] = ExploreResult.Witness(
                commands: Self.sequence(at: index, length: length, base: alphabet.count).map { alphabet.letters[$0].line },
                firstDifference: length - 1, byRandomWalk: false)
        }
        open.removeAll { first[$0] != nil }
        let complete = finds.allSatisfy { $0 != nil && $0?.interrupted == false }
        if !complete {
            result.sequences += finds.reduce(0) { $0 + ($1?.replayed ?? 0) }
            result.interrupted = true
            return false
        }
        // This loop stops at the sequence that tells the last open pair apart.
        result.sequences += open.isEmpty ? (first.values.max() ?? 0) + 1 : Self.sequences(of: length, base: alphabet.count)
        return true
    }

    /// A worker's share of a length (``ExploreSlice``): every `workers`-th sequence from
    /// the `worker`-th, until each open pair is told apart or interrupted; `progress` is
    /// told how many it has replayed, every 256.
    func searchSlice(length: Int, worker: Int, workers: Int, open: [ExploreResult.Pair],
                     progress: (Int) -> Void = { _ in }) -> ExploreSliceFinds {
        var open = open
        var found: [[Int]] = []
        var replayed = 0
        let total = Self.sequences(of: length, base: alphabet.count)
        var index = worker
        while index < total && !open.isEmpty {
            if isInterrupted() { return ExploreSliceFinds(found: found, replayed: replayed, interrupted: true) }
            let pairs = replay(Self.sequence(at: index, length: length, base: alphabet.count), among: open)
            replayed += 1
            if replayed % 256 == 0 { progress(replayed) }
            found += pairs.map { [$0.first, $0.second, index] }
            open.removeAll { pairs.contains($0) }
            index += workers
        }
        return ExploreSliceFinds(found: found, replayed: replayed, interrupted: false)
    }

    /// The next sequence of the same length in the alphabet's order, counting in base
    /// `base` with the last command fastest; false after the last.
}
