#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPLEngine

/// `vmrepl check`: reads transcript files, checks or blesses them, reports per file.
enum TranscriptFiles {
    /// How many files ended which way, for the summary after several.
    private struct Tally {
        var passed = 0, failed = 0, blessed = 0, unchanged = 0, unreadable = 0, unwritable = 0

        /// `9 transcripts: 8 passed, 1 failed`, naming only the outcomes that occurred.
        var summary: String {
            let counts = [(passed, "passed"), (failed, "failed"), (blessed, "blessed"), (unchanged, "unchanged"), (unreadable, "unreadable"), (unwritable, "unwritable")]
            let total = counts.reduce(0) { $0 + $1.0 }
            return "\(total) transcripts: " + counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
    }

    /// Checks (or blesses) every file: read in turn, checked at once, reported in the
    /// order given, in colour if `color`, with a summary line after several. A file that
    /// cannot be read, or is not UTF-8, is reported and the others are still checked; it
    /// makes the status 2.
    static func check(_ paths: [String], bless: Bool, color: Bool) -> ExitStatus {
        let paint = ReportColors(enabled: color)
        // Read as bytes: making a string of the whole file would validate it again, at
        // several times the cost.
        var files: [(name: String, bytes: TextBytes)] = []
        // For each path, its place in `files`, or why it could not be read.
        var places: [Result<Int, FileBytes.ReadFailure>] = []
        for path in paths {
            places.append(FileBytes.text(of: path).map { bytes in
                files.append((path, bytes))
                return files.count - 1
            })
        }
        let results = TranscriptChecker.check(files: files)
        var tally = Tally()
        for (path, place) in zip(paths, places) {
            let index: Int
            switch place {
            case .success(let found): index = found
            case .failure(let reason):
                StandardStreams.emit(OutputLine(text: "vmrepl: cannot read transcript '\(path)': \(reason)", channel: .error))
                tally.unreadable += 1
                continue
            }
            guard let result = results[index] else {
                StandardStreams.emit(OutputLine(text: "vmrepl: transcript '\(path)' is not valid UTF-8; save it as UTF-8 text", channel: .error))
                tally.unreadable += 1
                continue
            }
            if bless {
                if result.passed {
                    tally.unchanged += 1
                    StandardStreams.output.write("UNCHANGED \(path)\n")
                } else {
                    guard FileManager.default.createFile(atPath: path, contents: Data(result.actualUTF8)) else {
                        StandardStreams.emit(OutputLine(text: "vmrepl: cannot write transcript '\(path)'", channel: .error))
                        tally.unwritable += 1
                        continue
                    }
                    tally.blessed += 1
                    StandardStreams.output.write("\(paint.changed("BLESSED")) \(path)\n")
                }
            } else if result.passed {
                tally.passed += 1
                StandardStreams.output.write("\(paint.passed("PASS")) \(path)\n")
            } else {
                tally.failed += 1
                StandardStreams.output.write("\(paint.failed("FAIL")) \(path)\n\(paint.diff(result.diff))\n")
            }
        }
        if paths.count > 1 {
            StandardStreams.output.write(tally.summary + "\n")
        }
        return tally.unreadable + tally.unwritable > 0 ? .usageOrIO : tally.failed > 0 ? .commandFailed : .success
    }
}
