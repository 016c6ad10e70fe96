/// A resource that can be released, such as a subscription.
public protocol Disposable {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether the resource has been disposed.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
