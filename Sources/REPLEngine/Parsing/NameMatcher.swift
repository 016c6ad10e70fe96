/// Resolves a typed word against a list of names: exact match first, then a unique
/// case-insensitive prefix; otherwise says what is wrong, with the nearest name.
struct NameMatcher {
    let names: [String]

    enum Match: Equatable {
        case found(String)
        case ambiguous([String])
        case unknown(suggestion: String?)
    }

    func match(_ word: String) -> Match {
        if names.contains(word) { return .found(word) }
        let lowered = word.lowercased()
        if let exact = names.first(where: { $0.lowercased() == lowered }) { return .found(exact) }
        let candidates = names.filter { $0.lowercased().hasPrefix(lowered) }
        if candidates.count == 1 { return .found(candidates[0]) }
        if candidates.count > 1 { return .ambiguous(candidates) }
        return .unknown(suggestion: nearest(to: lowered))
    }

    /// The name closest to `word` by edit distance, if it is close enough to be a typo.
    func nearest(to word: String) -> String? {
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(word, name.lowercased())
            if distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        guard let best, best.distance <= max(2, word.count / 3) else { return nil }
        return best.name
    }
}

/// The Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    // In plain ASCII one byte is one character (a carriage return, which could start a
    // two-byte one, is left out), and bytes are far cheaper to take apart and compare.
    func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 13 }
    }
    if isPlainASCII(a) && isPlainASCII(b) {
        return levenshtein(Array(a.utf8), Array(b.utf8))
    }
    return levenshtein(Array(a), Array(b))
}

/// The Levenshtein distance between two sequences of elements.
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
