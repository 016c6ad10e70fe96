import StyleKit

/// What `explore` asks of the module above the engine (`Experiments`), which drives many
/// sessions where the engine runs one: the engine reads the command, shows what was found
/// and writes the transcripts; the service searches. An engine runs the one its options
/// give (``EngineExperiments``); with none, `explore` says so in one line.
package enum ExploreService {
    /// One search: the styles (in catalog order) and the screen, and how far to go.
    package struct Request {
        package let catalog: Catalog
        package let screen: Screen
        package let styles: [String]
        package let asRendered: Bool
        /// `--all`'s: its default depth, and no walks unless asked.
        package let all: Bool
        /// The longest sequences searched whole, and the walks after; nil: the defaults.
        package let depth: Int?
        package let walks: WalkBudget?
        /// The processes a long length is shared among, if any.
        package let workers: ExploreWorkers?
        /// Told where the search has got, if anything is.
        package let progress: ((ExploreProgress) -> Void)?
        package let isInterrupted: () -> Bool
        /// Lines of the alphabet run in every fresh session before a sequence (a screen's
        /// success path), not counted in its length.
        package var prefix: [String] = []
        /// Whether the defaults are the prompt's, sized for a class that waits
        /// (``classCommands``), not the CI gate's.
        package var forAClass = false
        /// The one sequence to replay, by its alphabet lines, instead of a search.
        package var sequence: [String]?

        package init(catalog: Catalog, screen: Screen, styles: [String], asRendered: Bool, all: Bool, depth: Int?, walks: WalkBudget?,
                     workers: ExploreWorkers?, progress: ((ExploreProgress) -> Void)?, isInterrupted: @escaping () -> Bool) {
            self.catalog = catalog
            self.screen = screen
            self.styles = styles
            self.asRendered = asRendered
            self.all = all
            self.depth = depth
            self.walks = walks
            self.workers = workers
            self.progress = progress
            self.isInterrupted = isInterrupted
        }
    }

    /// What the module above does: a search's result (or why it could not run, one line),
    /// and a worker process's share of one (nil where the slice names what the catalog
    /// does not have), telling `progress` how many sequences it has replayed.
    package struct Searcher: Sendable {
        package let search: @Sendable (Request) -> Result<ExploreResult, ExploreRefusal>
        package let slice: @Sendable (ExploreSlice, Catalog, _ isInterrupted: @escaping () -> Bool, _ progress: (Int) -> Void) -> ExploreSliceFinds?

        package init(search: @escaping @Sendable (Request) -> Result<ExploreResult, ExploreRefusal>,
                     slice: @escaping @Sendable (ExploreSlice, Catalog, _ isInterrupted: @escaping () -> Bool, _ progress: (Int) -> Void)
                        -> ExploreSliceFinds?) {
            self.search = search
            self.slice = slice
        }
    }

    /// The commands a default search of two styles replays whole, at most, its random
    /// walks, and `--all`'s depth: `explore`'s own budget, which `mutate --explore` keeps.
    package static var defaultCommands: Int { ExploreCommand.defaultCommands }
    package static var defaultWalks: Int { ExploreCommand.defaultWalks }
    package static var classCommands: Int { ExploreCommand.classCommands }
    package static var classWalks: Int { ExploreCommand.classWalks }
    package static var classAllDepth: Int { ExploreCommand.classAllDepth }
    package static var allDepth: Int { ExploreCommand.allDepth }
    package static var depths: ClosedRange<Int> { ExploreCommand.depths }

    /// What `explore` says where none is installed.
    static let missing = "explore needs the Experiments module, which vmrepl's executable gives every engine (EngineExperiments); this engine has none"
}

/// Why a search could not run, in one line (an input's example its command does not take).
package struct ExploreRefusal: Error, Sendable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
