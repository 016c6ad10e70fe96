/// A unified diff of two lists of lines, with three lines of context, as `diff -u` prints
/// it.
///
/// Memory stays bounded whatever the inputs: the common head and tail are set aside
/// first; the rest gets the shortest edit script (Myers) while it needs at most
/// ``maximumExactEdits`` edits, and beyond that a greedy script that resynchronizes on
/// the nearest matching pair of lines. A transcript with thousands of differences, say a
/// lesson re-run after a change to every output, so gets a readable diff instead of
/// exhausting memory: Myers' full trace grows with edits × lines.
enum UnifiedDiff {
    /// The most edits the shortest-script search is allowed by default; its memory grows
    /// with the square of this.
    static let maximumExactEdits = 1_000
    /// How far, in lines of both inputs together, the greedy script looks for the next
    /// matching pair.
    static let resyncWindow = 64

    private enum Edit: Equatable {
        case same
        case removed
        case added
    }

    /// The diff of `old` to `new`. With `maximumLines`, the diff stops at the hunk that
    /// passes that many lines and its last line says how many changed lines it did not
    /// show: a transcript that differs everywhere gets a diff a person reads, in bounded
    /// memory.
    static func make(from old: [String], to new: [String], fromName: String, toName: String,
                     maximumExactEdits: Int = maximumExactEdits, maximumLines: Int = .max) -> String {
        let edits = diff(old, new, maximumExactEdits: maximumExactEdits)
        guard edits.contains(where: { $0 != .same }) else { return "" }
        var lines = ["--- \(fromName)", "+++ \(toName)"]
        let context = 3
        // Line numbers before each edit, kept as the walk goes so every hunk header is
        // known without counting from the top.
        var oldLine = 0, newLine = 0
        var index = 0
        while let start = edits[index...].firstIndex(where: { $0 != .same }) {
            if lines.count >= maximumLines {
                let left = edits[start...].count { $0 != .same }
                lines.append("… \(left) more changed lines not shown: the diff stops at \(maximumLines) lines (bless, then read the whole change with 'git diff')")
                break
            }
            // Skip to the hunk's first context line, counting the lines passed.
            let hunkStart = max(start - context, index)
            for edit in edits[index..<hunkStart] { advance(edit, &oldLine, &newLine) }
            var end = start
            var lastChange = start
            while end < edits.count {
                if edits[end] == .same {
                    if end - lastChange > context * 2 { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let hunkEnd = min(lastChange + context + 1, edits.count)
            let hunk = edits[hunkStart..<hunkEnd]
            let oldCount = hunk.count { $0 != .added }
            let newCount = hunk.count { $0 != .removed }
            // As `diff -u`: an empty side is numbered by the line it follows.
            let oldStart = oldCount == 0 ? oldLine : oldLine + 1
            let newStart = newCount == 0 ? newLine : newLine + 1
            lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in hunk {
                switch edit {
                case .same: lines.append(" " + old[oldLine])
                case .removed: lines.append("-" + old[oldLine])
                case .added: lines.append("+" + new[newLine])
                }
                advance(edit, &oldLine, &newLine)
            }
            index = hunkEnd
        }
        return lines.joined(separator: "\n")
    }

    private static func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// An edit script from `old` to `new`: the common head and tail, and between them the
    /// shortest script or, when that would take too many edits, a greedy one.
    private static func diff(_ old: [String], _ new: [String], maximumExactEdits: Int) -> [Edit] {
        var head = 0
        while head < old.count && head < new.count && old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head && tail < new.count - head && old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = old[head..<(old.count - tail)]
        let newMiddle = new[head..<(new.count - tail)]
        let middle = shortestScript(oldMiddle, newMiddle, maximumEdits: maximumExactEdits) ?? greedyScript(oldMiddle, newMiddle)
        return Array(repeating: .same, count: head) + middle + Array(repeating: .same, count: tail)
    }

    /// The shortest edit script (Myers' algorithm), or `nil` if it needs more than
    /// `maximumEdits` edits. The trace keeps only the diagonals each depth reached.
    private static func shortestScript(_ old: ArraySlice<String>, _ new: ArraySlice<String>, maximumEdits: Int) -> [Edit]? {
        let n = old.count, m = new.count
        let (oldBase, newBase) = (old.startIndex, new.startIndex)
        if n + m == 0 { return [] }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[depth] holds frontier[offset - depth ... offset + depth] before that depth.
        var trace: [[Int]] = []
        var found = false
        search: for depth in 0...limit {
            trace.append(Array(frontier[(offset - depth)...(offset + depth)]))
            for k in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if k == -depth || (k != depth && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && old[oldBase + x] == new[newBase + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[depth]
            // The frontier value on diagonal `k` as it was before this depth.
            func reached(_ k: Int) -> Int { saved[k + depth] }
            let k = x - y
            let previousK: Int
            if k == -depth || (k != depth && reached(k - 1) < reached(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = depth == 0 ? 0 : reached(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same)
                x -= 1
                y -= 1
            }
            if depth > 0 {
                edits.append(x == previousX ? .added : .removed)
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// A valid, not necessarily shortest, edit script in linear memory: walks both inputs
    /// and, where they differ, jumps to the nearest pair of equal lines within
    /// ``resyncWindow``.
    private static func greedyScript(_ old: ArraySlice<String>, _ new: ArraySlice<String>) -> [Edit] {
        var edits: [Edit] = []
        var i = old.startIndex, j = new.startIndex
        func matches(_ a: Int, _ b: Int) -> Bool {
            a < old.endIndex && b < new.endIndex && old[a] == new[b]
        }
        while i < old.endIndex || j < new.endIndex {
            if i < old.endIndex, j < new.endIndex, old[i] == new[j] {
                edits.append(.same)
                i += 1
                j += 1
                continue
            }
            if i == old.endIndex || j == new.endIndex {
                // One side is used up: the rest of the other is all added or all removed.
                edits.append(contentsOf: repeatElement(.removed, count: old.endIndex - i))
                edits.append(contentsOf: repeatElement(.added, count: new.endIndex - j))
                break
            }
            // The nearest pair of equal lines; at equal distance, one followed by another
            // equal pair, so that a line repeated everywhere does not pull the two apart.
            var skip: (old: Int, new: Int)?
            search: for distance in 1...resyncWindow {
                var single: (old: Int, new: Int)?
                for skipOld in 0...distance where matches(i + skipOld, j + distance - skipOld) {
                    let pair = (old: skipOld, new: distance - skipOld)
                    if matches(i + skipOld + 1, j + pair.new + 1) {
                        skip = pair
                        break search
                    }
                    single = single ?? pair
                }
                if let single {
                    skip = single
                    break search
                }
            }
            // No resynchronization in sight: replace one line on each side and look again.
            let (skipOld, skipNew) = skip ?? (1, 1)
            edits.append(contentsOf: repeatElement(.removed, count: skipOld))
            edits.append(contentsOf: repeatElement(.added, count: skipNew))
            i += skipOld
            j += skipNew
        }
        return edits
    }
}
