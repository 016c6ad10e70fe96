import MiniRx
import MiniRxTest
import Testing
@testable import Variants
@testable import StyleKit

@Suite struct LoginScenarioTests {
    static let styles = Catalog.shipped.styles.map(\.name)

    /// Whether a freshly built form shows its validity at once, and whether it shows it
    /// is not logging in, by style. Styles built on BehaviorRelays (or `startWith`) show
    /// the empty form's validity at once; mvvm's injected streams have no value until the
    /// view's fields emit; Flux's ObservableValues and AsyncStreams do not replay.
    static let freshFormShows: [String: (validity: Bool, notLoggingIn: Bool)] = [
        "property": (true, true), "relay": (true, true), "anyobserver": (true, true), "scan": (true, true),
        "unio": (true, true), "mvvm": (false, true), "flux": (false, false), "flux-keyed": (false, false),
        "reducer": (true, true), "observation": (true, true), "async": (false, false),
    ]

    /// Whether a style keeps `isLoggingIn` and `validEmail` where they can be read at any
    /// moment, by style.
    static let exposes: [String: (isLoggingIn: Bool, validEmail: Bool)] = [
        "property": (true, true), "relay": (false, false), "anyobserver": (false, false), "scan": (false, false),
        "unio": (true, false), "mvvm": (false, false), "flux": (true, true), "flux-keyed": (true, true),
        "reducer": (true, true), "observation": (true, true), "async": (true, false),
    ]

    /// Every table has one expectation per shipped style, no more and no fewer.
    @Test func everyTableCoversTheCatalogExactly() {
        #expect(Set(Self.freshFormShows.keys) == Set(Self.styles))
        #expect(Set(Self.exposes.keys) == Set(Self.styles))
    }

    @Test(arguments: styles)
    func theEmptyFormIsInvalid(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        let shows = try #require(Self.freshFormShows[style])
        #expect(harness.view("validEmail") == (shows.validity ? [next(0, false)] : []))
        #expect(harness.view("loginButtonEnabled") == (shows.validity ? [next(0, false)] : []))
        #expect(harness.view("isLoggingIn") == (shows.notLoggingIn ? [next(0, false)] : []))
    }

    @Test(arguments: styles)
    func invalidInputKeepsTheButtonDisabled(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: "not-an-email", password: "short")
        #expect(harness.view("validEmail").last == next(0, false))
        #expect(harness.view("validPassword").last == next(0, false))
        #expect(harness.view("loginButtonEnabled").last == next(0, false))
        harness.send("email", .text(LoginAPI.knownEmail))
        harness.send("password", .text(LoginAPI.knownPassword))
        #expect(harness.view("loginButtonEnabled").last == next(0, true))
    }

    @Test(arguments: styles)
    func theHappyPathLogsInAfterTheLatency(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        harness.send("loginTap")
        harness.runToIdle()
        #expect(harness.view("loginResult") == [next(300, .success(token: "token-demo"))])
        let loggingIn = [next(0, true), next(300, false)]
        #expect(harness.view("isLoggingIn") == (style.hasPrefix("flux") || style == "async" ? loggingIn : [next(0, false)] + loggingIn))
    }

    /// mvvm does not catch the API's error: the first failed login ends its result stream
    /// (and `isLoggingIn`, built from it); every other style turns it into a value.
    @Test(arguments: styles)
    func aWrongPasswordFailsTheLogin(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: "wrong-password")
        harness.send("loginTap")
        harness.runToIdle()
        harness.send("password", .text(LoginAPI.knownPassword))
        harness.send("loginTap")
        harness.runToIdle()
        if style == "mvvm" {
            #expect(harness.view("loginResult") == [.error(300, LoginError.wrongPassword)])
            #expect(harness.view("isLoggingIn") == [next(0, false), next(0, true), .error(300, LoginError.wrongPassword)])
        } else {
            #expect(harness.view("loginResult") == [
                next(300, .failure(.wrongPassword)),
                next(600, .success(token: "token-demo")),
            ])
        }
    }

    @Test(arguments: styles)
    func anUnknownUserAndANetworkFailureFailTheLogin(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: "nobody@example.com", password: "whatever1")
        harness.send("loginTap")
        harness.runToIdle()
        let unknown = harness.view("loginResult").first
        let network = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        network.api.forcedOutcome = .failure(.networkError)
        network.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        network.send("loginTap")
        network.runToIdle()
        if style == "mvvm" {
            #expect(unknown == .error(300, LoginError.unknownUser))
            #expect(network.view("loginResult") == [.error(300, LoginError.networkError)])
        } else {
            #expect(unknown == next(300, .failure(.unknownUser)))
            #expect(network.view("loginResult") == [next(300, .failure(.networkError))])
        }
    }

    /// A second tap while the first login is in flight: what each style's operator does.
    @Test(arguments: styles)
    func aDoubleTapWhileInFlight(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        harness.send("loginTap")
        harness.scheduler.advanceTo(100)
        harness.send("loginTap")
        harness.runToIdle()
        let success = LoginResult.success(token: "token-demo")
        let results = harness.view("loginResult")
        switch style {
        case "property":
            // A guard on isLoggingIn ignores the second tap.
            #expect(results == [next(300, success)])
            #expect(harness.api.requestCount == 1)
        case "relay":
            // flatMapLatest drops the first request and waits for the second.
            #expect(results == [next(400, success)])
            #expect(harness.api.requestCount == 2)
        case "anyobserver", "mvvm":
            // flatMap runs both requests.
            #expect(results == [next(300, success), next(400, success)])
        case "unio":
            // flatMapFirst ignores taps while a request is in flight.
            #expect(results == [next(300, success)])
            #expect(harness.api.requestCount == 1)
        case "flux", "flux-keyed", "reducer":
            // The action creator (or react) reads the store's isLoggingIn and ignores it.
            #expect(results == [next(300, success)])
            #expect(harness.api.requestCount == 1)
        case "scan":
            // flatMapFirst too, but in each subscription: isLoggingIn and loginResult
            // each run their own chain, so one tap sends two requests.
            #expect(results == [next(300, success)])
            #expect(harness.api.requestCount == 2)
        case "observation":
            // A guard on isLoggingIn, as a disabled button would ignore it.
            #expect(results == [next(300, success)])
            #expect(harness.api.requestCount == 1)
        case "async":
            // The new tap cancels the login task in flight: its result says so at once.
            #expect(results == [next(100, .cancelled), next(400, success)])
            #expect(harness.api.requestCount == 2)
            #expect(harness.view("isLoggingIn") == [next(0, true), next(400, false)])
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    /// scan's state lives in each subscription: a late subscriber to loginResult never
    /// saw the typed fields and logs in with empty ones.
    @Test func aLateScanSubscriberStartsFromAnEmptyForm() throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: "scan")), .login)
        harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        let late = harness.subscribe("loginResult")
        harness.send("loginTap")
        harness.runToIdle()
        #expect(harness.view("loginResult") == [next(300, .success(token: "token-demo"))])
        #expect(late.events == [next(300, .failure(.unknownUser))])
    }

    @Test(arguments: styles)
    func anErrorSentIntoTheEmailInput(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        var delivery: TerminalDelivery?
        var thrown: VariantError?
        let diagnostics = Diagnostics.collect {
            do throws(VariantError) {
                delivery = try harness.send(.error(Boom()), to: "email")
            } catch {
                thrown = error
            }
        }
        let validEmail = harness.view("validEmail")
        switch style {
        case "property":
            #expect(thrown == .cannotCarryTerminalEvents(input: "email", kind: .method))
        case "relay":
            #expect(thrown == .cannotCarryTerminalEvents(input: "email", kind: .relay))
        case "unio", "reducer":
            #expect(delivery == .dropped("an observer over a relay forwards next only"))
            #expect(validEmail == [next(0, false)])
        case "flux", "flux-keyed":
            #expect(thrown == .cannotCarryTerminalEvents(input: "email", kind: .method))
            #expect(validEmail == [])
        case "anyobserver":
            #expect(diagnostics == ["Binding error to behavior relay: boom"])
            #expect(validEmail == [next(0, false)])
        case "scan":
            #expect(validEmail == [next(0, false), .error(0, Boom())])
            #expect(harness.view("loginButtonEnabled").last == .error(0, Boom()))
        case "mvvm":
            #expect(validEmail == [.error(0, Boom())])
        case "observation":
            #expect(thrown == .cannotCarryTerminalEvents(input: "email", kind: .binding))
            #expect(validEmail == [next(0, false)])
        case "async":
            #expect(thrown == .cannotCarryErrors(input: "email", kind: .asyncStream))
            #expect(validEmail == [])
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    @Test(arguments: styles)
    func whereAStyleExposesCurrentValues(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: "x")
        let isLoggingIn = try harness.variant.currentValue(of: "isLoggingIn")
        let validEmail = try harness.variant.currentValue(of: "validEmail")
        // The async style's are read by awaiting the actor between commands.
        let exposes = try #require(Self.exposes[style])
        #expect((isLoggingIn == .value(.flag(false))) == exposes.isLoggingIn)
        #expect((validEmail == .value(.flag(true))) == exposes.validEmail)
    }
}

@Suite struct LoginRulesTests {
    @Test func acceptsSensibleAddresses() {
        for email in ["demo@example.com", "a.b+c@mail.example.co.jp", "太郎@例え.jp"] {
            #expect(LoginRules.isValidEmail(email), "\(email)")
        }
    }

    @Test func rejectsEverythingElse() {
        for email in ["", "demo", "@example.com", "demo@", "demo@example", "demo@example.", "demo@.com",
                      "de mo@example.com", "a@b@example.com", "demo@exa..mple.com", "demo\t@example.com", "demo@example.com\u{3000}"] {
            #expect(!LoginRules.isValidEmail(email), "\(email)")
        }
    }

    /// ASCII emails are checked byte by byte; that must say what the check by Unicode
    /// scalars says.
    @Test func theASCIIPathAgreesWithTheScalarPath() {
        let pool = Array("ab@.@. \t\u{7F}\u{1}x")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var verdicts: Set<Bool> = []
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            let email = String((0..<length).map { index in pool[Int((state >> (index * 4)) & 0xF) % pool.count] })
            var shape = LoginRules.AddressShape()
            let byScalars = email.unicodeScalars.allSatisfy { shape.take($0.value) } && shape.isAddress
            #expect(LoginRules.isValidEmail(email) == byScalars, "\(email.debugDescription)")
            verdicts.insert(byScalars)
        }
        #expect(verdicts == [true, false])
    }

    @Test func passwordsNeedEightCharacters() {
        #expect(!LoginRules.isValidPassword("1234567"))
        #expect(LoginRules.isValidPassword("12345678"))
    }
}

/// The reducer's state replays; its events do not. Flux replays nothing.
@Suite struct ReplayOfStateAndEventsTests {
    func loggedIn(_ style: String) throws -> Harness {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        harness.send("loginTap")
        harness.runToIdle()
        return harness
    }

    @Test func aLateSubscriberToTheReducerGetsStateButNotPastEvents() throws {
        let harness = try loggedIn("reducer")
        #expect(harness.subscribe("isLoggingIn").events == [next(300, false)])
        #expect(harness.subscribe("validEmail").events == [next(300, true)])
        #expect(harness.subscribe("loginResult").events == [])
    }

    @Test func aLateSubscriberToFluxGetsNothingUntilTheStoreChanges() throws {
        let harness = try loggedIn("flux")
        let late = harness.subscribe("isLoggingIn")
        #expect(late.events == [])
        #expect(try harness.variant.currentValue(of: "isLoggingIn") == .value(.flag(false)))
        harness.send("loginTap")
        #expect(late.events == [next(300, true)])
    }
}
