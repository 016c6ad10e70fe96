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
            guard let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else {
                StandardStreams.emit(OutputLine(text: "vmrepl: cannot read transcript '\(path)'", channel: .error))
                return .usageOrIO
            }
            let result = TranscriptChecker.check(text, name: path)
            if bless {
                if result.passed {
                    StandardStreams.output.write("UNCHANGED \(path)\n")
                } else {
                    guard FileManager.default.createFile(atPath: path, contents: Data(result.actual.utf8)) else {
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
