import MiniRx
import Variants

/// One event as a probe received it.
struct CapturedEvent {
    let variant: String
    let stream: String
    let subscriber: SubscriberID
    let event: Event<OutputValue>
    let time: Int
}

/// Collects what the probes receive while one command runs, grouped by stream and
/// subscriber, one digest per variant.
final class Capture {
    /// The virtual time the command started at; later events show their time.
    var commandStart = 0
    /// Whether probes' events are kept; off between commands.
    var isRecording = false
    /// Called with every event as it happens (the JSON format streams them).
    var onEvent: ((CapturedEvent) -> Void)?
    /// The variants whose events are kept; the others run on unseen.
    var activeVariants: Set<String> = []

    private(set) var groups: [GroupKey: [String: EventDigest]] = [:]

    func record(_ captured: CapturedEvent) {
        guard isRecording, activeVariants.contains(captured.variant) else { return }
        onEvent?(captured)
        let key = GroupKey(stream: captured.stream, subscriber: captured.subscriber)
        let text = Self.render(captured.event, time: captured.time, commandStart: commandStart)
        groups[key, default: [:]][captured.variant, default: EventDigest()].append(text, isStop: captured.event.isStopEvent)
    }

    /// Starts collecting for a command beginning at `time`.
    func begin(at time: Int) {
        groups.removeAll(keepingCapacity: true)
        commandStart = time
        isRecording = true
    }

    func end() {
        isRecording = false
    }

    /// An event as the text output shows it: `"1"`, `error(boom)`, `completed`, with
    /// ` @300ms` when it happened after the command started.
    static func render(_ event: Event<OutputValue>, time: Int, commandStart: Int) -> String {
        let text: String
        switch event {
        case .next(let value): text = value.description
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        return time > commandStart ? "\(text) @\(time)ms" : text
    }
}
