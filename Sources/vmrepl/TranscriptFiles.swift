#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPLEngine

/// `vmrepl check`: reads transcript files, checks or blesses them, reports per file.
enum TranscriptFiles {
    /// Checks (or blesses) every file: read in turn, checked at once, reported in the
    /// order given, in colour if `color`. A file that cannot be read, or is not UTF-8, is
    /// reported and the others are still checked; it makes the status 2.
    static func check(_ paths: [String], bless: Bool, color: Bool) -> ExitStatus {
        let paint = ReportColors(enabled: color)
        // Read as bytes: making a string of the whole file would validate it again, at
        // several times the cost.
        var files: [(name: String, utf8: [UInt8])] = []
        // For each path, its place in `files`, or why it could not be read.
        var places: [Result<Int, FileBytes.ReadFailure>] = []
        for path in paths {
            places.append(FileBytes.contents(of: path).map { bytes in
                files.append((path, bytes))
                return files.count - 1
            })
        }
        let results = TranscriptChecker.check(files: files)
        var failed = false
        var unreadable = false
        for (path, place) in zip(paths, places) {
            let index: Int
            switch place {
            case .success(let found): index = found
            case .failure(let reason):
                StandardStreams.emit(OutputLine(text: "vmrepl: cannot read transcript '\(path)': \(reason)", channel: .error))
                unreadable = true
                continue
            }
            guard let result = results[index] else {
                StandardStreams.emit(OutputLine(text: "vmrepl: transcript '\(path)' is not valid UTF-8; save it as UTF-8 text", channel: .error))
                unreadable = true
                continue
            }
            if bless {
                if result.passed {
                    StandardStreams.output.write("UNCHANGED \(path)\n")
                } else {
                    guard FileManager.default.createFile(atPath: path, contents: Data(result.actualUTF8)) else {
                        StandardStreams.emit(OutputLine(text: "vmrepl: cannot write transcript '\(path)'", channel: .error))
                        unreadable = true
                        continue
                    }
                    StandardStreams.output.write("\(paint.changed("BLESSED")) \(path)\n")
                }
            } else if result.passed {
                StandardStreams.output.write("\(paint.passed("PASS")) \(path)\n")
            } else {
                failed = true
                StandardStreams.output.write("\(paint.failed("FAIL")) \(path)\n\(paint.diff(result.diff))\n")
            }
        }
        return unreadable ? .usageOrIO : failed ? .commandFailed : .success
    }
}
