import MiniRx

/// A value that can be read at any time, such as a `BehaviorRelay`'s.
public protocol ValueAccessible {
    /// The type of the value.
    associatedtype Element
    /// The current value.
    var value: Element { get }
}

/// A value that can be read at any time but may throw, such as a `BehaviorSubject`'s.
public protocol ThrowableValueAccessible {
    /// The type of the value.
    associatedtype Element
    /// The current value, or the error that ended the sequence.
    func throwableValue() throws -> Element
}

/// An observable whose current value can be read.
public typealias ValueAccessibleObservable = ValueAccessible & ObservableConvertibleType

/// An observable whose current value can be read, or throws.
public typealias ThrowableValueAccessibleObservable = ThrowableValueAccessible & ObservableConvertibleType

extension BehaviorRelay: ValueAccessible {}

extension BehaviorSubject: ThrowableValueAccessible {
    /// The current value; throws the error the subject ended with.
    public func throwableValue() throws -> Element {
        try value()
    }
}
