#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MiniRx
import Variants

/// Prints one JSON object per line: every event as it happens, then the command's other
/// results (deliveries, diagnostics, states, notes), for tools and other test harnesses.
struct JSONRenderer {
    /// One line of JSON output.
    struct Record: Encodable {
        var variant: String?
        var stream: String?
        var subscriber: String?
        var kind: String
        var value: String?
        var time: Int?
        var command: String
    }

    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func event(_ captured: CapturedEvent, command: String) -> String {
        let (kind, value): (String, String?)
        switch captured.event {
        case .next(let element): (kind, value) = ("next", Self.raw(element))
        case .error(let error): (kind, value) = ("error", "\(error)")
        case .completed: (kind, value) = ("completed", nil)
        }
        return encode(Record(variant: captured.variant, stream: captured.stream, subscriber: captured.subscriber.label,
                             kind: kind, value: value, time: captured.time, command: command))
    }

    func render(_ report: CommandReport, command: String) -> [String] {
        var lines: [String] = []
        for delivery in report.deliveries {
            lines.append(encode(Record(variant: delivery.variant, kind: "delivery", value: delivery.outcome, command: command)))
        }
        for row in report.states {
            for (variant, _, text) in row.values {
                lines.append(encode(Record(variant: variant, stream: row.stream, kind: "state", value: text, command: command)))
            }
        }
        for diagnostic in report.diagnostics {
            lines.append(encode(Record(variant: diagnostic.variant, kind: "diagnostic", value: diagnostic.message, command: command)))
        }
        for note in report.info {
            lines.append(encode(Record(kind: "info", value: note, command: command)))
        }
        if let interrupted = report.interruptedAfter {
            lines.append(encode(Record(kind: "interrupted", value: "\(interrupted.done) of \(interrupted.of)", command: command)))
        }
        return lines
    }

    func error(_ message: String, command: String) -> String {
        encode(Record(kind: "commandError", value: message, command: command))
    }

    private func encode(_ record: Record) -> String {
        guard let data = try? encoder.encode(record), let text = String(data: data, encoding: .utf8) else {
            return #"{"kind":"encodingFailure"}"#
        }
        return text
    }

    /// An element's plain text: a string without quotes, `true`, `success(token-demo)`.
    static func raw(_ value: OutputValue) -> String {
        switch value {
        case .text(let text): return text
        case .flag(let flag): return String(flag)
        case .result(let result): return result.description
        }
    }
}
