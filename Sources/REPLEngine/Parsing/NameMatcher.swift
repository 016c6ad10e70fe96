/// Resolves a typed word against a list of names: exact match first, then a unique
/// case-insensitive prefix; otherwise says what is wrong, with the nearest name.
package struct NameMatcher {
    let names: [String]
    /// ``names`` in lower case, made once: a matcher is kept and asked for every command.
    private let lowered: [String]

    package init(names: [String]) {
        self.names = names
        lowered = names.map { $0.lowercased() }
    }

    enum Match: Equatable {
        case found(String)
        case ambiguous([String])
        case unknown(suggestion: String?)
    }

    func match(_ word: String) -> Match {
        if names.contains(word) { return .found(word) }
        let loweredWord = word.lowercased()
        if let exact = lowered.firstIndex(of: loweredWord) { return .found(names[exact]) }
        let candidates = names.indices.filter { lowered[$0].hasPrefix(loweredWord) }.map { names[$0] }
        if candidates.count == 1 { return .found(candidates[0]) }
        if candidates.count > 1 { return .ambiguous(candidates) }
        return .unknown(suggestion: nearest(to: loweredWord))
    }

    /// The name closest to `word` by edit distance, if it is close enough to be a typo:
    /// one edit in a word of up to four letters, two up to eight, three beyond (`foo` is
    /// not a typo of `log`, nor of `ok`).
    package func nearest(to word: String) -> String? {
        var best: (name: String, distance: Int)?
        for (name, lowered) in zip(names, lowered) {
            let distance = editDistance(word, lowered)
            if distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        let allowed = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        guard let best, best.distance <= allowed, best.distance < word.count else { return nil }
        return best.name
    }
}

/// The Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    levenshtein(Array(a), Array(b))
}

/// The Levenshtein distance between two sequences of elements, a row at a time.
private func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
