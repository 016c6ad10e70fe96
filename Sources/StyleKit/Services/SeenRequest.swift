/// A request a screen's fake service saw while a trace watched it: what the code did,
/// said where it changed nothing a view shows (`cancelled the request for "r", started
/// "rx"`).
package struct SeenRequest: Equatable, Sendable {
    /// What became of the request.
    package enum Kind: Equatable, Sendable {
        /// It was sent (subscribed to, or awaited); `again`: a first page of the text
        /// the last search was for.
        case started(again: Bool)
        /// It was disposed of, or its task cancelled, before it answered.
        case cancelled
        /// It answered after a search for `newer` had started: a stale answer.
        case answeredAfter(newer: String)
    }

    package let kind: Kind
    /// The request as a class names it: `"rx"`, or `"rx" page 2`.
    package let what: String

    package init(_ kind: Kind, _ what: String) {
        self.kind = kind
        self.what = what
    }
}

/// A fake service that tells a trace the requests it sees: ``seenRequests`` is `nil`
/// unless a trace is watching.
package protocol RequestWatching: AnyObject {
    var seenRequests: [SeenRequest]? { get set }
}
