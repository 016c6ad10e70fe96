import MiniRx
import StyleKit

/// The mutants of styles: every mutable operator call their view models make when built
/// (``OperatorMutation``'s census), each with every swap its kind has, placed in the
/// style's source.
public enum MutantFinder {
    /// The operators a mutant swaps or leaves out, by name.
    public static var mutableOperators: [String] {
        OperatorMutation.swaps.keys.sorted()
    }

    /// The mutants of the styles named `styles` in `catalog`, style by style, screen by
    /// screen, in the order their calls are made.
    public static func mutants(of styles: [String], in catalog: Catalog) -> [Mutant] {
        styles.compactMap(catalog.style(named:)).flatMap { style in
            style.variants.flatMap { variant in mutants(of: variant, style: style.name) }
        }
    }

    private static func mutants(of variant: Variant, style: String) -> [Mutant] {
        let sites = variant.operatorSites()
        return sites.flatMap { site -> [Mutant] in
            let written = places(of: site.name, in: variant.sources)
            // The build's calls of a name match the file's one for one only if as many are
            // written as were made; otherwise the line cannot be told.
            let count = sites.filter { $0.name == site.name }.count
            let place = written.count == count ? written[site.ordinal] : nil
            return (OperatorMutation.swaps[site.name] ?? []).map { replacement in
                Mutant(style: style, screen: variant.screen.name, site: site, replacement: replacement,
                       file: place?.file ?? variant.sources.first?.path, line: place?.line, column: place?.column)
            }
        }
    }

    /// Where calls of the operator `name` are written in `files`, in order: file by file,
    /// line by line, comments left out.
    static func places(of name: String, in files: [Variant.SourceFile]) -> [(file: String, line: Int, column: Int)] {
        let written: String = switch name {
        case "share(replay: 1)": ".share(replay: 1"
        case "share()": ".share()"
        case "distinctUntilChanged": ".distinctUntilChanged()"
        case "take(1)": ".take(1)"
        case "startWith": ".startWith("
        default: "." + name
        }
        var found: [(file: String, line: Int, column: Int)] = []
        for file in files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//") else { continue }
                var rest = Substring(line)
                while let range = rest.range(of: written) {
                    // `.flatMap` is not the start of `.flatMapLatest`.
                    if !(written.last?.isLetter == true && rest[range.upperBound...].first?.isLetter == true) {
                        // The column the operator's name starts at, after its dot, from 1.
                        found.append((file.path, number + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 2))
                    }
                    rest = rest[range.upperBound...]
                }
            }
        }
        return found
    }
}
