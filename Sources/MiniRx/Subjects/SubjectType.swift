/// A sequence that is also an observer: events sent in are multicast to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// Returns the observer side of the subject.
    func asObserver() -> Observer
}
