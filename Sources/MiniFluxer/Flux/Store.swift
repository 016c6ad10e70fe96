/// Holds the state of an application or a screen and registers handlers with the
/// dispatcher in its initializer.
public protocol Store {
    /// Creates the store and registers its action handlers with `dispatcher`.
    init(with dispatcher: Dispatcher)
}
