/// The outputs of a Unio stream: observables, relays, subjects, ``Computed`` values and
/// properties that the outside reads through ``OutputWrapper``.
public protocol OutputType {}
