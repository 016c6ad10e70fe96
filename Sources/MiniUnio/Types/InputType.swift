/// The inputs of a Unio stream: the relays and subjects that the outside sends into.
///
/// Outside code reaches them only through ``InputWrapper``; `bind` reads them as
/// observables through ``Dependency/inputObservables``.
public protocol InputType {}
