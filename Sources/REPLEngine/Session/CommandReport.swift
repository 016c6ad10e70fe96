import StyleKit

/// What one command did, for a renderer to print.
package struct CommandReport {
    /// One variant's answer to a terminal event sent into one of its inputs.
    struct Delivery {
        let variant: String
        /// The variant's catalog index, for its row prefix.
        let index: Int
        /// The input it was sent into.
        let input: String
        /// `error` or `completed`.
        let event: String
        let outcome: DeliveryOutcome
    }

    /// What became of a terminal event sent into an input.
    enum DeliveryOutcome {
        /// The input took it.
        case delivered
        /// The input accepted it and dropped it; the reason says why.
        case dropped(String)
        /// The input's type cannot carry it; the reason says why.
        case refused(String)
        /// The input had already ended, so nothing was sent; the reason says so.
        case ignored(String)

        /// `delivered`, `dropped` or `refused`.
        var word: String {
            switch self {
            case .delivered: "delivered"
            case .dropped: "dropped"
            case .refused: "refused"
            case .ignored: "ignored"
            }
        }

        /// Why it was not delivered.
        var reason: String? {
            switch self {
            case .delivered: nil
            case .dropped(let reason), .refused(let reason), .ignored(let reason): reason
            }
        }

        /// `delivered`, or the word and the reason: `refused: …`.
        var text: String {
            reason.map { "\(word): \($0)" } ?? word
        }
    }

    /// A diagnostic MiniRx reported while the command ran.
    struct Diagnostic {
        let variant: String
        let message: String
        let wouldCrashDebugBuild: Bool
    }

    /// One stream as one subscriber saw it, in every variant.
    struct Group {
        let key: GroupKey
        /// The variants shown for it, by catalog index, in catalog order: the active ones
        /// that implement its stream's screen.
        let variants: [Int]
        /// What each variant's subscriber received, by catalog index from
        /// `digests.startIndex`: the capture's own storage, not a copy.
        let digests: ArraySlice<EventDigest>
        /// How each variant's stream had ended before, by catalog index; nil where it had not.
        let ended: [String?]
        /// Where the command's input had ended in a variant before, what to say
        /// (`countUp ended: error(boom)`), by catalog index.
        let inputEnded: [String?]

        /// What makes two variants' rows the same: the identity of their events (how
        /// many, and which), or why there are none. Variants whose behaviours differ
        /// print differently: the text renderer's rows and `explore` compare these.
        enum Behaviour: Equatable {
            case events(EventDigest.Identity)
            case ended(String)
            case inputEnded(String)
            case silent
        }

        /// The behaviour of the variant at catalog index `variant`.
        func behaviour(of variant: Int) -> Behaviour {
            let digest = digests[digests.startIndex + variant]
            if digest.count > 0 { return .events(digest.identity) }
            if let ended = ended[variant] { return .ended(ended) }
            if let input = inputEnded[variant] { return .inputEnded(input) }
            return .silent
        }
    }

    /// One output's current value in every active variant.
    struct StateRow {
        let stream: String
        /// Each variant's value, or why it has none to read: its name, its catalog index,
        /// and the value.
        let values: [(variant: String, index: Int, value: CurrentValue)]
    }

    /// A fact a command states beside the events (`subscribed #1 to count`); the
    /// renderers word it (``NoteWording``).
    enum Note {
        case subscribed(SubscriberID, stream: String)
        case unsubscribed(SubscriberID, stream: String)
        /// `unsubscribe` with no late subscriber.
        case noLateSubscribersToRemove
        /// `reset`: which styles are active. Only they are named, so adding a style to
        /// the catalog, active or not, changes no transcript's `reset` line.
        case reset(active: [String])
        /// After `reset`, when autorun is off.
        case autorunOffStays
        /// What a screen service's command (`api`) says.
        case service(ServiceNote, command: String)
        /// `tick` and `time`: the virtual clock, in ms.
        case virtualTime(Int)
        /// `autorun on|off`.
        case autorun(Bool)
        /// `events all|short`.
        case events(all: Bool)
        /// `resources on|off`.
        case resources(on: Bool)
        /// `use`: the active variants.
        case active([String])
        /// After `use`: the styles that have run more commands since `reset`, and how many.
        case differentHistories(ahead: [String], by: Int)
        case logged(variant: String, entry: String)
        /// A style that keeps a log logged nothing.
        case logEmpty(variant: String)
        /// A style's log kept its first `kept` entries and left `count` out.
        case logLeftOut(variant: String, count: Int, kept: Int)
        /// No active style keeps a log.
        case noLog
        /// `resources` counts none of these styles: they run on RxSwift itself.
        case notCountedOnRxSwift([String])
        /// `resources` does not count a part of these styles that runs on RxSwift itself.
        case partNotCountedOnRxSwift(part: String, styles: [String])
        /// A command that sent something printed nothing: where the input had ended, and
        /// how, by reason.
        case nothingEmitted(inputEnded: [(reason: String, names: [String])])
        /// No active variant has the screen of the input sent into; these do.
        case noActiveVariant(screen: String, implementedBy: [String])
        /// The input was sent where `flag` says a real control would be disabled.
        case disabledInput(flag: String, disabledIn: [String], enabledIn: [String])
        /// The input (sent by `command`) was not sent to `styles`: their views showed the same `output`
        /// through the last `limit` sends (``Screen/Input/limitedWhileUnchanged``).
        case notSentWhileUnchanged(command: String, output: String, styles: [String], everyStyle: Bool, limit: Int)
        /// Autorun ran its most actions for one command, `steps`, reaching `at` ms, and
        /// more were still scheduled: a timer that repeats for ever, say.
        case autorunStopped(steps: Int, at: Int)
    }

    /// A style in the catalog, for `variants`.
    struct VariantRow {
        let name: String
        let summary: String
        let keyIdea: String
        let active: Bool
    }

    /// One variant's live MiniRx resources and Fluxer subscriptions, and how the command
    /// changed them.
    struct ResourceRow {
        let variant: String
        /// Its catalog index.
        let index: Int
        let live: Int
        let change: Int
    }

    /// Each active variant's resources: for `resources`, and after every command while
    /// `resources on`.
    var resources: [ResourceRow] = []
    /// Whether ``resources`` is the `resources` command's table, not the line that
    /// `resources on` adds.
    var resourcesTable = false
    var deliveries: [Delivery] = []
    var deliveryTitle = ""
    var groups: [Group] = []
    var states: [StateRow] = []
    var diagnostics: [Diagnostic] = []
    var info: [Note] = []
    var variants: [VariantRow] = []
    /// Every variant's name, by catalog index.
    var variantNames: [String] = []
    /// The variants shown, by catalog index, in catalog order.
    var shownVariants: [Int] = []
    /// Set when Ctrl-C stopped the command: how far it got.
    var interruption: Interruption?

    /// How far a command Ctrl-C stopped got.
    enum Interruption {
        /// It had sent `done` of the `of` inputs it was to send.
        case sending(done: Int, of: Int)
        /// Virtual time had moved to `at` ms; what was scheduled later has not run.
        case settling(at: Int)
    }
}
