import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MiniRxCocoa
import Synchronization
import Testing

/// RxCocoa's Foundation extensions, as a view model's service uses them: notifications
/// from a center, and a session's requests, answered here by a stub protocol.
@Suite(.serialized) struct FoundationExtensionsTests {
    /// Posts arrive through `.rx.notification` from subscription on, filtered by name and
    /// sender, and stop when the subscription is disposed.
    @Test func notificationsArriveUntilDisposed() {
        let center = NotificationCenter()
        let signedIn = Notification.Name("signedIn")
        let sender = NSObject()
        var names: [String] = []
        var fromSender = 0
        center.post(name: signedIn, object: nil)
        let all = center.rx.notification(signedIn).subscribe(onNext: { names.append($0.name.rawValue) })
        let filtered = center.rx.notification(signedIn, object: sender).subscribe(onNext: { _ in fromSender += 1 })
        center.post(name: signedIn, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: signedIn, object: sender)
        all.dispose()
        center.post(name: signedIn, object: sender)
        filtered.dispose()
        center.post(name: signedIn, object: sender)
        #expect(names == ["signedIn", "signedIn"])
        #expect(fromSender == 2)
    }

    /// `NotificationCenter.default.rx` exists on Linux as on macOS.
    @Test func theDefaultCenterHasRx() {
        var got = 0
        let name = Notification.Name("vmrepl.test.\(UUID().uuidString)")
        let subscription = NotificationCenter.default.rx.notification(name).subscribe(onNext: { _ in got += 1 })
        NotificationCenter.default.post(name: name, object: nil)
        subscription.dispose()
        #expect(got == 1)
    }

    /// A session whose every request the stub answers.
    private func session(status: Int, body: String) -> URLSession {
        StubProtocol.answer.withLock { $0 = (status, Data(body.utf8)) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// The events `observable` sends until it ends, waited for with a deadline.
    private func events<Element>(_ observable: Observable<Element>) -> [Event<Element>] {
        let done = DispatchSemaphore(value: 0)
        let received = Received<Element>()
        let subscription = observable.subscribe { event in
            received.append(event)
            if event.isStopEvent { done.signal() }
        }
        _ = done.wait(timeout: .now() + 30)
        subscription.dispose()
        return received.events
    }

    @Test func aRequestGivesItsResponseDataAndJSON() throws {
        Reactive<URLSession>.shouldLogRequest = { _ in false }
        let session = session(status: 200, body: #"{"token":"abc"}"#)
        let request = URLRequest(url: try #require(URL(string: "https://example.test/login")))
        let response = events(session.rx.response(request: request))
        #expect(response.count == 2 && response.last?.isCompleted == true, "\(response)")
        #expect(response.first?.element?.response.statusCode == 200)
        let data = events(session.rx.data(request: request))
        #expect(data.first?.element.map { String(decoding: $0, as: UTF8.self) } == #"{"token":"abc"}"#)
        let json = events(session.rx.json(url: try #require(URL(string: "https://example.test/login"))))
        #expect((json.first?.element as? [String: Any])?["token"] as? String == "abc", "\(json)")
    }

    @Test func aFailedStatusAndABodyThatIsNoJSONAreRxCocoaURLErrors() throws {
        Reactive<URLSession>.shouldLogRequest = { _ in false }
        let request = URLRequest(url: try #require(URL(string: "https://example.test/login")))
        let failed = events(session(status: 401, body: "no").rx.data(request: request))
        guard case .error(let error)? = failed.last, case .httpRequestFailed(let response, let body)? = error as? RxCocoaURLError else {
            Issue.record("\(failed)")
            return
        }
        #expect(response.statusCode == 401 && body == Data("no".utf8))
        #expect((error as? RxCocoaURLError)?.debugDescription == "HTTP request failed with `401`.")
        let notJSON = events(session(status: 200, body: "plain").rx.json(request: request))
        guard case .error(let parse)? = notJSON.last, case .deserializationError? = parse as? RxCocoaURLError else {
            Issue.record("\(notJSON)")
            return
        }
    }

    /// `Int`'s `KVORepresentable` reads an `NSNumber`'s 32-bit value, as RxCocoa's does.
    @Test func kvoRepresentableIntegersReadNSNumbers() {
        #expect(Int(KVOValue: NSNumber(value: 42)) == 42)
        #expect(Bool(KVOValue: NSNumber(value: true)) == true)
        #expect(UInt64(KVOValue: NSNumber(value: UInt64.max)) == UInt64.max)
        #expect(Int(KVOValue: NSNumber(value: Int64(1) << 32 | 7)) == 7)
    }
}

/// The events a subscription received on the session's queue, read after it ended.
private final class Received<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Event<Element>] = []

    func append(_ event: Event<Element>) {
        lock.withLock { kept.append(event) }
    }

    var events: [Event<Element>] {
        lock.withLock { kept }
    }
}

/// Answers every request with the status and body the test set.
private final class StubProtocol: URLProtocol {
    static let answer = Mutex<(status: Int, body: Data)>((200, Data()))

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let (status, body) = Self.answer.withLock { $0 }
        guard let url = request.url, let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil) else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
