/// A type that can be converted to an observable sequence.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// Returns the observable sequence this value stands for.
    func asObservable() -> Observable<Element>
}
