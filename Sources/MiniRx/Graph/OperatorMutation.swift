import Synchronization

/// One operator call of a view model's build swapped for another of its kind, as `vmrepl
/// mutate` asks (`flatMapLatest` built as `flatMap`); or, with no target, a census of the
/// calls that could be.
///
/// Bound with ``$bound`` around the code that builds a view model. A mutable operator
/// asks ``replacement(for:)`` once, when it is called, with its name; the n-th call of a
/// name in the build is site (name, n). Nothing is asked per event, and with nothing bound
/// the question is one read of a task-local value. Package-only: apps see none of it.
@usableFromInline
package final class OperatorMutation: Sendable {
    /// The n-th call (from 0) of an operator named `name` in one build.
    package struct Site: Hashable, Sendable {
        package let name: String
        package let ordinal: Int

        package init(name: String, ordinal: Int) {
            self.name = name
            self.ordinal = ordinal
        }
    }

    /// What each mutable operator can be built as instead; ``removed`` builds nothing in
    /// its place (the source passes through).
    package static let swaps: [String: [String]] = [
        "flatMap": ["flatMapLatest", "flatMapFirst", "concatMap"],
        "flatMapLatest": ["flatMap", "flatMapFirst", "concatMap"],
        "flatMapFirst": ["flatMap", "flatMapLatest", "concatMap"],
        "concatMap": ["flatMap", "flatMapLatest", "flatMapFirst"],
        "share(replay: 1)": ["share()"],
        "share()": ["share(replay: 1)"],
        "distinctUntilChanged": [removed],
        "startWith": [removed],
        "take(1)": [removed],
    ]

    /// The replacement that builds no operator: the call returns its source.
    package static let removed = "removed"

    /// The mutation of the build running on this task or thread, if any.
    @TaskLocal package static var bound: OperatorMutation?

    private let target: Site?
    private let replacement: String?
    private let state = Mutex<(counts: [String: Int], sites: [Site], applied: Bool)>(([:], [], false))

    /// A census: every mutable call is counted and listed, none is swapped.
    package init() {
        target = nil
        replacement = nil
    }

    /// Builds the call at `site` as `replacement` (one of ``swaps``' for its name).
    package init(site: Site, replacement: String) {
        target = site
        self.replacement = replacement
    }

    /// The mutable calls made so far, in order.
    package var sites: [Site] {
        state.withLock { $0.sites }
    }

    /// Whether the target call was made, and swapped.
    package var applied: Bool {
        state.withLock { $0.applied }
    }

    /// What a mutable operator called `name` is to be built as: `nil` to build itself.
    @usableFromInline
    package static func replacement(for name: String) -> String? {
        bound?.called(name)
    }

    /// Whether the mutable call named `name` is to build nothing (its source passes through).
    @usableFromInline
    package static func removes(_ name: String) -> Bool {
        replacement(for: name) == removed
    }

    private func called(_ name: String) -> String? {
        state.withLock { state in
            let site = Site(name: name, ordinal: state.counts[name, default: 0])
            state.counts[name] = site.ordinal + 1
            state.sites.append(site)
            guard site == target else { return nil }
            state.applied = true
            return replacement
        }
    }
}
