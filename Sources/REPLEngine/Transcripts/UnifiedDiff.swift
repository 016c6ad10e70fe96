/// A unified diff of two lists of lines, with three lines of context, as `diff -u` prints
/// it.
enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func make(from old: [String], to new: [String], fromName: String, toName: String) -> String {
        let edits = diff(old, new)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var lines = ["--- \(fromName)", "+++ \(toName)"]
        let context = 3
        var index = 0
        while index < edits.count {
            guard let start = edits[index...].firstIndex(where: { $0 != .same(text(of: $0)) }) else { break }
            var end = start
            var lastChange = start
            while end < edits.count {
                if case .same = edits[end] {
                    if end - lastChange > context * 2 { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let hunkStart = max(start - context, index == 0 ? 0 : index)
            let hunkEnd = min(lastChange + context + 1, edits.count)
            let oldStart = edits[..<hunkStart].filter { if case .added = $0 { return false } else { return true } }.count
            let newStart = edits[..<hunkStart].filter { if case .removed = $0 { return false } else { return true } }.count
            let hunk = edits[hunkStart..<hunkEnd]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            lines.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            for edit in hunk {
                switch edit {
                case .same(let line): lines.append(" " + line)
                case .removed(let line): lines.append("-" + line)
                case .added(let line): lines.append("+" + line)
                }
            }
            index = hunkEnd
        }
        return lines.joined(separator: "\n")
    }

    private static func text(of edit: Edit) -> String {
        switch edit {
        case .same(let line), .removed(let line), .added(let line): return line
        }
    }

    /// The shortest edit script from `old` to `new` (Myers' algorithm).
    private static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        let maximum = n + m
        if maximum == 0 { return [] }
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        let offset = maximum + 1
        search: for depth in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if k == -depth || (k != depth && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[depth]
            let k = x - y
            let previousK: Int
            if k == -depth || (k != depth && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same(old[x - 1]))
                x -= 1
                y -= 1
            }
            if depth > 0 {
                if x == previousX {
                    edits.append(.added(new[y - 1]))
                } else {
                    edits.append(.removed(old[x - 1]))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
