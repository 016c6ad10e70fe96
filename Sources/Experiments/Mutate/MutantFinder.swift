import MiniRx
import REPLEngine
import StyleKit

/// The mutants of styles: every mutable operator call their view models make
/// (``OperatorMutation``'s census), each with every swap its kind has, placed in the
/// style's source. The calls a build makes are found by building; the calls a flat-map's
/// closure makes at events, by running the transcripts.
public enum MutantFinder {
    /// The operators a mutant swaps or leaves out, by name.
    public static var mutableOperators: [String] {
        OperatorMutation.swaps.keys.sorted()
    }

    /// The mutants of the styles named `styles` in `catalog`, style by style, screen by
    /// screen, in the order their calls are made in one build.
    public static func mutants(of styles: [String], in catalog: Catalog) -> [Mutant] {
        census(of: styles, in: catalog, files: 0) { _, _ in }.mutants
    }

    /// The census of the styles named `styles` in `catalog`: `check` runs the transcript
    /// at each index below `files` against the catalog it is handed, so that the calls
    /// made inside flat-maps' closures at events are found too (each after the flat-map
    /// whose it is), and the actions each view model schedules as written are counted.
    public static func census(of styles: [String], in catalog: Catalog, files: Int, check: (Int, Catalog) -> Void) -> MutantCensus {
        var censuses: [String: OperatorMutation] = [:]
        var actions: [String: [Int]] = [:]
        for file in 0..<files {
            var counts: [String: ScheduledActions] = [:]
            let counting = catalog.replacingVariants(of: Set(styles)) { style, variant in
                let key = "\(style)/\(variant.screen.name)"
                let census = censuses[key] ?? OperatorMutation()
                censuses[key] = census
                let counted = ScheduledActions()
                counts[key] = counted
                return variant.counted(by: census, actions: counted)
            }
            // A `mutate` or `explore` in the transcript runs on the styles as written.
            MutationService.$catalogAsWritten.withValue(catalog) { check(file, counting) }
            for (key, counted) in counts { actions[key, default: Array(repeating: 0, count: file)].append(counted.count) }
        }
        let found = styles.compactMap(catalog.style(named:)).flatMap { style in
            style.variants.flatMap { variant in
                let atEvents = censuses["\(style.name)/\(variant.screen.name)"]?.sites.filter { !$0.within.isEmpty } ?? []
                return mutants(of: variant, style: style.name, atEvents: atEvents)
            }
        }
        return MutantCensus(mutants: found, actionsAsWritten: actions)
    }

    private static func mutants(of variant: Variant, style: String, atEvents: [OperatorMutation.Site]) -> [Mutant] {
        let built = variant.operatorSites()
        // Each call made at events follows the build's call whose closure made it.
        let sites = built.flatMap { site in [site] + atEvents.filter { $0.within.first == site } }
        return sites.flatMap { site -> [Mutant] in
            // A call none of the style's files writes is its library's (RDXVM's store
            // relay): a team cannot change it, so it is no mutant.
            if !variant.sources.isEmpty && places(of: site.name, in: variant.sources).isEmpty { return [] }
            let place = placed(site, built: built, in: variant.sources)
            return (OperatorMutation.swaps[site.name] ?? []).map { replacement in
                Mutant(style: style, screen: variant.screen.name, site: site, replacement: replacement,
                       file: place?.file ?? variant.sources.first?.path, line: place?.line, column: place?.column)
            }
        }
    }

    /// Where `site` is written: a call the build made is the n-th written call of its name
    /// where as many are written as were made; a call made in a flat-map's closure is the
    /// n-th written after that flat-map, in its file.
    private static func placed(_ site: OperatorMutation.Site, built: [OperatorMutation.Site],
                               in files: [Variant.SourceFile]) -> (file: String, line: Int, column: Int)? {
        let written = places(of: site.name, in: files)
        guard let enclosing = site.within.last else {
            let count = built.filter { $0.name == site.name }.count
            return written.count == count ? written[site.ordinal] : nil
        }
        guard let outer = placed(enclosing, built: built, in: files) else { return nil }
        let after = written.filter { $0.file == outer.file && ($0.line, $0.column) > (outer.line, outer.column) }
        return after.indices.contains(site.ordinal) ? after[site.ordinal] : nil
    }

    /// Where calls of the operator `name` are written in `files`, in order: file by file,
    /// line by line, comments left out; the column is where the operator's name starts.
    static func places(of name: String, in files: [Variant.SourceFile]) -> [(file: String, line: Int, column: Int)] {
        var found: [(file: String, line: Int, column: Int)] = []
        for file in files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.drop(while: { $0 == " " }).hasPrefix("//") else { continue }
                for start in starts(of: name, in: line) {
                    found.append((file.path, number + 1, line.distance(from: line.startIndex, to: start) + 1))
                }
            }
        }
        return found
    }

    /// Where the calls of `name` written on `line` start.
    private static func starts(of name: String, in line: Substring) -> [Substring.Index] {
        let written: String = switch name {
        case "share(replay: 1)": ".share(replay: 1"
        case "share()": ".share()"
        case "distinctUntilChanged": ".distinctUntilChanged()"
        case "take(1)": ".take(1)"
        case "startWith": ".startWith("
        case "observe(on:)": ".observe(on:"
        case "BehaviorRelay": "BehaviorRelay"
        default: "." + name
        }
        var starts: [Substring.Index] = []
        var rest = line
        while let range = rest.range(of: written) {
            rest = rest[range.upperBound...]
            if name == "BehaviorRelay" {
                // A relay made, `BehaviorRelay<Int>(value: 0)`, not a type named.
                let generic = rest.first == "<" ? rest.firstIndex(of: ">").map { rest.index(after: $0) } : rest.startIndex
                if let generic, rest[generic...].hasPrefix("(value:") { starts.append(range.lowerBound) }
            } else if !(written.last?.isLetter == true && rest.first?.isLetter == true) {
                // `.flatMap` is not the start of `.flatMapLatest`; the name starts after its dot.
                starts.append(line.index(after: range.lowerBound))
            }
        }
        return starts
    }
}
