import Testing
@testable import VMREPLKit

/// What the prompt's question quotes of a child that RxSwift's debug build stopped.
@Suite struct RxSwiftShadowTests {
    @Test func theFatalErrorIsQuotedWithItsFileAndLine() {
        let said = """
            count: "1"  (1 variant)
            /work/x/.build/checkouts/RxSwift/Sources/RxRelay/Observable+Bind.swift:97: Fatal error: Binding error to behavior relay: boom

            *** Signal 4: Backtracing from 0x7f3e0f2f9361... done ***
              1 [ra] 0x000055a7a7059845 rxFatalErrorInDebug(_:file:line:) + 196 in vmrepl at /work/x/Utils.swift:13:5
            """
        #expect(RxSwiftShadow.reason(in: said) == "Binding error to behavior relay: boom (RxRelay/Observable+Bind.swift:97)")
    }

    @Test func aFatalErrorWithoutAFileIsQuotedAlone() {
        #expect(RxSwiftShadow.reason(in: "x: Fatal error: out of range\n") == "out of range (x)")
        #expect(RxSwiftShadow.reason(in: ": Fatal error: out of range") == "out of range")
    }

    @Test func aCrashOfAnotherKindIsSaidPlainly() {
        #expect(RxSwiftShadow.reason(in: "") == "the program stops here")
        #expect(RxSwiftShadow.reason(in: "Segmentation fault\n") == "the program stops here")
    }
}
