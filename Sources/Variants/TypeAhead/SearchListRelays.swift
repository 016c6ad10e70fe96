import RxLibraries
import StyleKit

/// A ``SearchList`` shown through three `BehaviorRelay`s, one per
/// output, each taking a value only when it changes, as a view redraws
/// only then: what the Rx styles of the type-ahead screen subscribe
/// their events into.
public final class SearchListRelays {
    /// The repositories shown.
    public let repos = BehaviorRelay<[String]>(value: [])
    /// Whether a page is loading.
    public let isLoading = BehaviorRelay<Bool>(value: false)
    /// The list's message.
    public let message = BehaviorRelay<String>(value: "")
    /// The list the relays show.
    public private(set) var list = SearchList()

    /// Relays showing an empty list.
    public init() {}

    /// Shows the list once `event` has happened.
    public func apply(_ event: SearchEvent) {
        list.apply(event)
        if list.repos != repos.value {
            repos.accept(list.repos)
        }
        if list.message != message.value {
            message.accept(list.message)
        }
        if list.isLoading != isLoading.value {
            isLoading.accept(list.isLoading)
        }
    }
}
