import Foundation

/// The `.rx` namespace: extend `Reactive where Base: YourType` to give your own types
/// reactive members, as apps do for their services and views.
///
/// A writable property of a class is a ``Binder`` through it at once:
/// `viewModel.rx.title` binds to `viewModel.title`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value whose reactive members these are.
    public let base: Base

    /// The reactive members of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that writes each element to the property at `keyPath` of `base`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with the `.rx` namespace (``Reactive``); every `NSObject` is one.
public protocol ReactiveCompatible {
    /// The type `.rx` extends.
    associatedtype ReactiveBase

    /// The reactive members of the type itself.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive members of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive members of the type itself.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The reactive members of this value; setting it does nothing (it lets `rx` members
    /// that mutate be called on a `var`).
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
