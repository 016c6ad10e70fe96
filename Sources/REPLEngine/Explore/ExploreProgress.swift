/// Where an `explore` search has got: what a progress line on a terminal shows while a
/// class waits (the search may take seconds).
public struct ExploreProgress: Equatable, Sendable {
    /// The length being searched, and the deepest the search goes.
    public let length: Int
    public let depth: Int
    /// Sequences of this length tried so far, and how many it has.
    public let done: Int
    public let total: Int
    /// How many processes share the length (1: this one).
    public let processes: Int

    /// Progress through `length` of a search to `depth`.
    public init(length: Int, depth: Int, done: Int, total: Int, processes: Int) {
        self.length = length
        self.depth = depth
        self.done = done
        self.total = total
        self.processes = processes
        walking = false
    }

    /// Whether the search has gone on to its random walks: `done` of `total` walks
    /// (`total` 0 where the walks are timed, `--random SEC`).
    public let walking: Bool

    /// Progress through the random walks after a search to `depth`.
    public init(walked done: Int, of total: Int, depth: Int) {
        length = depth
        self.depth = depth
        self.done = done
        self.total = total
        processes = 1
        walking = true
    }

    /// Where it has got, in words: `length 3 of 4 · 2,816 of 5,832 sequences`, or
    /// `random walks · 120 of 500 walked`; a length that worker processes share says how
    /// many.
    public var words: String {
        if walking {
            let walks = total > 0 ? "\(Self.grouped(done)) of \(Self.grouped(total))" : Self.grouped(done)
            return "random walks · \(walks) walked"
        }
        let sequences = "\(Self.grouped(done)) of \(Self.grouped(total)) sequences" + (processes > 1 ? " in \(processes) processes" : "")
        return "length \(length) of \(depth) · \(sequences)"
    }

    /// `104976` as `104,976`.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(digits.enumerated().flatMap { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
        })
    }
}
