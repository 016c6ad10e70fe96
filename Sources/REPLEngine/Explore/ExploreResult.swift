/// What `explore` found: for each pair of styles it told apart, the shortest sequence it
/// found, and how far it searched.
package struct ExploreResult {
    /// Two explored styles, by position in ``styles``, the first before the second.
    package struct Pair: Hashable {
        package let first: Int
        package let second: Int

        package init(first: Int, second: Int) {
            self.first = first
            self.second = second
        }
    }

    /// A sequence that tells a pair apart.
    package struct Witness: Equatable {
        /// Its command lines.
        package let commands: [String]
        /// The position of the command after which the pair first printed differently.
        package let firstDifference: Int
        /// Whether a random walk found it (and it was shrunk), not the breadth-first search.
        package let byRandomWalk: Bool

        package init(commands: [String], firstDifference: Int, byRandomWalk: Bool) {
            self.commands = commands
            self.firstDifference = firstDifference
            self.byRandomWalk = byRandomWalk
        }
    }

    package let screen: String
    /// The styles explored, in catalog order.
    package let styles: [String]
    /// The commands sequences were made of.
    package let alphabet: [String]
    /// The `error` and `complete` lines left out: some explored style's input cannot be
    /// sent them (and, on RxSwift itself, every `error`).
    package let leftOut: [String]
    /// Whether the `error` lines were left out because an explored style runs on RxSwift
    /// itself (the `RealRxSwift` trait).
    package var errorsLeftOutForRxSwift = false
    /// The sequence replayed instead of a search (`--sequence`), if one was given.
    package var sequenceGiven: [String]?
    /// The longest sequences searched breadth first (`--depth`).
    package let depth: Int
    /// Whether sessions ran with autorun off (the screen declares delays, which the
    /// alphabet's `tick`s run).
    package let autorunOff: Bool
    /// The random walks asked for after the search (the default's, `--walks`,
    /// `--random`); nil for none.
    package let walkBudget: WalkBudget?
    /// How many random walks ran.
    package var walks = 0
    /// Whether styles were compared by what a view shows after each command.
    package var asRendered = false
    /// How many sequences the breadth-first search replayed.
    package var sequences = 0
    /// The longest length whose every sequence was tried.
    package var searchedDepth = 0
    /// Where the prompt's default search went less deep than the shell's: the depth the
    /// shell's searches, which `--depth` asks for.
    package var deeperDepth: Int?
    /// Whether Ctrl-C stopped the search.
    package var interrupted = false
    package var witnesses: [Pair: Witness] = [:]

    /// A result with nothing found yet, of a search of `styles` on `screen`.
    package init(screen: String, styles: [String], alphabet: [String], leftOut: [String], depth: Int, autorunOff: Bool,
                 walkBudget: WalkBudget?, asRendered: Bool = false) {
        self.screen = screen
        self.styles = styles
        self.alphabet = alphabet
        self.leftOut = leftOut
        self.depth = depth
        self.autorunOff = autorunOff
        self.walkBudget = walkBudget
        self.asRendered = asRendered
    }

    /// The styles that no sequence tried told apart, each class in catalog order, the
    /// classes in the order of their first style. (Alike on every sequence tried is an
    /// equivalence: every pair is compared on every sequence.)
    package var classes: [[Int]] {
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
    package var foundDifference: Bool { !witnesses.isEmpty }

    /// The lines a transcript of `witness` runs: the styles chosen, autorun off where the
    /// search ran so, then its commands.
    package func transcriptLines(_ witness: Witness, pair: Pair) -> [String] {
        ["use \(styles[pair.first]) \(styles[pair.second])"] + (autorunOff ? ["autorun off"] : []) + witness.commands
    }

    /// The lines a regression test of `witness` runs on the style `style` alone.
    package func transcriptLines(_ witness: Witness, only style: String) -> [String] {
        ["use \(style)"] + (autorunOff ? ["autorun off"] : []) + witness.commands
    }
}
