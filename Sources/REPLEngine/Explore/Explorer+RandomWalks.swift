extension Explorer {
    /// Walks random sequences of `depth + 1` to `4 × (depth + 1)` commands until
    /// `seconds` have passed, every pair is told apart, or interrupted. A walk stops at
    /// the first command that tells an open pair apart, and that sequence is shrunk for
    /// each pair it told apart. The walks are the same on every run: the generator
    /// starts from a fixed seed.
    func walk(seconds: Int, depth: Int, into result: inout ExploreResult) {
        var open = pairs.filter { result.witnesses[$0] == nil }
        guard alphabet.count > 0 else { return }
        var generator = SplitMix64(seed: 0x766D_7265_706C)
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        let shortest = depth + 1
        while !open.isEmpty && ContinuousClock.now < deadline {
            if isInterrupted() {
                result.interrupted = true
                return
            }
            let length = shortest + generator.next(below: 3 * shortest + 1)
            let session = makeSession()
            var touched: Set<GroupKey> = []
            var sequence: [Int] = []
            var found: [ExploreResult.Pair] = []
            while sequence.count < length && found.isEmpty && !isInterrupted() {
                let letter = generator.next(below: alphabet.count)
                sequence.append(letter)
                found = differing(run(letter, in: session), among: open, in: session, touched: &touched)
            }
            for pair in found {
                let shrunk = shrink(sequence, telling: pair)
                result.witnesses[pair] = ExploreResult.Witness(
                    commands: shrunk.map { alphabet.letters[$0].line },
                    firstDifference: firstDifference(shrunk, telling: pair) ?? shrunk.count - 1, byRandomWalk: true)
            }
            open.removeAll { found.contains($0) }
        }
    }

    /// A locally minimal part of `sequence` that still tells `pair` apart, delta
    /// debugging style: chunks are taken out, halves first, then smaller ones, down to
    /// single commands, until taking out any one command would lose the difference.
    func shrink(_ sequence: [Int], telling pair: ExploreResult.Pair) -> [Int] {
        var current = sequence
        var chunks = 2
        while current.count > 1 && !isInterrupted() {
            let size = (current.count + chunks - 1) / chunks
            var reduced = false
            for start in stride(from: 0, to: current.count, by: size) {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                if !candidate.isEmpty && firstDifference(candidate, telling: pair) != nil {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if size == 1 { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }

    /// The position of the first command of `sequence` after which `pair` prints
    /// differently, replayed in a fresh session; nil if none does.
    func firstDifference(_ sequence: [Int], telling pair: ExploreResult.Pair) -> Int? {
        let session = makeSession()
        var touched: Set<GroupKey> = []
        for (position, letter) in sequence.enumerated() {
            if !differing(run(letter, in: session), among: [pair], in: session, touched: &touched).isEmpty { return position }
        }
        return nil
    }
}
