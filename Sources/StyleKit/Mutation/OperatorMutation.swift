import MiniRx
import Synchronization

/// One operator call of a view model's build swapped for another of its kind, as `vmrepl
/// mutate` asks (`flatMapLatest` built as `flatMap`); or, with no target, a census of the
/// calls that could be.
///
/// MiniRx's build hook (``OperatorHooks``), bound around the code that builds a view
/// model: each mutable operator call is seen once, when it is made; the n-th call of a
/// name in the build is site (name, n). A flat-map's closure runs at events, long after
/// the build, under a scope of this mutation made for each run (the hook's
/// ``OperatorBuild/closureHook``), so that the n-th call of a name in one run is site
/// (name, n) within the flat-map's.
package final class OperatorMutation: OperatorBuildHook {
    /// The n-th call (from 0) of an operator named `name` in one build, or in one run of
    /// the flat-map closures `within` (outermost first).
    package struct Site: Hashable, Sendable {
        package let name: String
        package let ordinal: Int
        package let within: [Site]

        package init(name: String, ordinal: Int, within: [Site] = []) {
            self.name = name
            self.ordinal = ordinal
            self.within = within
        }

        /// The site as one word, `flatMapLatest#0/catch#0`, and back: what a child
        /// process is handed.
        package var path: String {
            (within + [self]).map { "\($0.name)#\($0.ordinal)" }.joined(separator: "/")
        }

        package init?(path: String) {
            var within: [Site] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: false) {
                guard let mark = part.lastIndex(of: "#"), let ordinal = Int(part[part.index(after: mark)...]), ordinal >= 0,
                      mark > part.startIndex else { return nil }
                within.append(Site(name: String(part[..<mark]), ordinal: ordinal, within: within))
            }
            guard let last = within.popLast() else { return nil }
            self = last
        }
    }

    /// Where a mutable operator was called: its caller's `#filePath`, `#line` and
    /// `#column`, which every mutable operator takes as defaulted arguments (not in
    /// RxSwift), so that a mutant names the line in the team's own file.
    package struct CallLocation: Hashable, Sendable {
        package let file: String
        package let line: Int
        package let column: Int

        init(_ call: OperatorCall) {
            file = call.file.description
            line = Int(call.line)
            column = Int(call.column)
        }

        /// Whether the call is made inside one of vmrepl's libraries (MiniRx, MiniRxCocoa,
        /// MiniUnio, MiniFluxer, MiniRDXVM): no team's code, so no team's mutant.
        package var isInLibrary: Bool {
            Self.libraryFolders.contains { file.hasPrefix($0) }
        }

        /// `…/Sources/Mini` beside this file's module: the libraries' folders, wherever
        /// the package was checked out.
        private static let libraryFolders: [String] = {
            var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
            guard let sources = parts.lastIndex(of: "Sources") else { return [] }
            parts.removeSubrange((sources + 1)...)
            let root = parts.joined(separator: "/")
            return ["MiniRx/", "MiniRxCocoa/", "MiniRxTest", "MiniRxBlocking/", "MiniUnio/", "MiniFluxer/", "MiniRDXVM/"].map { root + "/" + $0 }
        }()
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
        "withLatestFrom": ["combineLatest"],
        "combineLatest": ["withLatestFrom"],
        "debounce": ["throttle"],
        "throttle": ["debounce"],
        "BehaviorRelay": ["PublishRelay"],
        "distinctUntilChanged": [removed],
        "startWith": [removed],
        "take(1)": [removed],
        "catch": [removed],
        "catchAndReturn": [removed],
        "observe(on:)": [removed],
    ]

    /// The replacement that builds no operator: the call returns its source.
    package static let removed = OperatorHooks.passThrough

    /// The replacement that moves a `catch` or `catchAndReturn` out of the flat-map whose
    /// closure calls it: offered only where the census saw the catch's elements be of the
    /// flat-map's output type, so that the moved code would compile.
    package static let movedOutside = OperatorHooks.movedOutside

    /// The replacement that keeps a `scan`'s state across the runs of the flat-map's
    /// closure that calls it (a page counter not reset for a new query): offered for every
    /// `scan` made inside a flat-map's closure.
    package static let keptAcrossRuns = OperatorHooks.keptAcrossRuns

    /// What every scope of one mutation (or census) shares.
    private final class Shared: Sendable {
        let target: Site?
        let replacement: String?
        let whenApplied: @Sendable () -> Void
        /// Where a catch moved outside hands its handler, for the flat-map to use; or
        /// where a scan kept across runs keeps its state.
        let acrossRuns: AcrossRuns?
        let found = Mutex<(sites: [Site], locations: [Site: CallLocation], movable: Set<Site>, applied: Bool)>(([], [:], [], false))

        init(target: Site?, replacement: String?, whenApplied: @escaping @Sendable () -> Void) {
            self.target = target
            self.replacement = replacement
            self.whenApplied = whenApplied
            acrossRuns = replacement == OperatorMutation.movedOutside || replacement == OperatorMutation.keptAcrossRuns ? AcrossRuns() : nil
        }
    }

    private let shared: Shared
    private let within: [Site]
    /// The element type of the flat-map whose closure this scope runs (its output's).
    private let enclosingElement: ObjectIdentifier?
    private let counts = Mutex<[String: Int]>([:])

    /// A census: every mutable call is counted and listed, none is swapped.
    package convenience init() {
        self.init(Shared(target: nil, replacement: nil, whenApplied: {}), within: [], enclosingElement: nil)
    }

    /// Builds the call at `site` as `replacement` (one of ``swaps``' for its name);
    /// `whenApplied` is called each time it is.
    package convenience init(site: Site, replacement: String, whenApplied: @escaping @Sendable () -> Void = {}) {
        self.init(Shared(target: site, replacement: replacement, whenApplied: whenApplied), within: [], enclosingElement: nil)
    }

    private init(_ shared: Shared, within: [Site], enclosingElement: ObjectIdentifier?) {
        self.shared = shared
        self.within = within
        self.enclosingElement = enclosingElement
    }

    /// The same mutation for another build (or run of a flat-map's closure, `within`,
    /// whose output emits `enclosingElement`): its calls are counted afresh.
    package func scope(within: [Site] = [], enclosingElement: ObjectIdentifier? = nil) -> OperatorMutation {
        OperatorMutation(shared, within: within, enclosingElement: enclosingElement)
    }

    /// The mutable calls made so far, each once, in the order first made.
    package var sites: [Site] {
        shared.found.withLock { $0.sites }
    }

    /// Where each call listed in ``sites`` was made (the first time, for a call made at
    /// every event).
    package var locations: [Site: CallLocation] {
        shared.found.withLock { $0.locations }
    }

    /// Lists the calls `other` saw that this census has not, in the order `other` first
    /// made them, each where `other` saw it made.
    package func adopt(_ other: OperatorMutation) {
        let (sites, locations, movable) = other.shared.found.withLock { ($0.sites, $0.locations, $0.movable) }
        shared.found.withLock { found in
            for site in sites where found.locations[site] == nil {
                found.sites.append(site)
                found.locations[site] = locations[site]
            }
            found.movable.formUnion(movable)
        }
    }

    /// The catches made inside a flat-map's closure whose elements are of the flat-map's
    /// output type: each can be moved outside it.
    package var movableSites: Set<Site> {
        shared.found.withLock { $0.movable }
    }

    /// The scans made inside a flat-map's closure: each can keep its state across the
    /// closure's runs.
    package var keepableSites: Set<Site> {
        Set(sites.filter { $0.name == "scan" && !$0.within.isEmpty })
    }

    /// Whether the target call was made, and swapped.
    package var applied: Bool {
        shared.found.withLock { $0.applied }
    }

    /// What the call is built as; a flat-map's closure runs, at each event, under a
    /// scope of this mutation within the call's site.
    package func build(_ call: OperatorCall) -> OperatorBuild {
        let (site, replacement) = called(call, at: CallLocation(call))
        let within = self.within + [site]
        let element = call.element
        // The flat-map a catch is moved out of catches its output.
        let catchesOutput = shared.replacement == Self.movedOutside && shared.target?.within.last == site
        return OperatorBuild(replacement: replacement, closureHook: { self.scope(within: within, enclosingElement: element) },
                             acrossRuns: replacement != nil || catchesOutput ? shared.acrossRuns : nil)
    }

    private func called(_ call: OperatorCall, at location: CallLocation) -> (site: Site, replacement: String?) {
        let name = call.name
        let site = counts.withLock { counts in
            defer { counts[name, default: 0] += 1 }
            return Site(name: name, ordinal: counts[name, default: 0], within: within)
        }
        let movable = (name == "catch" || name == "catchAndReturn") && enclosingElement != nil && call.element == enclosingElement
        let swapped = shared.found.withLock { found in
            // A site is listed once, where it was first made.
            if found.locations[site] == nil {
                found.sites.append(site)
                found.locations[site] = location
            }
            if movable { found.movable.insert(site) }
            guard site == shared.target else { return false }
            found.applied = true
            return true
        }
        guard swapped else { return (site, nil) }
        shared.whenApplied()
        return (site, shared.replacement)
    }
}
