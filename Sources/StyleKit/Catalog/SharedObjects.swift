/// Objects shared by the screens of one style in a session, one of each type, made on
/// first use: the keyed-Flux app's dispatcher and session store.
public final class SharedObjects {
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Whether any screen has taken a shared object: if none has, no screen of the style
    /// sees another's state through this environment.
    package var isUsed: Bool { !objects.isEmpty }

    init() {}

    /// The shared object of type `Object`, made by `make` the first time.
    public func object<Object: AnyObject>(_ type: Object.Type = Object.self, make: () -> Object) -> Object {
        if let existing = objects[ObjectIdentifier(type)] as? Object { return existing }
        let object = make()
        objects[ObjectIdentifier(type)] = object
        return object
    }
}
