/// A subscriber the `subscribe` command added to one stream in every style, after the
/// views: who it is, its stream, and the virtual time it subscribed at (a style built
/// later subscribes it as of then).
struct LateSubscriber: Equatable {
    let id: SubscriberID
    let stream: String
    let since: Int
}
