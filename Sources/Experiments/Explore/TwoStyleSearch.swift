import REPLEngine
import StyleKit

/// `explore A B --screen S` for a caller above the engine (`mutate --explore`): the
/// shortest sequence that tells two styles apart, searched as `explore` searches by
/// default (every sequence up to its budget's length, then its seeded random walks), and
/// a transcript of it run on one style alone.
package enum TwoStyleSearch {
    /// What the search found.
    package enum Outcome: Equatable {
        /// The two printed differently after `commands`, first at command
        /// `firstDifference` (from 0); `lines` run it on the first style alone.
        case told(commands: [String], firstDifference: Int, lines: [String])
        /// No sequence tried told them apart: every one up to `depth` commands, and
        /// `walks` random walks longer.
        case alike(depth: Int, walks: Int)
        /// Stopped by a signal.
        case interrupted
        /// The screen or a style is not in the catalog, or its commands cannot be parsed.
        case unusable(String)
    }

    /// Searches for the shortest sequence of `screen`'s commands after which `first` and
    /// `second` (styles of `catalog`) print differently: every sequence up to `depth`
    /// commands, then `walks` random walks (by default, `explore`'s own budget).
    package static func shortest(between first: String, and second: String, screen name: String, catalog: Catalog,
                                 depth: Int? = nil, walks: Int? = nil,
                                 isInterrupted: @escaping () -> Bool) -> Outcome {
        guard let screen = catalog.screens.first(where: { $0.name == name }) else { return .unusable("no screen '\(name)'") }
        guard let styles = orderedStyles([first, second], in: catalog) else { return .unusable("no style '\(first)' or '\(second)'") }
        let alphabet: ExploreAlphabet
        do throws(ExploreRefusal) {
            alphabet = try ExploreAlphabet(screen: screen, catalog: catalog)
        } catch {
            return .unusable(error.reason)
        }
        let explorer = Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: styles,
                                alphabet: alphabet, isInterrupted: isInterrupted)
        let walks = walks ?? ExploreService.defaultWalks
        let depth = depth ?? Explorer.deepestLength(within: ExploreService.defaultCommands, base: explorer.alphabet.count, in: ExploreService.depths)
        var result = ExploreResult(screen: name, styles: styles, alphabet: explorer.alphabet.lines, leftOut: explorer.leftOut,
                                   depth: depth, autorunOff: alphabet.movesTime, walkBudget: .walks(walks))
        explorer.search(depth: depth, into: &result)
        if !result.interrupted && walks > 0 { explorer.walk(.walks(walks), depth: depth, into: &result) }
        if result.interrupted { return .interrupted }
        guard let witness = result.witnesses[ExploreResult.Pair(first: 0, second: 1)] else {
            return .alike(depth: result.searchedDepth, walks: result.walks)
        }
        return .told(commands: witness.commands, firstDifference: witness.firstDifference,
                     lines: result.transcriptLines(witness, only: first))
    }

    /// The transcript of `lines` (comments and commands) run in a fresh engine over
    /// `catalog`, as `save` writes one: what `check` passes; `nil` if interrupted.
    package static func transcript(of lines: [String], catalog: Catalog, toolName: String,
                                   isInterrupted: @escaping () -> Bool) -> (text: String, commands: Int)? {
        SavedSession(lines: lines).transcript(catalog: catalog, fileReader: nil, toolName: toolName, isInterrupted: isInterrupted)
    }

    /// `text` as comment lines within 80 columns, broken between words.
    package static func commentLines(_ text: String) -> [String] {
        RegressionTest.commentLines(text)
    }

    /// `names` in catalog order (as `explore` orders them), or nil if one is missing.
    private static func orderedStyles(_ names: [String], in catalog: Catalog) -> [String]? {
        guard names.allSatisfy({ catalog.style(named: $0) != nil }) else { return nil }
        return catalog.styles.map(\.name).filter(names.contains)
    }
}
