import Foundation
import MiniRx
import StyleKit

/// One operator call of one style's view model, swapped for another of its kind: what
/// `mutate` builds and runs the transcripts against.
public struct Mutant: Equatable, Sendable {
    /// The style whose view model it changes.
    public let style: String
    /// The screen of that view model.
    public let screen: String
    /// Which call: the n-th of its name in the view model's build, or in one run of a
    /// flat-map's closure.
    let site: OperatorMutation.Site
    /// What the call is built as instead (`flatMap`, or `removed`).
    public let replacement: String
    /// Where the call is in the style's source, as `source` numbers it: the file, and the
    /// line if the build's calls of this name match the file's one for one.
    public let file: String?
    public let line: Int?
    /// The column its operator's name starts at, where the line is known.
    public let column: Int?
    /// Why the team accepts it, from a `// Stryker disable next-line` comment above its
    /// call: its verdict is `Ignored`, and it is not run.
    public var ignored: String?
    /// The name its call's result is given where it is declared (`email`, of `let email =
    /// BehaviorRelay<String>(value: "")`), which tells apart calls a row would name alike.
    public var declaredName: String?

    /// The mutant a child process is handed (``arguments``); where it is written unknown.
    public init?(arguments: [String]) {
        guard arguments.count == 4, let site = OperatorMutation.Site(path: arguments[2]) else { return nil }
        self.init(style: arguments[0], screen: arguments[1], site: site, replacement: arguments[3], file: nil, line: nil, column: nil)
    }

    init(style: String, screen: String, site: OperatorMutation.Site, replacement: String, file: String?, line: Int?, column: Int?) {
        self.style = style
        self.screen = screen
        self.site = site
        self.replacement = replacement
        self.file = file
        self.line = line
        self.column = column
    }

    /// The text of the file it is in: a shipped style's file as embedded, a team's as read
    /// where the report is made (its CI has it checked out); `nil` where neither is there.
    public func sourceText(in catalog: Catalog) -> String? {
        guard let file else { return nil }
        return catalog.style(named: style)?.variants.flatMap(\.sources).first { $0.path == file }?.text
            ?? (try? String(contentsOfFile: file, encoding: .utf8))
    }

    /// Its id in reports: a hash of its style, screen, place (file, line and column, or
    /// where the line cannot be told which call of its build it is), mutator and
    /// replacement. The same in every shard, run and machine, so that shards' reports
    /// merge and a later run finds its verdict (`--incremental`); never a counter.
    public var id: String {
        let place = line.map { "\(file ?? ""):\($0):\(column ?? 0)" } ?? "\(file ?? ""):\(site.path)"
        return ContentHash.hex(of: [style, screen, place, mutatorName, replacement].joined(separator: "\u{0}"))
    }

    /// The kind of mutation, as Stryker's mutator names read: `FlatMapPolicy`.
    public var mutatorName: String {
        if replacement == OperatorMutation.movedOutside { return "CatchPlacement" }
        if replacement == OperatorMutation.keptAcrossRuns { return "ScanResetRemoval" }
        return switch operatorName {
        case "flatMap", "flatMapLatest", "flatMapFirst", "concatMap": "FlatMapPolicy"
        case "share(replay: 1)", "share()": "ShareReplay"
        case "distinctUntilChanged": "DistinctUntilChangedRemoval"
        case "startWith": "StartWithRemoval"
        case "take(1)": "TakeRemoval"
        case "withLatestFrom", "combineLatest": "CombiningSwap"
        case "debounce", "throttle": "RateLimitSwap"
        case "BehaviorRelay": "RelayReplayRemoval"
        case "catch", "catchAndReturn": "CatchRemoval"
        case "observe(on:)": "ObserveOnRemoval"
        default: "OperatorSwap"
        }
    }

    /// The operator whose call it swaps (`flatMapLatest`).
    public var operatorName: String {
        site.name
    }

    /// What a child process needs to build it again: style, screen, site, replacement.
    public var arguments: [String] {
        [style, screen, site.path, replacement]
    }

    /// The swap in words: `flatMapLatest → flatMap`, `distinctUntilChanged removed`,
    /// `catch moved outside flatMapLatest`, `scan kept across flatMapLatest's runs`.
    public var swap: String {
        switch replacement {
        case OperatorMutation.removed: "\(site.name) removed"
        case OperatorMutation.movedOutside: "\(site.name) moved outside \(site.within.last?.name ?? "its flat-map")"
        case OperatorMutation.keptAcrossRuns: "\(site.name) kept across \(site.within.last?.name ?? "its flat-map")'s runs"
        default: "\(site.name) → \(replacement)"
        }
    }

    /// Where it is: `Login/RelayLoginViewModel.swift:47`; where its line cannot be told,
    /// the file (or the style and screen) and which call of its build it is, so that no
    /// two mutants share a place: `Login/ScanLoginViewModel.swift (its 2nd startWith)`.
    public var place: String {
        if let file, let line { return "\(file):\(line)" }
        return "\(file ?? "\(style) \(screen)") (\(call))"
    }

    /// Why no transcript could notice it, where none did (NoCoverage): none sent anything
    /// into its view model; or, for a call a flat-map's closure makes, none ran the
    /// closure that makes it.
    public var noCoverageReason: String {
        site.within.isEmpty ? "no transcript sent anything into \(style)'s \(screen) view model"
            : "no transcript made this call: the closure of \(style)'s \(site.within.last?.name ?? "flat-map") that makes it never ran"
    }

    /// Which call of its build it is, in words: `its 2nd startWith`, `its 1st catch in
    /// its 1st flatMapLatest's closure`.
    var call: String {
        (site.within + [site]).reversed().enumerated().map { index, site in
            let which = "its \(Self.ordinal(site.ordinal + 1)) \(site.name)"
            return index == 0 ? which : which + "'s closure"
        }.joined(separator: " in ")
    }

    private static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}
