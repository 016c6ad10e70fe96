/// `--shard K/N`: the K-th of N parts of a run, as a CI matrix splits it. Every shard
/// finds every mutant (the census) and runs every N-th of them, from its K-th: mutants
/// of one style and screen, which cost alike, are dealt out over all shards, so shards
/// take about equal time; the same split on every machine.
public struct MutationShard: Equatable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// Of how many.
    public let count: Int

    /// The shard `K/N`, with 1 ≤ K ≤ N ≤ 1,000; `nil` for any other text.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]), (1...1_000).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether it runs the mutant at `position` in the census.
    public func runs(_ position: Int) -> Bool {
        position % count == index - 1
    }

    /// The shard that runs the mutant at `position` in the census, of `count`.
    package static func number(of position: Int, count: Int) -> Int {
        position % count + 1
    }

    /// `K/N`.
    public var description: String {
        "\(index)/\(count)"
    }
}
