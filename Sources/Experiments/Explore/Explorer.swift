import REPLEngine
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
    /// What a replay's session builds: ``catalog`` with no screen a style's explored view
    /// model cannot reach (``Catalog/exploring(_:)``). Pairs are still compared on the
    /// outputs of every screen both styles implement: one not built emits nothing.
    private let sessionCatalog: Catalog
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
    /// Whether every `error` was left out untried: some explored style runs on RxSwift
    /// itself, whose debug build stops on an error a relay's `bind(to:)` receives.
    private(set) var errorsLeftOutForRxSwift = false
    /// Letters run in every fresh session before a sequence, not part of it (a screen's
    /// success path).
    var prefix: [Int] = []
    /// Checked before each sequence and each command; true stops the search.
    let isInterrupted: () -> Bool
    /// Whether styles are compared by what a view shows after each command, not by every
    /// event (`--as-rendered`).
    var asRendered = false
    /// Told where the search has got: at each length, and every few hundred sequences
    /// replayed in this process.
    var progress: ((ExploreProgress) -> Void)?
    /// The outputs each pair is compared on: those of the screens both styles implement
    /// (a style with no login screen shows nothing there, which is no difference).
    private let comparedStreams: [ExploreResult.Pair: Set<String>]

    /// An explorer of `styles` (in catalog order) over `alphabet`, less what some style
    /// refuses.
    init(catalog: Catalog, layout: Layout, styles: [String], alphabet: ExploreAlphabet, isInterrupted: @escaping () -> Bool) {
        self.catalog = catalog
        sessionCatalog = catalog.screens.first { $0.name == alphabet.screen }.map(catalog.exploring) ?? catalog
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
        // where any style refuses it. On RxSwift itself (the RealRxSwift trait) errors are
        // left out untried: one that reaches a relay's `bind(to:)` stops a debug build,
        // where MiniRx reports it and goes on (only where an explored style runs on it).
        errorsLeftOutForRxSwift = !makeSession().stylesOnRxSwift.isEmpty
        let refused = alphabet.letters.indices.filter { letter in
            if errorsLeftOutForRxSwift, alphabet.letters[letter].sendsError { return true }
            return alphabet.letters[letter].endsInput && run(letter, in: makeSession()).refusedAnEnding
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
            let total = Self.sequences(of: length, base: alphabet.count)
            let shared = workers.map { $0.count > 1 && total >= Self.sequencesForWorkers } ?? false
            progress?(ExploreProgress(length: length, depth: depth, done: 0, total: total, processes: shared ? workers?.count ?? 1 : 1))
            if let workers, shared {
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
                if result.sequences % 256 == 0 {
                    progress?(ExploreProgress(length: length, depth: depth, done: Self.index(of: sequence, base: alphabet.count) + 1, total: total, processes: 1))
                }
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

    /// The longest length in `depths` whose sequences, with all the shorter ones, hold at
    /// most `budget` commands for an alphabet of `base` letters (the shortest if none
    /// does): what a search up to it replays.
    static func deepestLength(within budget: Int, base: Int, in depths: ClosedRange<Int>) -> Int {
        var total = 0
        var deepest = depths.lowerBound
        for length in depths {
            let (commands, overflow) = sequences(of: length, base: base).multipliedReportingOverflow(by: length)
            total += commands
            if overflow || total > budget || total < 0 { break }
            deepest = length
        }
        return deepest
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

    /// Where `sequence` comes in the order of its length: ``sequence(at:length:base:)``'s
    /// inverse.
    static func index(of sequence: [Int], base: Int) -> Int {
        sequence.reduce(0) { $0 * base + $1 }
    }

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

    // MARK: Replaying

    /// A fresh session of the explored styles (or of `only` among them), as `use` leaves
    /// one: only they are built; autorun is off where the alphabet moves time itself; the
    /// ``prefix`` has run.
    func makeSession(only: [String]? = nil) -> Session {
        var settings = SessionSettings(catalog: sessionCatalog)
        settings.activeNames = only ?? styles
        settings.autorun = !alphabet.movesTime
        let session = Session(catalog: sessionCatalog, layout: layout, settings: settings)
        session.learnsGraphLinks = false
        session.isInterrupted = isInterrupted
        for letter in prefix { _ = run(letter, in: session) }
        return session
    }

    /// Replays `sequence` in a fresh session of the styles some pair of `open` holds
    /// (styles told apart from all others already are not built: deep in a search most
    /// are); the pairs among `open` that its last command tells apart.
    func replay(_ sequence: [Int], among open: [ExploreResult.Pair]) -> [ExploreResult.Pair] {
        let needed = Set(open.flatMap { [$0.first, $0.second] })
        let session = makeSession(only: styles.indices.filter(needed.contains).map { styles[$0] })
        var found: [ExploreResult.Pair] = []
        var touched: Set<GroupKey> = []
        for letter in sequence { found = differing(run(letter, in: session), among: open, in: session, touched: &touched) }
        return found
    }

    /// Replays `sequence` once, in one fresh session (no search): for each pair, the
    /// commands up to the first after which it differs.
    func replayGiven(_ sequence: [Int], into result: inout ExploreResult) {
        var open = pairs
        let session = makeSession()
        var touched: Set<GroupKey> = []
        for (position, letter) in sequence.enumerated() {
            if isInterrupted() {
                result.interrupted = true
                return
            }
            let found = differing(run(letter, in: session), among: open, in: session, touched: &touched)
            for pair in found {
                result.witnesses[pair] = ExploreResult.Witness(commands: sequence[...position].map { alphabet.letters[$0].line },
                                                               firstDifference: position, byRandomWalk: false)
            }
            open.removeAll { found.contains($0) }
        }
        result.sequences = 1
        result.searchedDepth = sequence.count
    }

    /// Runs the alphabet's `letter` in `session`: its report (an empty one where the
    /// session refuses it, as it refuses a 101st late subscriber, alike in every style).
    func run(_ letter: Int, in session: Session) -> CommandReport {
        alphabet.letters[letter].run(in: session)
    }

    /// The pairs among `open` that `report` shows printing differently, or, compared as
    /// rendered, that `session` shows different values for now on a stream some command
    /// of the sequence has touched (`touched` gathers them): what the styles showed when
    /// built, before any command, is not something a sequence did.
    func differing(_ report: CommandReport, among open: [ExploreResult.Pair], in session: Session,
                           touched: inout Set<GroupKey>) -> [ExploreResult.Pair] {
        if asRendered { touched.formUnion(report.streamsTouched) }
        return open.filter { pair in
            let (first, second) = (indices[pair.first], indices[pair.second])
            let streams = comparedStreams[pair] ?? []
            if asRendered { return session.capture.showsDifferently(first, second, on: touched.filter { streams.contains($0.stream) }) }
            return report.printsDifferently(first, second, on: streams)
        }
    }
}
