#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPLEngine

/// `vmrepl check`: reads transcript files, checks or blesses them, reports per file.
enum TranscriptFiles {
    static func check(_ paths: [String], bless: Bool) -> ExitStatus {
        var failed = false
        for path in paths {
            // Checked as bytes: making a string of the whole file would validate it
            // again, at several times the cost.
            guard let data = FileManager.default.contents(atPath: path),
                  let result = TranscriptChecker.check(utf8: [UInt8](data), name: path) else {
                StandardStreams.emit(OutputLine(text: "vmrepl: cannot read transcript '\(path)'", channel: .error))
                return .usageOrIO
            }
            if bless {
                if result.passed {
                    StandardStreams.output.write("UNCHANGED \(path)\n")
                } else {
                    guard FileManager.default.createFile(atPath: path, contents: Data(result.actualUTF8)) else {
                        StandardStreams.emit(OutputLine(text: "vmrepl: cannot write transcript '\(path)'", channel: .error))
                        return .usageOrIO
                    }
                    StandardStreams.output.write("BLESSED \(path)\n")
                }
            } else if result.passed {
                StandardStreams.output.write("PASS \(path)\n")
            } else {
                failed = true
                StandardStreams.output.write("FAIL \(path)\n\(result.diff)\n")
            }
        }
        return failed ? .commandFailed : .success
    }
}
