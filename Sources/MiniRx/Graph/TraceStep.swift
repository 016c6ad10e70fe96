/// One step of an event traced through a view model (``SubscriptionRecorder/startTracing()``):
/// an input sent into, a subject delivering, an operator's subscription passing it on,
/// a subscriber's end receiving it.
package struct TraceStep {
    /// How deep in the delivery it happened: a step's children are the steps one deeper
    /// that follow it.
    package let depth: Int
    package let kind: SubscriptionGraph.Kind
    /// RxSwift's name for the object (`scan`, `BehaviorRelay`, `bind(to:)`), or the input's.
    package let name: String
    package let event: Passed
    /// The subject, sink or end, so that it can be found in a subscription graph.
    package let object: AnyObject
    /// When it happened, by the recorder's clock (``SubscriptionRecorder/clock``).
    package var time: Int?

    /// What went through.
    package enum Passed: Equatable {
        /// An element, described (`4`, `"4"`; `nil` for `Void`).
        case next(String?)
        case error(String)
        case completed
        /// An input was sent into.
        case sent
        /// A subject that had ended ignored this event.
        case ignored(String)
        /// A subject replayed an element it holds (a behavior subject's value, a replay
        /// buffer's) to a new subscriber, described as ``next(_:)``'s.
        case replayed(String?)

        init<Element>(_ event: Event<Element>) {
            switch event {
            case .next(let element):
                self = .next(Element.self == Void.self ? nil : Self.described(element))
            case .error(let error): self = .error("\(error)")
            case .completed: self = .completed
            }
        }

        /// An element as a step shows it: a string quoted, an optional's value or `nil`
        /// (a store's `ObservableValue<LoginResult?>` passes `success(token-demo)`), cut at
        /// `limit` characters.
        static func described(_ element: Any, limit: Int = 60) -> String {
            let mirror = Mirror(reflecting: element)
            if mirror.displayStyle == .optional {
                return mirror.children.first.map { described($0.value, limit: limit) } ?? "nil"
            }
            return element is String ? String(reflecting: element) : unqualified(String(describing: element), limit: limit)
        }

        /// `text` without the module and type paths Swift writes before a nested enum's
        /// cases (`Module.Type.Mutation.setLoggingIn(true)` is `setLoggingIn(true)`), and
        /// cut at `limit` characters (60: a step stays readable on one line).
        static func unqualified(_ text: String, limit: Int = 60) -> String {
            var result = ""
            var word = ""
            for character in text {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else if character == ".", word.first?.isUppercase == true {
                    // A type's or module's name before a dot: left out.
                    word = ""
                } else {
                    result += word
                    result.append(character)
                    word = ""
                }
            }
            result += word
            return result.count > limit ? String(result.prefix(limit - 1)) + "…" : result
        }

        /// As vmrepl writes an event: `next(4)`, `error(boom)`, `completed`.
        package var text: String {
            switch self {
            case .next(let value): value.map { "next(\($0))" } ?? "next"
            case .error(let error): "error(\(error))"
            case .completed: "completed"
            case .sent: "sent"
            case .ignored(let event): "ignored \(event)"
            case .replayed(let value): value.map { "replayed next(\($0))" } ?? "replayed next"
            }
        }
    }
}
