/// RxCocoa's errors. MiniRxCocoa has no UI, so it raises none of them itself; code that
/// throws or matches them builds as with RxCocoa.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An error no other case names.
    case unknown
    /// An operation that cannot be done on `object`.
    case invalidOperation(object: Any)
    /// Items asked for before any were bound to the view.
    case itemsNotYetBound(object: Any)
    /// A key-value observation of a property `object` does not have.
    case invalidPropertyName(object: Any, propertyName: String)
    /// An object on a key path that cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Swizzling a method failed.
    case errorDuringSwizzling
    /// A value that is not of the type expected.
    case castingError(object: Any, targetType: Any.Type)

    /// The error in words, as RxCocoa says it.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .invalidOperation(let object):
            "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            "Error during swizzling."
        case .castingError(let object, let targetType):
            "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
