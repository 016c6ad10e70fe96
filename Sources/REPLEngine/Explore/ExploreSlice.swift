/// One worker's share of one length of an `explore` search, which a process of its own
/// replays (``Engine/exploreWorkers``): every `workers`-th sequence of `length` commands
/// from the `worker`-th, until each pair in `open` is told apart.
public struct ExploreSlice: Codable, Equatable, Sendable {
    /// The styles explored, in catalog order.
    public let styles: [String]
    /// The screen whose commands make the sequences.
    public let screen: String
    /// Whether styles are compared as rendered.
    public let asRendered: Bool
    /// How many commands each sequence has.
    public let length: Int
    /// This worker's number, from 0, and how many share the length.
    public let worker: Int
    public let workers: Int
    /// The pairs not yet told apart, by position in `styles`: `[first, second]`.
    public let open: [[Int]]

    /// A share of one length, for a worker to replay.
    package init(styles: [String], screen: String, asRendered: Bool, length: Int, worker: Int, workers: Int, open: [[Int]]) {
        self.styles = styles
        self.screen = screen
        self.asRendered = asRendered
        self.length = length
        self.worker = worker
        self.workers = workers
        self.open = open
    }
}

/// What a worker found in its ``ExploreSlice``.
public struct ExploreSliceFinds: Codable, Equatable, Sendable {
    /// For each pair it told apart, `[first, second, index]`: the index, in the order of
    /// the whole length, of the first sequence of its share that told the pair apart.
    public let found: [[Int]]
    /// How many sequences it replayed.
    public let replayed: Int
    /// Whether a signal stopped it part way.
    public let interrupted: Bool

    /// What a worker found.
    package init(found: [[Int]], replayed: Int, interrupted: Bool) {
        self.found = found
        self.replayed = replayed
        self.interrupted = interrupted
    }
}
