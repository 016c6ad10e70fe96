import Foundation
import Testing

/// A team's file compiles on MiniRx exactly where it compiles on RxSwift 6.10: a type
/// RxSwift leaves non-Sendable (relays, subjects, disposables, schedulers) kept in a
/// `Sendable` type is an error in the Swift 6 language mode and a warning in Swift 5, and
/// what RxSwift makes Sendable (an error, a frozen `CompletableEvent`) is.
@Suite struct SendableAsRxSwiftTests {
    /// `source` type-checked against the MiniRx this run was built with, in `mode`.
    private func typecheck(_ source: String, mode: Int) throws -> (status: Int32, output: String) {
        let modules = try #require(RxSwiftAPIListTests.modules, "no Modules folder beside \(CommandLine.arguments[0])")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sendable-\(getpid())-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try RxSwiftAPIListTests().run(["swiftc", "-typecheck", "-swift-version", "\(mode)", "-I", modules.path, file.path])
    }

    @Test(arguments: ["BehaviorRelay<String>", "PublishSubject<Int>", "DisposeBag", "SerialDisposable", "MainScheduler",
                      "SubjectLifetimeScope"])
    func aNonSendableRxTypeInASendableOneFailsInSwiftSix(type: String) throws {
        let source = "import MiniRx\nstruct Settings: Sendable {\n    let kept: \(type)\n}\n"
        let six = try typecheck(source, mode: 6)
        #expect(six.status != 0 && six.output.contains("non-Sendable type"), "\(six.output)")
        let five = try typecheck(source, mode: 5)
        #expect(five.status == 0 && five.output.contains("this is an error in the Swift 6 language mode"), "\(five.output)")
    }

    @Test func whatRxSwiftMakesSendableIs() throws {
        let source = "import MiniRx\nstruct Outcome: Sendable {\n    let error: RxError\n    let end: CompletableEvent\n}\n"
        let six = try typecheck(source, mode: 6)
        #expect(six.status == 0, "\(six.output)")
    }
}
