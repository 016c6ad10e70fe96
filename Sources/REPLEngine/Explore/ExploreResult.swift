/// What `explore` found: for each pair of styles it told apart, the shortest sequence it
/// found, and how far it searched.
struct ExploreResult {
    /// Two explored styles, by position in ``styles``, the first before the second.
    struct Pair: Hashable {
        let first: Int
        let second: Int
    }

    /// A sequence that tells a pair apart.
    struct Witness: Equatable {
        /// Its command lines.
        let commands: [String]
        /// The position of the command after which the pair first printed differently.
        let firstDifference: Int
        /// Whether a random walk found it (and it was shrunk), not the breadth-first search.
        let byRandomWalk: Bool
    }

    let screen: String
    /// The styles explored, in catalog order.
    let styles: [String]
    /// The commands sequences were made of.
    let alphabet: [String]
    /// The `error` and `complete` lines left out: some explored style's input cannot be
    /// sent them (and, on RxSwift itself, every `error`).
    let leftOut: [String]
    /// Whether the `error` lines were left out because an explored style runs on RxSwift
    /// itself (the `RealRxSwift` trait).
    var errorsLeftOutForRxSwift = false
    /// The longest sequences searched breadth first (`--depth`).
    let depth: Int
    /// Whether sessions ran with autorun off (the screen declares delays, which the
    /// alphabet's `tick`s run).
    let autorunOff: Bool
    /// The random walks asked for after the search (the default's, `--walks`,
    /// `--random`); nil for none.
    let walkBudget: WalkBudget?
    /// How many random walks ran.
    var walks = 0
    /// Whether styles were compared by what a view shows after each command.
    var asRendered = false
    /// How many sequences the breadth-first search replayed.
    var sequences = 0
    /// The longest length whose every sequence was tried.
    var searchedDepth = 0
    /// Whether Ctrl-C stopped the search.
    var interrupted = false
    var witnesses: [Pair: Witness] = [:]

    /// The styles that no sequence tried told apart, each class in catalog order, the
    /// classes in the order of their first style. (Alike on every sequence tried is an
    /// equivalence: every pair is compared on every sequence.)
    var classes: [[Int]] {
        var classes: [[Int]] = []
        for style in styles.indices {
            if let place = classes.firstIndex(where: { witnesses[Pair(first: $0[0], second: style)] == nil }) {
                classes[place].append(style)
            } else {
                classes.append([style])
            }
        }
        return classes
    }

    /// Whether any pair was told apart.
    var foundDifference: Bool { !witnesses.isEmpty }

    /// The lines a transcript of `witness` runs: the styles chosen, autorun off where the
    /// search ran so, then its commands.
    func transcriptLines(_ witness: Witness, pair: Pair) -> [String] {
        ["use \(styles[pair.first]) \(styles[pair.second])"] + (autorunOff ? ["autorun off"] : []) + witness.commands
    }

    /// The lines a regression test of `witness` runs on the style `style` alone.
    func transcriptLines(_ witness: Witness, only style: String) -> [String] {
        ["use \(style)"] + (autorunOff ? ["autorun off"] : []) + witness.commands
    }
}
