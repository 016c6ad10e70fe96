import ShippedStyles
import StyleKit

/// What one command did, for a renderer to print.
struct CommandReport {
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
    }

    /// One output's current value in every active variant.
    struct StateRow {
        let stream: String
        /// Each variant's value, or why it has none to read: its name, its catalog index,
        /// and the value.
        let values: [(variant: String, index: Int, value: CurrentValue)]
    }

    /// A line of information (`subscribed #1 to count`), and the fact it states where a
    /// tool reading JSON wants it as data.
    struct Note {
        /// A fact with fields of its own.
        enum Fact {
            case subscribed(SubscriberID, stream: String)
            case unsubscribed(SubscriberID, stream: String)
            case logged(variant: String, entry: String)
            /// The login API's settings after `api`; the known account when asked for it.
            case api(latency: Int, nextLogin: String, account: (email: String, password: String)?)
            /// `autorun on|off`.
            case autorun(Bool)
            /// `events all|short`.
            case events(all: Bool)
            /// A line whose facts the record before it carries (the known account after
            /// `api`'s settings): JSON gives it no record of its own.
            case inRecordAbove
        }

        let text: String
        var fact: Fact?

        init(_ text: String, fact: Fact? = nil) {
            self.text = text
            self.fact = fact
        }
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
    var interruptedAfter: (done: Int, of: Int)?
}
