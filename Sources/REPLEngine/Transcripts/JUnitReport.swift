/// A JUnit XML report of a `vmrepl check`, the format CI systems read: one test suite,
/// one test case per transcript, a failure's reason and diff in its `failure` element.
public struct JUnitReport {
    /// How one transcript's check ended, for its test case.
    public enum Outcome: Equatable, Sendable {
        /// It passed (or was blessed: `note` says so).
        case passed(note: String?)
        /// It failed: the one-line reason, and the diff if there is one.
        case failed(reason: String, diff: String)
        /// It could not be checked at all: the file could not be read, say.
        case error(reason: String)
    }

    private var cases: [(name: String, outcome: Outcome)] = []

    /// An empty report.
    public init() {}

    /// Adds the test case of the transcript `name`.
    public mutating func add(_ name: String, _ outcome: Outcome) {
        cases.append((name, outcome))
    }

    /// The report as an XML document.
    public var xml: String {
        let failures = cases.count { if case .failed = $0.outcome { true } else { false } }
        let errors = cases.count { if case .error = $0.outcome { true } else { false } }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="vmrepl check" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)">"#,
            #"  <testsuite name="vmrepl check" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        for (name, outcome) in cases {
            let start = #"    <testcase classname="vmrepl.transcripts" name="\#(Self.escaped(name))""#
            switch outcome {
            case .passed(nil):
                lines.append(start + "/>")
            case .passed(let note?):
                lines.append(start + ">")
                lines.append("      <system-out>\(Self.escaped(note))</system-out>")
                lines.append("    </testcase>")
            case .failed(let reason, let diff):
                lines.append(start + ">")
                lines.append(#"      <failure message="\#(Self.escaped(reason))" type="\#(diff.isEmpty ? "invalid" : "mismatch")">\#(Self.escaped(diff))</failure>"#)
                lines.append("    </testcase>")
            case .error(let reason):
                lines.append(start + ">")
                lines.append(#"      <error message="\#(Self.escaped(reason))" type="unreadable"/>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as XML character data or an attribute value: markup characters escaped,
    /// and characters XML 1.0 cannot hold at all (most C0 controls) written as `\u{…}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
