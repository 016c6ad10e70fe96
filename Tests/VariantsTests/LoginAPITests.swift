import MiniRx
import MiniRxTest
import Testing
@testable import Variants
@testable import StyleKit

@Suite struct LoginAPITests {
    /// The token is the first non-empty part of the email between `@` signs, as
    /// `split(separator: "@").first` gives it, or the whole email when there is none.
    @Test(arguments: [
        "demo@example.com", "plain", "", "@", "@@", "@host", "@@user@host", "user@", "a@b@c",
        "ünï@cødé.com", "é́@x", "👩‍👩‍👧@family",
    ])
    func tokenTakesTheFirstPartOfTheEmail(email: String) {
        let expected = "token-" + (email.split(separator: "@").first.map(String.init) ?? email)
        #expect(LoginAPI.token(for: email) == expected)
    }

    @Test func theKnownAccountsTokenNamesItsUser() {
        #expect(LoginAPI.token(for: LoginAPI.knownEmail) == "token-demo")
    }

    func api(_ scheduler: TestScheduler) -> LoginAPI {
        LoginAPI(scheduler: scheduler, clock: VirtualClock(scheduler: scheduler), latency: .seconds(100))
    }

    @Test func theKnownAccountGetsItsTokenAfterTheLatency() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = api(scheduler)
        let observer = scheduler.start { api.login(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword) }
        #expect(observer.events == [.next(300, "token-demo"), .completed(300)])
        #expect(api.requestCount == 1)
    }

    @Test func aWrongPasswordFailsAfterTheLatency() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = api(scheduler)
        let observer = scheduler.start { api.login(email: LoginAPI.knownEmail, password: "nope") }
        #expect(observer.events == [.error(300, LoginError.wrongPassword)])
    }

    @Test func theOutcomeIsSettledWhenTheRequestIsSubscribedTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = api(scheduler)
        let request = api.login(email: "someone@example.com", password: "x")
        api.forcedOutcome = .success
        let observer = scheduler.start { request }
        api.forcedOutcome = .failure(.networkError)
        #expect(observer.events == [.next(300, "token-someone"), .completed(300)])
    }

    @Test func everySubscriptionIsARequestAndDisposingOneCancelsItsAnswer() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = api(scheduler)
        let request = api.login(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        #expect(api.requestCount == 0)
        let observer = scheduler.start(disposed: 250) { request }
        #expect(observer.events.isEmpty)
        #expect(api.requestCount == 1)
    }
}
