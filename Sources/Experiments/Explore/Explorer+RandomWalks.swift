import REPLEngine
extension Explorer {
    /// Walks random sequences of ``WalkBudget/lengths(after:)`` commands until `budget` is spent,
    /// every pair is told apart, or interrupted. A walk stops at the first command that
    /// tells an open pair apart, and that sequence is shrunk for each pair it told apart.
    /// The walks are the same on every run: the generator starts from a fixed seed, so a
    /// budget of walks finds the same on every machine.
    func walk(_ budget: WalkBudget, depth: Int, into result: inout ExploreResult) {
        var open = pairs.filter { result.witnesses[$0] == nil }
        guard alphabet.count > 0 else { return }
        var generator = SplitMix64(seed: 0x766D_7265_706C)
        let deadline: ContinuousClock.Instant? = if case .seconds(let seconds) = budget { ContinuousClock.now.advanced(by: .seconds(seconds)) } else { nil }
        let lengths = WalkBudget.lengths(after: depth)
        func spent() -> Bool {
            switch budget {
            case .walks(let walks): return result.walks >= walks
            case .seconds: return deadline.map { ContinuousClock.now >= $0 } ?? true
            }
        }
        while !open.isEmpty && !spent() {
            if isInterrupted() {
                result.interrupted = true
                return
            }
            result.walks += 1
            // The line's count and clock move through the walks too.
            if result.walks % 64 == 1 {
                let total = if case .walks(let walks) = budget { walks } else { 0 }
                progress?(ExploreProgress(walked: result.walks - 1, of: total, depth: depth))
            }
            let length = lengths.lowerBound + generator.next(below: lengths.count)
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
