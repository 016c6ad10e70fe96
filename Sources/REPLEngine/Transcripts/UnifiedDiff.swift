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

    fileprivate enum Edit: Equatable {
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
        var diff = Streamed(maximumLines: maximumLines)
        diff.add(from: old, to: new, maximumExactEdits: maximumExactEdits)
        return diff.text(fromName: fromName, toName: toName)
    }

    /// A unified diff made as its two files go by, a pair of blocks at a time (a
    /// transcript's steps, in order): lines known to be the same in both, and blocks to
    /// compare. It keeps the open hunk, three lines of context before it and at most
    /// `maximumLines` lines of hunks, and counts the changed lines past them, so its
    /// memory is bounded however long the files and however much they differ.
    struct Streamed {
        let maximumLines: Int
        /// The finished hunks, with their headers.
        private var hunks: [String] = []
        /// The last lines both files share, while no hunk is open: the next one's context.
        private var before: [String] = []
        /// The open hunk's lines; where it starts in each file (lines before it); how many
        /// of each file's lines it holds; the shared lines after its last change.
        private var open: (lines: [String], oldFirst: Int, newFirst: Int, oldCount: Int, newCount: Int, after: [String])?
        /// The lines of each file passed so far.
        private var oldLine = 0, newLine = 0
        /// Changed lines left out once the diff was full.
        private var notShown = 0
        private static let context = 3

        init(maximumLines: Int) {
            self.maximumLines = maximumLines
        }

        /// Compares `old` with `new`, the next block of each file, and adds what differs.
        mutating func add(from old: [String], to new: [String], maximumExactEdits: Int = UnifiedDiff.maximumExactEdits) {
            let edits = UnifiedDiff.diff(old.map { Array($0.utf8) }, new.map { Array($0.utf8) }, maximumExactEdits: maximumExactEdits)
            var (i, j) = (0, 0)
            for edit in edits {
                switch edit {
                case .same: same(old[i]); i += 1; j += 1
                case .removed: changed("-" + old[i], old: 1, new: 0); i += 1
                case .added: changed("+" + new[j], old: 0, new: 1); j += 1
                }
            }
        }

        /// A line both files have next.
        mutating func same(_ line: String) {
            oldLine += 1
            newLine += 1
            guard open != nil else {
                before.append(line)
                if before.count > Self.context { before.removeFirst() }
                return
            }
            open?.after.append(line)
            if let after = open?.after, after.count > 2 * Self.context {
                close()
                before = Array(after.suffix(Self.context))
            }
        }

        /// A line only one file has next: `-` for the old, `+` for the new.
        private mutating func changed(_ line: String, old: Int, new: Int) {
            defer {
                oldLine += old
                newLine += new
            }
            if open == nil {
                guard notShown == 0, hunks.count + 2 + before.count < maximumLines else {
                    notShown += 1
                    return
                }
                open = (before.map { " " + $0 }, oldLine - before.count, newLine - before.count, before.count, before.count, [])
                before = []
            }
            guard var hunk = open else { return }
            hunk.lines += hunk.after.map { " " + $0 }
            hunk.oldCount += hunk.after.count
            hunk.newCount += hunk.after.count
            hunk.after = []
            // A hunk that would pass the limit ends here: what follows is counted.
            if hunks.count + 3 + hunk.lines.count >= maximumLines {
                open = hunk
                close()
                notShown += 1
                return
            }
            hunk.lines.append(line)
            hunk.oldCount += old
            hunk.newCount += new
            open = hunk
        }

        /// Ends the open hunk with up to three lines of context.
        private mutating func close() {
            guard var hunk = open else { return }
            let context = hunk.after.prefix(Self.context)
            hunk.lines += context.map { " " + $0 }
            hunk.oldCount += context.count
            hunk.newCount += context.count
            // As `diff -u`: an empty side is numbered by the line it follows.
            let oldStart = hunk.oldCount == 0 ? hunk.oldFirst : hunk.oldFirst + 1
            let newStart = hunk.newCount == 0 ? hunk.newFirst : hunk.newFirst + 1
            hunks.append("@@ -\(oldStart),\(hunk.oldCount) +\(newStart),\(hunk.newCount) @@")
            hunks += hunk.lines
            open = nil
        }

        /// The diff as `diff -u` prints it, under the two names; empty if nothing differs.
        func text(fromName: String, toName: String) -> String {
            var finished = self
            finished.close()
            guard !finished.hunks.isEmpty || notShown > 0 else { return "" }
            var lines = ["--- \(fromName)", "+++ \(toName)"] + finished.hunks
            if notShown > 0 {
                lines.append("… \(notShown) more changed lines not shown: the diff stops at \(maximumLines) lines (bless, then read the whole change with 'git diff')")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// An edit script from `old` to `new`: the common head and tail, and between them the
    /// shortest script or, when that would take too many edits, a greedy one.
    /// Lines are equal when their UTF-8 bytes are: `café` with a combining accent is not
    /// `café` with a precomposed `é`, as a transcript's bytes are not.
    fileprivate static func diff(_ old: [[UInt8]], _ new: [[UInt8]], maximumExactEdits: Int) -> [Edit] {
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
    private static func shortestScript(_ old: ArraySlice<[UInt8]>, _ new: ArraySlice<[UInt8]>, maximumEdits: Int) -> [Edit]? {
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
    private static func greedyScript(_ old: ArraySlice<[UInt8]>, _ new: ArraySlice<[UInt8]>) -> [Edit] {
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
