import REPLEngine
import StyleKit

/// `explore`'s search, as the engine asks it of this module (``ExploreService``): the
/// alphabet of the screen's commands, every sequence up to the depth (shared among worker
/// processes where a length is long), then the random walks.
enum ExploreSearch {
    static let searcher = ExploreService.Searcher(search: search, slice: slice)

    /// The search `request` asks for: its result, or why it could not run.
    static func search(_ request: ExploreService.Request) -> Result<ExploreResult, ExploreRefusal> {
        let catalog = request.catalog
        let alphabet: ExploreAlphabet
        do throws(ExploreRefusal) {
            alphabet = try ExploreAlphabet(screen: request.screen, catalog: catalog)
        } catch {
            return .failure(error)
        }
        var explorer = Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: request.styles,
                                alphabet: alphabet, isInterrupted: request.isInterrupted)
        explorer.asRendered = request.asRendered
        explorer.progress = request.progress
        explorer.prefix = request.prefix.compactMap { line in explorer.alphabet.letters.firstIndex { $0.line == line } }
        let gateDepth = Explorer.deepestLength(within: ExploreService.defaultCommands, base: explorer.alphabet.count, in: ExploreService.depths)
        let classDepth = Explorer.deepestLength(within: ExploreService.classCommands, base: explorer.alphabet.count, in: ExploreService.depths)
        let depth = request.sequence?.count ?? request.depth ?? (request.all ? (request.forAClass ? ExploreService.classAllDepth : ExploreService.allDepth)
            : (request.forAClass ? classDepth : gateDepth))
        let walks = request.sequence != nil ? nil : request.walks ?? (request.all ? nil : .walks(request.forAClass ? ExploreService.classWalks : ExploreService.defaultWalks))
        var result = ExploreResult(screen: request.screen.name, styles: request.styles, alphabet: explorer.alphabet.lines,
                                   leftOut: explorer.leftOut, depth: depth, autorunOff: alphabet.movesTime, walkBudget: walks,
                                   asRendered: request.asRendered)
        result.errorsLeftOutForRxSwift = explorer.errorsLeftOutForRxSwift
        // Where the prompt's default searched less than the gate's, the result says how
        // to search as CI does.
        if request.forAClass && request.depth == nil {
            let deeper = request.all ? ExploreService.allDepth : gateDepth
            if deeper > depth { result.deeperDepth = deeper }
        }
        if let given = request.sequence {
            var letters: [Int] = []
            for line in given {
                guard let letter = explorer.alphabet.letters.firstIndex(where: { $0.line == line }) else {
                    return .failure(ExploreRefusal("'\(line)' is not one of the commands explore sends on the \(request.screen.name) screen: \(explorer.alphabet.lines.joined(separator: ", "))"))
                }
                letters.append(letter)
            }
            result.sequenceGiven = given
            explorer.replayGiven(letters, into: &result)
            return .success(result)
        }
        explorer.search(depth: depth, into: &result, workers: request.workers)
        if let walks, !result.interrupted { explorer.walk(walks, depth: depth, into: &result) }
        return .success(result)
    }

    private static func slice(_ slice: ExploreSlice, catalog: Catalog, isInterrupted: @escaping () -> Bool,
                              progress: (Int) -> Void) -> ExploreSliceFinds? {
        guard let screen = catalog.screens.first(where: { $0.name == slice.screen }),
              slice.styles.allSatisfy({ name in catalog.styles.contains { $0.name == name } }),
              slice.workers > 0, (0..<slice.workers).contains(slice.worker), slice.length > 0,
              let alphabet = try? ExploreAlphabet(screen: screen, catalog: catalog) else { return nil }
        var explorer = Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: slice.styles,
                                alphabet: alphabet, isInterrupted: isInterrupted)
        explorer.asRendered = slice.asRendered
        let open = slice.open.compactMap { entry -> ExploreResult.Pair? in
            guard entry.count == 2, slice.styles.indices.contains(entry[0]), slice.styles.indices.contains(entry[1]), entry[0] < entry[1] else { return nil }
            return ExploreResult.Pair(first: entry[0], second: entry[1])
        }
        return explorer.searchSlice(length: slice.length, worker: slice.worker, workers: slice.workers, open: open, progress: progress)
    }
}
