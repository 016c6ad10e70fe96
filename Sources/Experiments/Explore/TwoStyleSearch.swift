import REPLEngine
import StyleKit

/// `explore A B --screen S` for a caller above the engine (`mutate --explore`): the
/// shortest sequence that tells two styles apart, searched as `explore` searches by
/// default (every sequence up to its budget's length, then its seeded random walks; at the
/// prompt, its smaller budget for a class), and
/// the lines that run it on one style alone.
enum TwoStyleSearch {
    /// What the search found.
    enum Outcome: Equatable {
        /// The two printed differently after `commands`, first at command
        /// `firstDifference` (from 0); `lines` run it on the first style alone.
        case told(commands: [String], firstDifference: Int, lines: [String])
        /// No sequence tried told them apart: every one up to `depth` commands, and
        /// `walks` random walks longer, of up to `longest` commands.
        case alike(depth: Int, walks: Int, longest: Int)
        /// Stopped by a signal.
        case interrupted
        /// The screen or a style is not in the catalog, or its commands cannot be parsed.
        case unusable(String)
    }

    /// Searches for the shortest sequence of `screen`'s commands after which `first` and
    /// `second` (styles of `catalog`) print differently, as `explore` searches: every
    /// sequence up to `depth` commands, then `walks` random walks (by default, its own
    /// budget, or with `forAClass` the prompt's), each after the lines of `prefix`, which a
    /// witness's commands begin with; `progress` is told where the search has got.
    static func shortest(between first: String, and second: String, screen name: String, catalog: Catalog,
                         depth: Int? = nil, walks: Int? = nil, forAClass: Bool = false, prefix: [String] = [],
                         progress: ((ExploreProgress) -> Void)? = nil, isInterrupted: @escaping () -> Bool) -> Outcome {
        guard let screen = catalog.screens.first(where: { $0.name == name }) else { return .unusable("no screen '\(name)'") }
        guard [first, second].allSatisfy({ catalog.style(named: $0) != nil }) else { return .unusable("no style '\(first)' or '\(second)'") }
        // In catalog order, as `explore` orders them.
        let styles = catalog.styles.map(\.name).filter([first, second].contains)
        var request = ExploreService.Request(catalog: catalog, screen: screen, styles: styles, asRendered: false, all: false, depth: depth,
                                             walks: walks.map { .walks($0) }, workers: nil, progress: progress,
                                             isInterrupted: isInterrupted)
        request.prefix = prefix
        request.forAClass = forAClass
        let result: ExploreResult
        switch ExploreSearch.search(request) {
        case .success(let found): result = found
        case .failure(let refusal): return .unusable(refusal.reason)
        }
        if result.interrupted { return .interrupted }
        guard let witness = result.witnesses[ExploreResult.Pair(first: 0, second: 1)] else {
            return .alike(depth: result.searchedDepth, walks: result.walks, longest: WalkBudget.lengths(after: result.searchedDepth).upperBound)
        }
        let setup = result.transcriptLines(witness, only: first).dropLast(witness.commands.count)
        return .told(commands: prefix + witness.commands, firstDifference: prefix.count + witness.firstDifference,
                     lines: setup + prefix + witness.commands)
    }
}
