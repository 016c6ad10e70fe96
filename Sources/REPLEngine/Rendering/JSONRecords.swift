#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StyleKit

/// The records `JSONRenderer` prints, one per line, as `docs/JSON.md` documents them.
extension JSONRenderer {
    struct CommandStart: Encodable {
        var kind = "command"
        let line: Int
        let text: String
        /// The `-f` file the command came from.
        let file: String?
    }

    struct CommandEnd: Encodable {
        var kind = "end"
        let line: Int
        let status: String
        let message: String?
        let file: String?
    }

    /// A screen service's settings after its command (`api`), nested under the command's
    /// name so that a service can write no record of another kind.
    struct ServiceSettings: Encodable {
        var kind = "service"
        let command: String
        let settings: [String: JSONValue]
    }

    /// Whether virtual time runs to idle after every command.
    struct Autorun: Encodable {
        var kind = "autorun"
        let on: Bool
    }

    /// Whether text output shows every event of a run.
    struct EventsSetting: Encodable {
        var kind = "events"
        let all: Bool
    }

    /// A shipped lesson, for `lessons`.
    /// `handout`: the Markdown, whole.
    struct HandoutText: Encodable {
        var kind = "handout"
        let markdown: String
    }

    /// `explore`: what it searched and what it found.
    struct Explore: Encodable {
        var kind = "explore"
        let screen: String
        let styles: [String]
        let commands: [String]
        let leftOut: [String]
        let depth: Int
        let searchedDepth: Int
        let sequences: Int
        let autorun: Bool
        let randomSeconds: Int?
        let walks: Int
        let asRendered: Bool
        let interrupted: Bool
        let classes: [[String]]
        let differences: [Difference]

        /// One pair of styles told apart.
        struct Difference: Encodable {
            let styles: [String]
            let commands: [String]
            let firstDifference: Int
            let foundBy: String
        }
    }

    struct Lesson: Encodable {
        var kind = "lesson"
        let number: Int
        let name: String
        let title: String
    }

    struct EventRecord: Encodable {
        var kind = "event"
        let variant: String
        let stream: String
        let subscriber: String
        let time: Int
        let event: String
        let value: JSONValue?
        let error: String?
    }

    struct Omitted: Encodable {
        var kind = "omitted"
        let variant: String
        let stream: String
        let subscriber: String
        let count: Int
    }

    struct Delivery: Encodable {
        var kind = "delivery"
        let variant: String
        let input: String
        let event: String
        let outcome: String
        let reason: String?
    }

    struct State: Encodable {
        var kind = "state"
        let variant: String
        let stream: String
        let value: JSONValue?
        let reason: String?
    }

    struct Diagnostic: Encodable {
        var kind = "diagnostic"
        let variant: String
        let message: String
        let wouldCrashDebugBuild: Bool
    }

    struct Note: Encodable {
        var kind = "note"
        let text: String
    }

    struct Subscription: Encodable {
        let kind: String
        let subscriber: String
        let stream: String
    }

    struct LogEntry: Encodable {
        var kind = "log"
        let variant: String
        let entry: String
    }

    /// What a `bench` run measured with: its sizes, and the plain closure's cost; the
    /// figures are the machine's.
    struct BenchRun: Encodable {
        var kind = "benchRun"
        let events: Int
        let builds: Int
        let rounds: Int
        let floorNsPerEvent: Double
        let debugBuild: Bool
    }

    /// One variant's `bench` figures: per event (none without a counter) and per build.
    struct BenchRecord: Encodable {
        var kind = "bench"
        let variant: String
        let nsPerEvent: Double?
        let timesFloor: Double?
        let usPerBuild: Double
    }

    /// A variant's live MiniRx resources and Fluxer subscriptions, and the last command's
    /// change to them.
    struct ResourcesRecord: Encodable {
        var kind = "resources"
        let variant: String
        let live: Int
        let change: Int
    }

    struct VariantRecord: Encodable {
        var kind = "variant"
        let name: String
        let summary: String
        let keyIdea: String
        let active: Bool
    }

    struct Help: Encodable {
        var kind = "help"
        let command: String
        let name: String
        let usage: String
        let summary: String
        let details: String
        let example: String
    }

    /// A value an output emitted, typed: a string, a boolean, a number, an array of
    /// strings, or an outcome as its tag and detail (`{"success": "token-demo"}`,
    /// `{"failure": "wrongPassword"}`), or its tag alone (`{"cancelled": true}`).
    struct JSONValue: Encodable {
        let value: OutputValue

        init(_ value: OutputValue) {
            self.value = value
        }

        func encode(to encoder: Encoder) throws {
            switch value {
            case .text(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .flag(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .list(let texts):
                var container = encoder.singleValueContainer()
                try container.encode(texts)
            case .result(let tag, let detail?):
                var container = encoder.singleValueContainer()
                try container.encode([tag: detail])
            case .result(let tag, nil):
                var container = encoder.singleValueContainer()
                try container.encode([tag: true])
            }
        }
    }

    struct Source: Encodable {
        var kind = "source"
        let variant: String
        let screen: String
        let file: String
        let text: String
    }

    struct SourceDiff: Encodable {
        var kind = "sourceDiff"
        let from: String
        let to: String
        let diff: String
    }

    struct GraphNode: Encodable {
        var kind = "graphNode"
        let variant: String
        let screen: String
        let node: Int
        let role: String
        let name: String
        let value: String?
    }

    struct GraphEdge: Encodable {
        var kind = "graphEdge"
        let variant: String
        let screen: String
        let from: Int
        let to: Int
    }

    struct TraceStepRecord: Encodable {
        var kind = "traceStep"
        let variant: String
        let step: Int
        let depth: Int
        let role: String
        let name: String
        let event: String
        let value: String?
        let passedNothingOn: [String]?
        let reasons: [String]?
    }

    struct TraceWhyRecord: Encodable {
        var kind = "traceWhy"
        let variant: String
        let reason: String
    }

    struct MarbleFrame: Encodable {
        var kind = "marbleFrame"
        let frame: Int
        let command: Int
        let text: String
        let time: Int
        let later: Bool
    }

    struct MarbleLane: Encodable {
        var kind = "marbleLane"
        let lane: Int
        let stream: String
        let subscriber: String
        let variants: [String]
        /// The frame a late subscriber subscribed at, and the one it left at.
        let subscribed: Int?
        let unsubscribed: Int?
    }

    struct MarbleEvent: Encodable {
        var kind = "marbleEvent"
        let lane: Int
        let frame: Int
        let event: String
        let value: JSONValue?
        let error: String?
    }
}
