/// How long `explore`'s random walks go on: a number of walks, the same on every machine
/// (the default, and `--walks N`), or seconds (`--random SEC`).
package enum WalkBudget: Equatable, Sendable {
    case walks(Int)
    case seconds(Int)

    /// The lengths of walks after a search up to `depth`: from one command longer, to
    /// 32 commands or four times that, whichever is more.
    package static func lengths(after depth: Int) -> ClosedRange<Int> {
        (depth + 1)...max(4 * (depth + 1), 32)
    }
}
