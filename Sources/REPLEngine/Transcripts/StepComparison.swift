/// One step of a transcript told against what its command printed: whether every line
/// matched, and the step's lines as `--bless` writes them.
///
/// Blessing keeps each expected line that matched as written, wildcards included, and
/// each comment where it stood; only the lines that did not match are rewritten. The
/// lines are aligned so that as few as possible are rewritten (a `...` line takes any
/// run of printed lines at no cost).
struct StepComparison {
    /// Whether the printed lines are what the step expects.
    let matched: Bool
    /// The step's body after blessing: comments, kept expected lines, printed lines.
    let blessed: [String]

    /// The most cells the alignment table may have; beyond that (thousands of lines on
    /// both sides) the lines that do not match at the head and tail are all rewritten.
    static let maximumAlignmentCells = 4_000_000

    init(_ body: [Transcript.BodyLine], printed: [PrintedLine]) {
        // The expected lines, and the comments standing before each (the last entry:
        // the comments after every expected line).
        var patterns: [LinePattern] = []
        var commentsBefore: [[String]] = [[]]
        for line in body {
            switch line {
            case .comment(let text): commentsBefore[patterns.count].append(text)
            case .expected(let text):
                patterns.append(LinePattern(text))
                commentsBefore.append([])
            }
        }
        if Self.matchesWhole(patterns[...], printed[...]) {
            matched = true
            blessed = body.map { line in
                switch line {
                case .comment(let text), .expected(let text): text
                }
            }
            return
        }
        matched = false
        var lines: [String] = []
        for edit in Self.alignment(patterns, printed) {
            switch edit {
            case .keep(let pattern):
                lines += commentsBefore[pattern]
                lines.append(patterns[pattern].text)
            case .drop(let pattern):
                lines += commentsBefore[pattern]
            case .replace(let pattern, let line):
                lines += commentsBefore[pattern]
                lines.append(TranscriptLine.written(printed[line].text))
            case .insert(let line):
                lines.append(TranscriptLine.written(printed[line].text))
            }
        }
        lines += commentsBefore[patterns.count]
        blessed = lines
    }

    /// Whether `patterns` match `lines` whole: line for line, a `...` taking any run.
    ///
    /// The patterns between `...`s are found in order, each at its first place after the
    /// one before, which finds a match if any exists (as `*` globs are matched).
    private static func matchesWhole(_ patterns: ArraySlice<LinePattern>, _ lines: ArraySlice<PrintedLine>) -> Bool {
        // Most steps have no `...`: line for line.
        guard patterns.contains(where: \.matchesAnyLines) else {
            return patterns.count == lines.count && matchesRun(patterns, at: lines.startIndex, in: lines)
        }
        let runs = patterns.split(omittingEmptySubsequences: false) { $0.matchesAnyLines }
        // The first run must start the lines and the last end them.
        let first = runs[0], last = runs[runs.count - 1]
        guard first.count + last.count <= lines.count,
              matchesRun(first, at: lines.startIndex, in: lines),
              matchesRun(last, at: lines.endIndex - last.count, in: lines) else { return false }
        var start = lines.startIndex + first.count
        let end = lines.endIndex - last.count
        for run in runs.dropFirst().dropLast() where !run.isEmpty {
            // A `...` takes the lines up to the run's place: never past an error, which
            // only a line of its own matches.
            let lastPlace = lines[start..<end].firstIndex(where: \.isError).map { min($0, end - run.count) } ?? end - run.count
            guard let found = (start...max(start, lastPlace)).first(where: { $0 + run.count <= end && matchesRun(run, at: $0, in: lines) }) else {
                return false
            }
            start = found + run.count
        }
        return !lines[start..<end].contains(where: \.isError)
    }

    /// Whether `run` (no `...` in it) matches the lines from `start` on.
    private static func matchesRun(_ run: ArraySlice<LinePattern>, at start: Int, in lines: ArraySlice<PrintedLine>) -> Bool {
        guard start >= lines.startIndex, start + run.count <= lines.endIndex else { return false }
        return zip(run, lines[start...]).allSatisfy { $0.matches($1) }
    }

    /// One step of an alignment: an expected line kept, dropped or replaced by a printed
    /// line, or a printed line put in.
    enum Edit: Equatable {
        case keep(Int)
        case drop(Int)
        case replace(Int, by: Int)
        case insert(Int)
    }

    /// The alignment that rewrites the fewest lines, in order. Of equal ones, the one
    /// that replaces an expected line in place (so a comment above it stays above its
    /// replacement, and a line pinned after a `...` is updated, not dropped), then the
    /// one that drops an expected line before it puts in a printed one.
    static func alignment(_ patterns: [LinePattern], _ lines: [PrintedLine]) -> [Edit] {
        // Lines that match at the head and the tail need no table.
        var head = 0
        while head < patterns.count, head < lines.count, !patterns[head].matchesAnyLines, patterns[head].matches(lines[head]) {
            head += 1
        }
        var tail = 0
        while tail < patterns.count - head, tail < lines.count - head,
              !patterns[patterns.count - 1 - tail].matchesAnyLines,
              patterns[patterns.count - 1 - tail].matches(lines[lines.count - 1 - tail]) {
            tail += 1
        }
        let middlePatterns = Array(patterns[head ..< patterns.count - tail])
        let middleLines = Array(lines[head ..< lines.count - tail])
        var edits = (0..<head).map(Edit.keep)
        for edit in middleAlignment(middlePatterns, middleLines) {
            switch edit {
            case .keep(let pattern): edits.append(.keep(head + pattern))
            case .drop(let pattern): edits.append(.drop(head + pattern))
            case .replace(let pattern, let line): edits.append(.replace(head + pattern, by: head + line))
            case .insert(let line): edits.append(.insert(head + line))
            }
        }
        for offset in 0..<tail {
            edits.append(.keep(patterns.count - tail + offset))
        }
        return edits
    }

    /// The cheapest alignment by dynamic programming: cost is the number of expected lines
    /// dropped or replaced plus printed lines put in; a `...` takes printed lines for
    /// nothing.
    private static func middleAlignment(_ patterns: [LinePattern], _ lines: [PrintedLine]) -> [Edit] {
        let rows = patterns.count + 1, columns = lines.count + 1
        guard rows * columns <= maximumAlignmentCells else {
            return patterns.indices.map { patterns[$0].matchesAnyLines ? .keep($0) : .drop($0) } + lines.indices.map(Edit.insert)
        }
        // cost[i][j]: the cheapest alignment of patterns[i...] with lines[j...].
        var cost = [Int](repeating: 0, count: rows * columns)
        func at(_ i: Int, _ j: Int) -> Int { cost[i * columns + j] }
        for i in stride(from: patterns.count, through: 0, by: -1) {
            for j in stride(from: lines.count, through: 0, by: -1) {
                let value: Int
                if i == patterns.count {
                    value = lines.count - j
                } else if patterns[i].matchesAnyLines {
                    // Take no more lines (move past the `...`), or take one that is no error.
                    value = j == lines.count || lines[j].isError ? at(i + 1, j) : min(at(i + 1, j), at(i, j + 1))
                } else {
                    var best = 1 + at(i + 1, j)
                    if j < lines.count {
                        best = min(best, 1 + at(i, j + 1))
                        best = min(best, (patterns[i].matches(lines[j]) ? 0 : 1) + at(i + 1, j + 1))
                    }
                    value = best
                }
                cost[i * columns + j] = value
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < patterns.count || j < lines.count {
            let here = at(i, j)
            if i < patterns.count, patterns[i].matchesAnyLines {
                if j < lines.count, !lines[j].isError, at(i, j + 1) == here, at(i + 1, j) != here {
                    j += 1
                } else if at(i + 1, j) == here {
                    edits.append(.keep(i))
                    i += 1
                } else {
                    j += 1
                }
            } else if i < patterns.count, j < lines.count, patterns[i].matches(lines[j]), at(i + 1, j + 1) == here {
                edits.append(.keep(i))
                i += 1
                j += 1
            } else if i < patterns.count, j < lines.count, 1 + at(i + 1, j + 1) == here {
                edits.append(.replace(i, by: j))
                i += 1
                j += 1
            } else if i < patterns.count, 1 + at(i + 1, j) == here {
                edits.append(.drop(i))
                i += 1
            } else {
                edits.append(.insert(j))
                j += 1
            }
        }
        return edits
    }
}
