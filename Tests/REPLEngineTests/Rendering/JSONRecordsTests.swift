import Experiments
import Foundation
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// Every line of `--format json` is one record of a documented kind, with exactly the
/// documented keys, each of its documented type.
@Suite struct JSONRecordsTests {
    /// A JSON value as decoded, told apart strictly: a boolean is never a number.
    enum Value: Decodable, Equatable {
        case bool(Bool)
        case number(Int)
        case real(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else if let real = try? container.decode(Double.self) {
                self = .real(real)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let array = try? container.decode([Value].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: Value].self))
            }
        }
    }

    enum Kind { case string, number, bool, typedValue, strings, settings, classes, differences }

    /// The schema of docs/JSON.md: each kind's keys that are always there, and those that
    /// are there only sometimes (``conditionsHold`` says when).
    static let schema: [String: (always: [String: Kind], sometimes: [String: Kind])] = [
        "command": (["line": .number, "text": .string], ["file": .string]),
        "end": (["line": .number, "status": .string], ["message": .string, "file": .string]),
        "event": (["variant": .string, "stream": .string, "subscriber": .string, "time": .number, "event": .string],
                  ["value": .typedValue, "error": .string]),
        "omitted": (["variant": .string, "stream": .string, "subscriber": .string, "count": .number], [:]),
        "delivery": (["variant": .string, "input": .string, "event": .string, "outcome": .string], ["reason": .string]),
        "state": (["variant": .string, "stream": .string], ["value": .typedValue, "reason": .string]),
        "diagnostic": (["variant": .string, "message": .string, "wouldCrashDebugBuild": .bool], [:]),
        "variant": (["name": .string, "summary": .string, "keyIdea": .string, "active": .bool], [:]),
        "resources": (["variant": .string, "live": .number, "change": .number], [:]),
        "benchRun": (["events": .number, "builds": .number, "rounds": .number, "floorNsPerEvent": .number, "debugBuild": .bool], [:]),
        "bench": (["variant": .string, "usPerBuild": .number], ["nsPerEvent": .number, "timesFloor": .number]),
        "note": (["text": .string], [:]),
        "service": (["command": .string, "settings": .settings], [:]),
        "autorun": (["on": .bool], [:]),
        "events": (["all": .bool], [:]),
        "lesson": (["number": .number, "name": .string, "title": .string], [:]),
        "handout": (["markdown": .string], [:]),
        "explore": (["screen": .string, "styles": .strings, "commands": .strings, "leftOut": .strings, "depth": .number,
                     "searchedDepth": .number, "sequences": .number, "walks": .number, "autorun": .bool, "asRendered": .bool, "interrupted": .bool,
                     "classes": .classes, "differences": .differences], ["randomSeconds": .number]),
        "mutate": (["lines": .strings], [:]),
        "subscribed": (["subscriber": .string, "stream": .string], [:]),
        "unsubscribed": (["subscriber": .string, "stream": .string], [:]),
        "log": (["variant": .string, "entry": .string], [:]),
        "help": (["command": .string, "name": .string, "usage": .string, "summary": .string, "details": .string, "example": .string], [:]),
        "source": (["variant": .string, "screen": .string, "file": .string, "text": .string], [:]),
        "sourceDiff": (["from": .string, "to": .string, "diff": .string], [:]),
        "marbleFrame": (["frame": .number, "command": .number, "text": .string, "time": .number, "later": .bool], [:]),
        "marbleLane": (["lane": .number, "stream": .string, "subscriber": .string, "variants": .strings], ["subscribed": .number, "unsubscribed": .number]),
        "marbleEvent": (["lane": .number, "frame": .number, "event": .string], ["value": .typedValue, "error": .string]),
        "graphNode": (["variant": .string, "screen": .string, "node": .number, "role": .string, "name": .string], ["value": .string]),
        "graphEdge": (["variant": .string, "screen": .string, "from": .number, "to": .number], [:]),
        "traceStep": (["variant": .string, "step": .number, "depth": .number, "role": .string, "name": .string, "event": .string],
                      ["value": .string, "passedNothingOn": .strings, "reasons": .strings]),
        "traceWhy": (["variant": .string, "reason": .string], [:]),
    ]

    /// The record on `line`, checked against the schema; its kind.
    @discardableResult
    static func check(_ line: String) throws -> String {
        struct Violation: Error, CustomStringConvertible { let description: String }
        let record = try JSONDecoder().decode([String: Value].self, from: Data(line.utf8))
        guard case .string(let kind)? = record["kind"], let keys = schema[kind] else {
            throw Violation(description: "no known kind: \(line)")
        }
        for (key, value) in record where key != "kind" {
            guard let type = keys.always[key] ?? keys.sometimes[key] else { throw Violation(description: "unknown key '\(key)': \(line)") }
            guard matches(value, type) else { throw Violation(description: "'\(key)' is not of its type: \(line)") }
        }
        for key in keys.always.keys where record[key] == nil {
            throw Violation(description: "missing key '\(key)': \(line)")
        }
        guard conditionsHold(kind, record) else { throw Violation(description: "a conditional key is wrong: \(line)") }
        return kind
    }

    static func matches(_ value: Value, _ kind: Kind) -> Bool {
        switch (value, kind) {
        case (.string, .string), (.number, .number), (.real, .number), (.bool, .bool): return true
        case (.string, .typedValue), (.bool, .typedValue), (.number, .typedValue): return true
        case (.array(let items), .typedValue): return matches(.array(items), .strings)
        case (.array(let items), .strings): return items.allSatisfy { if case .string = $0 { true } else { false } }
        case (.object(let settings), .settings): return settings.values.allSatisfy { matches($0, .typedValue) }
        case (.array(let classes), .classes): return classes.allSatisfy { matches($0, .strings) }
        case (.array(let differences), .differences):
            return differences.allSatisfy { difference in
                guard case .object(let fields) = difference, Set(fields.keys) == ["styles", "commands", "firstDifference", "foundBy"],
                      let styles = fields["styles"], matches(styles, .strings), let commands = fields["commands"], matches(commands, .strings),
                      case .number? = fields["firstDifference"], case .string(let foundBy)? = fields["foundBy"] else { return false }
                return ["search", "randomWalk"].contains(foundBy)
            }
        case (.object(let object), .typedValue):
            guard object.count == 1, let (key, inner) = object.first else { return false }
            if case .bool(true) = inner { return key == "cancelled" }
            guard case .string = inner else { return false }
            return key == "success" || key == "failure"
        default: return false
        }
    }

    /// The documented rules for the keys that are there only sometimes.
    static func conditionsHold(_ kind: String, _ record: [String: Value]) -> Bool {
        func string(_ key: String) -> String? {
            if case .string(let text)? = record[key] { return text }
            return nil
        }
        switch kind {
        case "end":
            guard let status = string("status"), ["ok", "error", "interrupted"].contains(status) else { return false }
            return (record["message"] != nil) == (status != "ok")
        case "event", "marbleEvent":
            guard let event = string("event"), ["next", "error", "completed"].contains(event) else { return false }
            return (record["value"] != nil) == (event == "next") && (record["error"] != nil) == (event == "error")
        case "delivery":
            guard let outcome = string("outcome"), ["delivered", "dropped", "refused", "ignored"].contains(outcome),
                  let event = string("event"), ["error", "completed"].contains(event) else { return false }
            return (record["reason"] != nil) == (outcome != "delivered")
        case "state":
            return (record["value"] != nil) != (record["reason"] != nil)
        case "service":
            // The type-ahead's search, as docs/JSON.md gives its settings.
            if string("command") == "backend" {
                guard case .object(let settings)? = record["settings"], case .number? = settings["latencyMs"],
                      case .string(let script)? = settings["script"], ["auto", "slow", "fail", "empty"].contains(script) else { return false }
                return Set(settings.keys) == ["latencyMs", "script"]
            }
            // The login's API: its settings as docs/JSON.md gives them.
            guard string("command") == "api" else { return true }
            guard case .object(let settings)? = record["settings"],
                  case .string(let next)? = settings["nextLogin"], ["auto", "ok", "wrong-password", "unknown-user", "network-error"].contains(next),
                  case .number? = settings["latencyMs"] else { return false }
            let keys = Set(settings.keys)
            return keys == ["latencyMs", "nextLogin"] || keys == ["latencyMs", "nextLogin", "knownEmail", "knownPassword"]
        case "traceStep":
            guard let event = string("event"), ["sent", "next", "error", "completed", "ignored", "replayed"].contains(event) else { return false }
            // A value is cut at 60 characters, as the text trace's line holds one.
            if let value = string("value"), value.count > 60 { return false }
            // A reason for each branch that received nothing.
            if case .array(let reasons)? = record["reasons"], case .array(let silent)? = record["passedNothingOn"], reasons.count != silent.count { return false }
            if (record["reasons"] == nil) != (record["passedNothingOn"] == nil) { return false }
            return record["value"] == nil || event != "sent" && event != "completed"
        case "graphNode":
            guard let role = string("role") else { return false }
            return ["input", "subject", "operator", "subscriber", "output"].contains(role)
        case "omitted", "subscribed", "unsubscribed":
            return true
        default:
            return true
        }
    }

    /// A session that gives every kind of record.
    static let commands = [
        "# a comment gives no record", "", "countup", "contup", "subscribe count", "subscribe loginResult", "error countUp", "handout 1", "explore property scan --depth 2", "mutate relay --screen counter 1",
        "complete email", "state", "email demo@example.com", "password secret123", "login", "api wrong-password", "login",
        "api network-error", "login", "help", "help cou", "help engine", "variants", "log", "subscribe count", "unsubscribe", "use relay",
        "source relay", "source relay scan --diff", "graph relay", "trace countup", "use all", "email demo@example.com", "password secret123", "autorun off", "login", "trace login", "autorun on", "trace email \(String(repeating: "x", count: 70))@example.com", "marbles", "resources", "bench 1000", "use relay", "countup 10010", "use all", "reset", "events all", "countup 2",
        "lessons", "api latency 500", "api", "autorun off", "autorun on", "use all", "complete countUp", "error countUp",
        "backend slow", "query rx", "nextpage", "backend", "backend latency 100", "trace query r", "query \"\"", "quit",
    ]

    /// The records of `commands`, run in batch mode until `quit`.
    func records(_ commands: [String]) -> [String] {
        let engine = Engine(options: EngineOptions(format: .json))
        var lines: [String] = []
        for (index, command) in commands.enumerated() {
            if engine.execute(bytes: Array(command.utf8), number: index + 1, emit: { lines.append($0.text) }) == .quit { break }
        }
        return lines
    }

    @Test func everyLineIsARecordOfADocumentedKindAndEveryKindOccurs() throws {
        var seen: Set<String> = []
        for line in records(Self.commands) {
            seen.insert(try Self.check(line))
        }
        // An interrupted command ends with its own status.
        let engine = Engine(options: EngineOptions(format: .json))
        engine.isInterrupted = { true }
        var lines: [String] = []
        #expect(engine.execute("countup 1000000000") { lines.append($0.text) } == .interrupted)
        for line in lines { seen.insert(try Self.check(line)) }
        #expect(lines.last == #"{"kind":"end","line":1,"message":"interrupted after 1023 of 1000000000","status":"interrupted"}"#)
        #expect(seen == Set(Self.schema.keys))
    }

    @Test func recordsCarryTypedDataInTheTextOutputsOrder() throws {
        let lines = records(["use relay unio", "email demo@example.com", "password secret123", "subscribe loginResult", "login", "state isLoggingIn"])
        let login = lines.drop { !$0.contains(#""text":"login""#) }
        #expect(Array(login) == [
            #"{"kind":"command","line":5,"text":"login"}"#,
            #"{"event":"next","kind":"event","stream":"isLoggingIn","subscriber":"view","time":0,"value":true,"variant":"relay"}"#,
            #"{"event":"next","kind":"event","stream":"isLoggingIn","subscriber":"view","time":300,"value":false,"variant":"relay"}"#,
            #"{"event":"next","kind":"event","stream":"isLoggingIn","subscriber":"view","time":0,"value":true,"variant":"unio"}"#,
            #"{"event":"next","kind":"event","stream":"isLoggingIn","subscriber":"view","time":300,"value":false,"variant":"unio"}"#,
            #"{"event":"next","kind":"event","stream":"loginResult","subscriber":"view","time":300,"value":{"success":"token-demo"},"variant":"relay"}"#,
            #"{"event":"next","kind":"event","stream":"loginResult","subscriber":"view","time":300,"value":{"success":"token-demo"},"variant":"unio"}"#,
            ##"{"event":"next","kind":"event","stream":"loginResult","subscriber":"#1","time":300,"value":{"success":"token-demo"},"variant":"relay"}"##,
            ##"{"event":"next","kind":"event","stream":"loginResult","subscriber":"#1","time":300,"value":{"success":"token-demo"},"variant":"unio"}"##,
            #"{"kind":"end","line":5,"status":"ok"}"#,
            #"{"kind":"command","line":6,"text":"state isLoggingIn"}"#,
            #"{"kind":"state","reason":"its state is local to init, captured by the bindings","stream":"isLoggingIn","variant":"relay"}"#,
            // Unio's isLoggingIn is a BehaviorRelay, read through the output wrapper.
            #"{"kind":"state","stream":"isLoggingIn","value":false,"variant":"unio"}"#,
            #"{"kind":"end","line":6,"status":"ok"}"#,
        ])
    }

    @Test func helpRecordsNameWhatWasTyped() throws {
        let lines = records(["help cou"])
        #expect(lines.count == 3)
        #expect(lines[1].contains(#""command":"help cou""#))
        #expect(lines[1].contains(#""name":"countup""#))
        #expect(records(["help"]).count == CommandTable(layout: Layout(screens: Catalog.shipped.screens)).declarations.count + 2)
    }

    @Test func errorsStayInTheStreamAsRecords() throws {
        let lines = records(["# note", "contup", "countup zero", "countup"])
        #expect(!lines.contains { !$0.hasPrefix("{") })
        #expect(lines[0] == #"{"kind":"command","line":2,"text":"contup"}"#)
        #expect(lines[1] == #"{"kind":"end","line":2,"message":"unknown command 'contup'; did you mean 'countup'?","status":"error"}"#)
        // Bytes that are not UTF-8 are a record too.
        var bad: [String] = []
        _ = Engine(options: EngineOptions(format: .json)).execute(bytes: [0x63, 0xFF], number: 4) { bad.append($0.text) }
        #expect(bad.count == 2)
        for line in bad { try Self.check(line) }
    }

    /// `api`, `autorun`, `events` and `lessons` were display text in `note` records (a
    /// lesson's title cut mid-sentence); an input that had ended gave an undocumented
    /// outcome; with several `-f` files nothing said where a command came from.
    @Test func settingsLessonsAndEndedInputsAreTypedAndCommandsNameTheirFile() throws {
        let engine = Engine(options: EngineOptions(format: .json))
        func run(_ line: String) throws -> [[String: Value]] {
            try engine.execute(line).lines.map { try JSONDecoder().decode([String: Value].self, from: Data($0.text.utf8)) }
        }
        #expect(try run("api network-error")[1] == ["kind": .string("service"), "command": .string("api"),
                                                    "settings": .object(["latencyMs": .number(300), "nextLogin": .string("network-error")])])
        #expect(try run("api latency 40")[1]["settings"] == .object(["latencyMs": .number(40), "nextLogin": .string("network-error")]))
        let shown = try run("api")
        #expect(shown.count == 3)
        guard case .object(let settings)? = shown[1]["settings"] else {
            Issue.record("no settings: \(shown)")
            return
        }
        #expect(settings["knownEmail"] == .string("demo@example.com") && settings["nextLogin"] == .string("network-error"))
        #expect(try run("autorun off")[1] == ["kind": .string("autorun"), "on": .bool(false)])
        #expect(try run("events all")[1] == ["kind": .string("events"), "all": .bool(true)])
        let lessons = try run("lessons").dropFirst().dropLast()
        #expect(lessons.count == EmbeddedLessons.all.count)
        #expect(lessons.first == ["kind": .string("lesson"), "number": .number(1), "name": .string("counting"), "title": .string("the same counter, nine ways.")])
        #expect(lessons.allSatisfy { if case .string(let title)? = $0["title"] { [".", "?", "!"].contains(title.last) } else { false } })
        _ = try run("complete countUp")
        let deliveries = try run("error countUp").filter { $0["kind"] == .string("delivery") }
        #expect(deliveries.contains { $0["outcome"] == .string("ignored") && $0["reason"] == .string("input already ended") })
        engine.sourceFile = "lesson.txt"
        let fromFile = try run("countup")
        #expect(fromFile.first?["file"] == .string("lesson.txt") && fromFile.last?["file"] == .string("lesson.txt"))
        #expect(fromFile.dropFirst().dropLast().allSatisfy { $0["file"] == nil })
        for line in engine.execute("api").lines { try Self.check(line.text) }
    }

    @Test func theDocumentNamesEveryKindAndItsExamplesAreRecords() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        for kind in Self.schema.keys {
            #expect(document.contains("`\(kind)`"), "docs/JSON.md does not name \(kind)")
        }
        var examples = 0
        var inExample = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```json" { inExample = true; continue }
            if line == "```" { inExample = false; continue }
            if inExample {
                try Self.check(String(line))
                examples += 1
            }
        }
        #expect(examples >= Self.schema.count)
    }

    static var documentURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/JSON.md")
    }
}

/// Random sessions in JSON: every record they give holds to docs/JSON.md's schema.
@Suite struct JSONFuzzTests {
    @Test(arguments: 0..<16)
    func everyRecordOfARandomSessionHoldsToTheSchema(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 104_729 &+ 7)
        let engine = Engine(options: EngineOptions(format: .json))
        let vocabulary = RoundTripFuzzTests.vocabulary + ["api latency 0", "api network-error", "lessons", "complete countUp", "error countUp", "complete email", "error loginTap"]
        for _ in 0..<60 {
            let command = try #require(vocabulary.randomElement(using: &random))
            for line in engine.execute(command).lines {
                #expect(throws: Never.self, "\(command)") { try JSONRecordsTests.check(line.text) }
            }
        }
    }
}
