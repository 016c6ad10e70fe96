import MiniRx

/// Shows every observable-convertible member of a value as an `Observable`, and nothing
/// else: `dependency.inputObservables.countUp` is an `Observable<Void>`, never the relay.
@dynamicMemberLookup
public final class ObservableWrapper<Base> {
    private let base: Base

    init(_ base: Base) {
        self.base = base
    }

    /// The member at `keyPath` as an `Observable`.
    public subscript<Source: ObservableConvertibleType>(dynamicMember keyPath: KeyPath<Base, Source>) -> Observable<Source.Element> {
        base[keyPath: keyPath].asObservable()
    }
}
