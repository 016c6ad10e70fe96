import StyleKit

/// Looks for the shortest command sequences that tell styles apart: breadth first over
/// an ``ExploreAlphabet``, each sequence replayed in a fresh session of the styles, and
/// then, if asked, random walks whose finds are shrunk.
///
/// Two styles differ after a command when some output's row would print differently for
/// them (``CommandReport/Group/Behaviour``): what their output streams emitted, or why
/// they emitted nothing; or, compared as rendered, when a view that draws only the latest
/// value would show something else (``Capture/showsDifferently(_:_:on:)``). Every pair of
/// styles is compared on every sequence, so the styles left alike form classes however
/// far the search got.
struct Explorer {
    let catalog: Catalog
    let layout: Layout
    /// The styles explored, in catalog order, and their catalog indices.
    let styles: [String]
    let indices: [Int]
    /// The commands sequences are made of.
    private(set) var alphabet: ExploreAlphabet
    /// The `error` and `complete` lines left out of the screen's alphabet: the input of
    /// some explored style cannot be sent them (a method's, a relay's), so no view could
    /// do it.
    private(set) var leftOut: [String] = []
    /// Checked before each sequence and each command; true stops the search.
    let isInterrupted: () -> Bool
    /// Whether styles are compared by what a view shows after each command, not by every
    /// event (`--as-rendered`).
    var asRendered = false
    /// The outputs each pair is compared on: those of the screens both styles implement
    /// (a style with no login screen shows nothing there, which is no difference).
    private let comparedStreams: [ExploreResult.Pair: Set<String>]

    /// An explorer of `styles` (in catalog order) over `alphabet`, less what some style
    /// refuses.
    init(catalog: Catalog, layout: Layout, styles: [String], alphabet: ExploreAlphabet, isInterrupted: @escaping () -> Bool) {
        self.catalog = catalog
        self.layout = layout
        self.styles = styles
        indices = styles.compactMap { name in catalog.styles.firstIndex { $0.name == name } }
        self.alphabet = alphabet
        self.isInterrupted = isInterrupted
        let screensOf = styles.map { name in
            Set(catalog.screens.filter { screen in catalog.styles.contains { $0.name == name && $0.variant(of: screen) != nil } }.map(\.name))
        }
        var compared: [ExploreResult.Pair: Set<String>] = [:]
        for first in styles.indices {
            for second in first + 1..<styles.count {
                let shared = screensOf[first].intersection(screensOf[second])
                compared[ExploreResult.Pair(first: first, second: second)] = Set(catalog.screens.filter { shared.contains($0.name) }.flatMap { $0.outputs.map(\.name) })
            }
        }
        comparedStreams = compared
        // An error or a completion some style's input type cannot carry would tell that
        // style apart by its API, not its behaviour: each is tried once, and left out
        // where any style refuses it.
        let refused = alphabet.letters.indices.filter { letter in
            alphabet.letters[letter].endsInput && run(letter, in: makeSession()).deliveries.contains {
                if case .refused = $0.outcome { true } else { false }
            }
        }
        leftOut = refused.map { alphabet.letters[$0].line }
        self.alphabet = alphabet.removing { leftOut.contains($0.line) }
    }

    /// Every pair of explored styles, by position in ``styles``.
    var pairs: [ExploreResult.Pair] {
        styles.indices.flatMap { first in (first + 1..<styles.count).map { ExploreResult.Pair(first: first, second: $0) } }
    }

    // MARK: Breadth first

    /// The fewest sequences of one length that are shared among worker processes: a
    /// process costs a few milliseconds to start, a thousand sequences 90 to 600.
    static let sequencesForWorkers = 1_000

    /// Tries every sequence of 1 to `depth` commands, shortest first and each length in
    /// the alphabet's order, recording for each pair the first sequence that tells it
    /// apart; stops once every pair is told apart, or when interrupted. A length of at
    /// least ``sequencesForWorkers`` sequences is shared among `workers` processes, if
    /// given, whose finds merge into what this loop would have found.
    func search(depth: Int, into result: inout ExploreResult, workers: ExploreWorkers? = nil) {
        var open = pairs.filter { result.witnesses[$0] == nil }
        guard !open.isEmpty, alphabet.count > 0 else { return }
        for length in 1...depth {
            if let workers, workers.count > 1, Self.sequences(of: length, base: alphabet.count) >= Self.sequencesForWorkers {
                if !searchInWorkers(length: length, open: &open, workers: workers, into: &result) || open.isEmpty { return }
                result.searchedDepth = length
                continue
            }
            // A pair told apart by a shorter sequence was found at that length, so a
            // difference now is made by the last command: only its report is compared.
            var sequence = [Int](repeating: 0, count: length)
            repeat {
                if isInterrupted() {
                    result.interrupted = true
                    return
                }
                let found = replay(sequence, among: open)
                result.sequences += 1
                for pair in found {
                    result.witnesses[pair] = ExploreResult.Witness(commands: sequence.map { alphabet.letters[$0].line },
                                                                   firstDifference: length - 1, byRandomWalk: false)
                }
                open.removeAll { found.contains($0) }
                if open.isEmpty { return }
            } while Self.advance(&sequence, base: alphabet.count)
            result.searchedDepth = length
        }
    }

    /// How many sequences of `length` commands an alphabet of `base` makes (at most
    /// `Int.max`).
    static func sequences(of length: Int, base: Int) -> Int {
        var total = 1
        for _ in 0..<length {
            let (product, overflow) = total.multipliedReportingOverflow(by: base)
            if overflow { return .max }
            total = product
        }
        return total
    }

    /// The sequence at `index` in the order of its length: `index` written in base
    /// `base`, the last command fastest.
    static func sequence(at index: Int, length: Int, base: Int) -> [Int] {
        var digits = [Int](repeating: 0, count: length)
        var rest = index
        for position in stride(from: length - 1, through: 0, by: -1) {
            digits[position] = rest % base
            rest /= base
        }
        return digits
    }

    // MARK: Worker processes

    /// Shares the sequences of `length` among `workers` and merges their finds: each
    /// pair's witness is the first sequence, in the length's order, that any worker found
    /// telling it apart, as this loop would have found it; the sequences counted are
    /// those this loop would have replayed. False when interrupted (what was found is
    /// kept).
    private func searchInWorkers(length: Int, open: inout [ExploreResult.Pair], workers: ExploreWorkers,
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
    /// the `worker`-th, until each open pair is told apart or interrupted.
    func searchSlice(length: Int, worker: Int, workers: Int, open: [ExploreResult.Pair]) -> ExploreSliceFinds {
        var open = open
        var found: [[Int]] = []
        var replayed = 0
        let total = Self.sequences(of: length, base: alphabet.count)
        var index = worker
        while index < total && !open.isEmpty {
            if isInterrupted() { return ExploreSliceFinds(found: found, replayed: replayed, interrupted: true) }
            let pairs = replay(Self.sequence(at: index, length: length, base: alphabet.count), among: open)
            replayed += 1
            found += pairs.map { [$0.first, $0.second, index] }
            open.removeAll { pairs.contains($0) }
            index += workers
        }
        return ExploreSliceFinds(found: found, replayed: replayed, interrupted: false)
    }

    /// The next sequence of the same length in the alphabet's order, counting in base
    /// `base` with the last command fastest; false after the last.
    static func advance(_ sequence: inout [Int], base: Int) -> Bool {
        var position = sequence.count - 1
        while position >= 0 {
            sequence[position] += 1
            if sequence[position] < base { return true }
            sequence[position] = 0
            position -= 1
        }
        return false
    }

    // MARK: Random walks

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

    // MARK: Replaying

    /// A fresh session of the explored styles, as `use` leaves one: only they are built;
    /// autorun is off where the alphabet moves time itself.
    func makeSession() -> Session {
        var settings = SessionSettings(catalog: catalog)
        settings.activeNames = styles
        settings.autorun = !alphabet.movesTime
        let session = Session(catalog: catalog, layout: layout, settings: settings)
        session.isInterrupted = isInterrupted
        return session
    }

    /// Replays `sequence` in a fresh session; the pairs among `open` that its last
    /// command tells apart.
    private func replay(_ sequence: [Int], among open: [ExploreResult.Pair]) -> [ExploreResult.Pair] {
        let session = makeSession()
        var found: [ExploreResult.Pair] = []
        var touched: Set<GroupKey> = []
        for letter in sequence { found = differing(run(letter, in: session), among: open, in: session, touched: &touched) }
        return found
    }

    /// Runs the alphabet's `letter` in `session`: its report (an empty one where the
    /// session refuses it, as it refuses a 101st late subscriber, alike in every style).
    private func run(_ letter: Int, in session: Session) -> CommandReport {
        let command = alphabet.letters[letter].command
        do throws(CommandError) {
            try command.check(in: session)
        } catch {
            return CommandReport()
        }
        return session.run(command, text: alphabet.letters[letter].line)
    }

    /// The pairs among `open` that `report` shows printing differently, or, compared as
    /// rendered, that `session` shows different values for now on a stream some command
    /// of the sequence has touched (`touched` gathers them): what the styles showed when
    /// built, before any command, is not something a sequence did.
    private func differing(_ report: CommandReport, among open: [ExploreResult.Pair], in session: Session,
                           touched: inout Set<GroupKey>) -> [ExploreResult.Pair] {
        if asRendered { touched.formUnion(report.groups.map(\.key)) }
        return open.filter { pair in
            let (first, second) = (indices[pair.first], indices[pair.second])
            let streams = comparedStreams[pair] ?? []
            if asRendered { return session.capture.showsDifferently(first, second, on: touched.filter { streams.contains($0.stream) }) }
            return report.groups.contains { group in
                streams.contains(group.key.stream) && group.behaviour(of: first) != group.behaviour(of: second)
            }
        }
    }
}

/// A small pseudo-random generator with a fixed seed, so that random walks are the same
/// on every machine and every run (Vigna's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number from 0 to `bound - 1` (`bound` is small: the slight bias of the
    /// remainder does not matter here).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
