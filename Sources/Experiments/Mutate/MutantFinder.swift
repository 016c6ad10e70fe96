import Foundation
import MiniRx
import REPLEngine
import StyleKit
import Synchronization

/// The mutants of styles: every mutable operator call their view models make
/// (``OperatorMutation``'s census), each with every swap its kind has, placed where the
/// call is written (the location the operator was called from). The calls a build makes
/// are found by building; the calls a flat-map's closure makes at events, by driving each
/// screen down every path it declares before any transcript runs.
public enum MutantFinder {
    /// The mutants of the styles named `styles` in `catalog`, style by style, screen by
    /// screen, in the order their calls are made in one build.
    public static func mutants(of styles: [String], in catalog: Catalog) -> [Mutant] {
        census(of: styles, in: catalog, files: 0) { _, _ in }.mutants
    }

    /// The census of the styles named `styles` in `catalog`: each screen's tour
    /// (``ExploreAlphabet/tour(of:catalog:)``) lists the calls made inside flat-maps'
    /// closures at events (each after the flat-map whose it is); then `check` runs the
    /// transcript at each index below `files` against the catalog it is handed, which
    /// lists any call the tour missed, and counts the actions each view model schedules as
    /// written.
    public static func census(of styles: [String], in catalog: Catalog, files: Int, check: (Int, Catalog) -> Void) -> MutantCensus {
        var censuses: [String: OperatorMutation] = [:]
        var actions: [String: [Int]] = [:]
        // Before any transcript, each screen is taken down every path it declares, so that
        // the calls flat-maps' closures make at events are listed whatever the transcripts
        // reach: a call none of them reaches is then NoCoverage, not missing.
        let touring = catalog.replacingVariants(of: Set(styles)) { style, variant in
            let key = "\(style)/\(variant.screen.name)"
            let census = censuses[key] ?? OperatorMutation()
            censuses[key] = census
            // Bounded as a mutant is: a path no transcript takes may loop without end.
            return variant.counted(by: census, actions: ScheduledActions(limit: MutantCensus.actionLimit(asWritten: 0)))
        }
        for screen in catalog.screens {
            let tour = ["use " + styles.joined(separator: " ")] + ExploreAlphabet.tour(of: screen, catalog: catalog)
            _ = SavedSession(lines: tour).transcript(catalog: touring, fileReader: nil, toolName: "vmrepl", experiments: ExperimentServices.all, isInterrupted: { false })
        }
        var coverage: [String: Set<Int>] = [:]
        for file in 0..<files {
            var counts: [String: ScheduledActions] = [:]
            var calls: [String: OperatorMutation] = [:]
            let reached = Mutex<Set<String>>([])
            let counting = catalog.replacingVariants(of: Set(styles)) { style, variant in
                let key = "\(style)/\(variant.screen.name)"
                let census = OperatorMutation()
                calls[key] = census
                let counted = ScheduledActions()
                counts[key] = counted
                return variant.counted(by: census, actions: counted) { reached.withLock { _ = $0.insert(key) } }
            }
            // A `mutate` or `explore` in the transcript runs on the styles as written.
            MutationService.$catalogAsWritten.withValue(catalog) { check(file, counting) }
            for (key, counted) in counts { actions[key, default: Array(repeating: 0, count: file)].append(counted.count) }
            // What the file covers: each view model it sent something into, and each call
            // a flat-map's closure made in it.
            for key in reached.withLock({ $0 }) { coverage[key, default: []].insert(file) }
            for (key, census) in calls {
                for site in census.sites where !site.within.isEmpty { coverage[key + "/" + site.path, default: []].insert(file) }
                let all = censuses[key] ?? OperatorMutation()
                censuses[key] = all
                all.adopt(census)
            }
        }
        let found = styles.compactMap(catalog.style(named:)).flatMap { style in
            style.variants.flatMap { variant in
                let census = censuses["\(style.name)/\(variant.screen.name)"]
                let atEvents = census?.sites.filter { !$0.within.isEmpty } ?? []
                return mutants(of: variant, style: style.name, atEvents: atEvents, locations: census?.locations ?? [:],
                               movable: census?.movableSites ?? [], keepable: census?.keepableSites ?? [])
            }
        }
        return MutantCensus(mutants: found, actionsAsWritten: actions, coverage: coverage)
    }

    private static func mutants(of variant: Variant, style: String, atEvents: [OperatorMutation.Site],
                                locations atEventLocations: [OperatorMutation.Site: OperatorMutation.CallLocation],
                                movable: Set<OperatorMutation.Site>, keepable: Set<OperatorMutation.Site>) -> [Mutant] {
        let (built, builtLocations) = variant.operatorSites()
        // Each call made at events follows the build's call whose closure made it.
        let sites = built.flatMap { site in [site] + atEvents.filter { $0.within.first == site } }
        return sites.flatMap { site -> [Mutant] in
            let location = builtLocations[site] ?? atEventLocations[site]
            // A call made inside a library (RDXVM's store relay, a Driver's own share)
            // is no team's code: no mutant.
            if location?.isInLibrary == true { return [] }
            let place = location.map { placed($0, name: site.name, in: variant.sources) }
            let moves = (movable.contains(site) ? [OperatorMutation.movedOutside] : [])
                + (keepable.contains(site) ? [OperatorMutation.keptAcrossRuns] : [])
            return ((OperatorMutation.swaps[site.name] ?? []) + moves).map { replacement in
                var mutant = Mutant(style: style, screen: variant.screen.name, site: site, replacement: replacement,
                                    file: place?.file, line: place?.line, column: place?.column)
                if let place {
                    mutant.ignored = DisableComment.reason(before: place.line, mutator: mutant.mutatorName, in: place.lines)
                    if site.name == "BehaviorRelay", place.lines.indices.contains(place.line - 1) {
                        mutant.declaredName = declaredName(before: place.column, in: place.lines[place.line - 1])
                    }
                }
                return mutant
            }
        }
    }

    /// Where a call is, as a report names it: in a shipped style, the file as `source`
    /// names it (`Login/RelayLoginViewModel.swift`); in a team's, the file relative to the
    /// working directory where it is below it (`Sources/TeamStyle/LoginViewModel.swift`,
    /// as a team's CI runs from its package), else its folder and name: never a path that
    /// differs from machine to machine; and the file's lines, where it could be read.
    static func placed(_ location: OperatorMutation.CallLocation, name: String, in files: [Variant.SourceFile])
        -> (file: String, line: Int, column: Int, lines: [Substring]) {
        let file: String
        let text: String?
        if let source = files.first(where: { location.file.hasSuffix("/" + $0.path) }) {
            file = source.path
            text = source.text
        } else {
            let directory = FileManager.default.currentDirectoryPath
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count))
                : location.file.split(separator: "/").suffix(2).joined(separator: "/")
            text = try? String(contentsOfFile: location.file, encoding: .utf8)
        }
        let lines = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let column = lines.indices.contains(location.line - 1) ? nameColumn(of: name, before: location.column, in: lines[location.line - 1]) : location.column
        return (file, location.line, column, lines)
    }

    /// The name `line` declares for what is called at `column` (`email` in `let email =
    /// BehaviorRelay<String>(value: "")`, `_count` in `private let _count =
    /// BehaviorRelay(value: 0)`), if it declares one there.
    static func declaredName(before column: Int, in line: Substring) -> String? {
        let written = line.prefix(max(0, column - 1))
        guard let equals = written.lastIndex(of: "=") else { return nil }
        var name = written[..<equals].trimmingCharacters(in: .whitespaces)
        if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]).trimmingCharacters(in: .whitespaces) }
        guard let last = name.split(separator: " ").last, name.split(separator: " ").contains(where: { $0 == "let" || $0 == "var" }),
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(last)
    }

    /// The column where the operator's name is written on `line`, from `column`, where a
    /// call's location points (its argument list's `(` or its closure's `{`):
    /// `.startWith(false)` is placed on `startWith`, `BehaviorRelay<Int>(value: 0)` on
    /// `BehaviorRelay`. `column` itself where the name is not written just before it.
    static func nameColumn(of name: String, before column: Int, in line: Substring) -> Int {
        let base = name.prefix { $0 != "(" }
        var written = line.prefix(max(0, column - 1))
        while written.last == " " { written = written.dropLast() }
        if written.last == ">", let open = written.lastIndex(of: "<") { written = written[..<open] }
        guard written.hasSuffix(base) else { return column }
        return written.count - base.count + 1
    }
}
