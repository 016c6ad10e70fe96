/// The reasons a style gives for not exposing a current value.
enum Unreadable {
    static let localState = "its state is local to init, captured by the bindings"
    static let scan = "scan keeps its state inside each subscription; there is none to read"
    static let event = "a login result is an event, not a state"
    static let unioObservable = "Unio hides State, and this output is an Observable"
    static let streams = "its outputs are streams built in init; nothing holds a value"
    static let reducerEvent = "a login result is an event, and events do not replay"
}
