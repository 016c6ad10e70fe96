import REPLEngine

/// A JUnit XML report of a `vmrepl check` or `mutate`, the format CI systems read: one
/// test suite, one test case per transcript (or mutant), a failure's reason and diff in
/// its `failure` element.
package struct JUnitReport {
    /// How one transcript's check ended, for its test case.
    package enum Outcome: Equatable, Sendable {
        /// It passed (or was blessed: `note` says so).
        case passed(note: String?)
        /// It failed: the one-line reason, and the diff if there is one.
        case failed(reason: String, diff: String)
        /// Its check stopped the program part way (a fatal error): how it ended.
        case stopped(reason: String)
        /// It could not be checked at all: the file could not be read, say.
        case error(reason: String)
        /// A mutant no transcript noticed (`mutate`): `survived` or `no-coverage`, and why
        /// in one line.
        case unnoticed(type: String, reason: String)
        /// Not run, for `reason` (a mutant the team accepts).
        case skipped(reason: String)
    }

    private var cases: [(name: String, outcome: Outcome, seconds: Double)] = []
    /// The wall-clock seconds the whole check took, for the suite's `time`.
    package var seconds = 0.0

    /// An empty report.
    package init() {}

    /// Adds the test case of the transcript `name`, which took `seconds` to check.
    package mutating func add(_ name: String, _ outcome: Outcome, seconds: Double = 0) {
        cases.append((name, outcome, seconds))
    }

    /// The report as an XML document. A failure's or an error's reason is in its
    /// `message` and in its text (which GitLab shows), a mismatch's diff after it; every
    /// level has a `time` in seconds.
    package var xml: String {
        let failures = cases.count { switch $0.outcome { case .failed, .unnoticed, .stopped: true; default: false } }
        let errors = cases.count { if case .error = $0.outcome { true } else { false } }
        let skipped = cases.count { if case .skipped = $0.outcome { true } else { false } }
        let counts = #"tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" time="\#(Self.time(seconds))""#
        // Jenkins' schema has `skipped` on a suite, not on the suites.
        let suiteCounts = counts + (skipped > 0 ? #" skipped="\#(skipped)""# : "")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(XMLText.escaped(suiteName))" \#(counts)>"#,
            #"  <testsuite name="\#(XMLText.escaped(suiteName))" \#(suiteCounts)>"#,
        ]
        for (name, outcome, seconds) in cases {
            let start = #"    <testcase classname="\#(XMLText.escaped(toolName)).\#(caseClass)" name="\#(XMLText.escaped(name))" time="\#(Self.time(seconds))""#
            switch outcome {
            case .passed(nil):
                lines.append(start + "/>")
            case .passed(let note?):
                lines.append(start + ">")
                lines.append("      <system-out>\(XMLText.escaped(note))</system-out>")
                lines.append("    </testcase>")
            case .failed(let reason, let diff):
                let text = diff.isEmpty ? reason : reason + "\n" + diff
                lines.append(start + ">")
                lines.append(#"      <failure message="\#(XMLText.escaped(reason))" type="\#(diff.isEmpty ? "invalid" : "mismatch")">\#(XMLText.escaped(text))</failure>"#)
                lines.append("    </testcase>")
            case .stopped(let reason):
                lines.append(start + ">")
                lines.append(#"      <failure message="\#(XMLText.escaped(reason))" type="stopped">\#(XMLText.escaped(reason))</failure>"#)
                lines.append("    </testcase>")
            case .unnoticed(let type, let reason):
                lines.append(start + ">")
                lines.append(#"      <failure message="\#(XMLText.escaped(reason))" type="\#(type)">\#(XMLText.escaped(reason))</failure>"#)
                lines.append("    </testcase>")
            case .skipped(let reason):
                lines.append(start + ">")
                lines.append(#"      <skipped message="\#(XMLText.escaped(reason))"/>"#)
                lines.append("    </testcase>")
            case .error(let reason):
                lines.append(start + ">")
                lines.append(#"      <error message="\#(XMLText.escaped(reason))" type="unreadable">\#(XMLText.escaped(reason))</error>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name of the tool that checked, which names the suite (`vmrepl check`) and the
    /// test cases' class (`vmrepl.transcripts`).
    package var toolName = "vmrepl"
    /// The mode that made it, which names the suite: `check`, `mutate`.
    package var mode = "check"
    /// What each test case is, which names its class: `transcripts`, `mutants`.
    package var caseClass = "transcripts"

    private var suiteName: String { "\(toolName) \(mode)" }

    /// `seconds` as JUnit writes a time: decimal, three places (`0.042`).
    package static func time(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
