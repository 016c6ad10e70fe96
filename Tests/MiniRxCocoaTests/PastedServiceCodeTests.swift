import MiniRxCocoa
import Testing

/// A service as an app writes it with `import RxCocoa`, pasted with its import changed
/// and nothing else: URLSession and notifications need no import of their own.
private final class ProfileService {
    let session: URLSession
    let center: NotificationCenter

    init(session: URLSession = .shared, center: NotificationCenter = .default) {
        self.session = session
        self.center = center
    }

    /// The user's name, from the profile endpoint's JSON.
    func name(at url: URL) -> Observable<String> {
        session.rx.json(request: URLRequest(url: url))
            .map { ($0 as? [String: Any])?["name"] as? String ?? "" }
            .catchAndReturn("")
    }

    /// A sign-out from anywhere in the app.
    var signedOut: Observable<Void> {
        center.rx.notification(Notification.Name("signedOut")).map { _ in () }
    }
}

@Suite struct PastedServiceCodeTests {
    @Test func aPastedServiceCompilesAndHearsASignOut() {
        let center = NotificationCenter()
        let service = ProfileService(center: center)
        var signOuts = 0
        let subscription = service.signedOut.subscribe(onNext: { signOuts += 1 })
        center.post(name: Notification.Name("signedOut"), object: nil)
        subscription.dispose()
        #expect(signOuts == 1)
    }
}
