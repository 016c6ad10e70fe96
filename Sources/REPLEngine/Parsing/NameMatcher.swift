/// Resolves a typed word against a list of names: exact match first, then a unique
/// case-insensitive prefix; otherwise says what is wrong, with the nearest name.
struct NameMatcher {
    let names: [String]
    /// ``names`` in lower case, made once: a matcher is kept and asked for every command.
    private let lowered: [String]

    init(names: [String]) {
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
    func nearest(to word: String) -> String? {
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
    // In plain ASCII one byte is one character (a carriage return, which could start a
    // two-byte one, is left out), and bytes are far cheaper to take apart and compare.
    func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 13 }
    }
    if isPlainASCII(a) && isPlainASCII(b) {
        // A typo is measured against every name, so without copying either string.
        var (a, b) = (a, b)
        return a.withUTF8 { a in b.withUTF8 { b in levenshtein(a, b) } }
    }
    let (characters, others) = (Array(a), Array(b))
    return characters.withUnsafeBufferPointer { a in others.withUnsafeBufferPointer { b in levenshtein(a, b) } }
}

/// The Levenshtein distance between two sequences of elements, in two rows of scratch
/// space on the stack.
private func levenshtein<Element: Equatable>(_ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
        var previous = UnsafeMutableBufferPointer(rebasing: rows[0..<width])
        var current = UnsafeMutableBufferPointer(rebasing: rows[width..<2 * width])
        for j in 0..<width { previous[j] = j }
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
}
