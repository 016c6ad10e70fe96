/// Objects shared by the screens of one style in a session, made on first use.
public final class SharedObjects {
    private var objects: [String: AnyObject] = [:]

    init() {}

    /// The object stored under `key`, made by `make` the first time.
    public func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        if let existing = objects[key] as? Object { return existing }
        let object = make()
        objects[key] = object
        return object
    }
}
