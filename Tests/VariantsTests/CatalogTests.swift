import MiniRx
import Testing
@testable import Variants
@testable import StyleKit

/// A catalog is checked when it is made: every misuse a package can make is one error
/// naming the bad value.
@Suite struct CatalogTests {
    /// A one-input, one-output screen for the misuse cases.
    private let dial = Screen(name: "dial", summary: "a dial", inputs: [Self.turn], outputs: [Self.position])
    private static let turn = Screen.Input("turn", .number, summary: "turn the dial to N")
    private static let position = Screen.Output("position", .number)

    /// An input or output no screen of the catalog has.
    private static func stray(_ name: String) -> Screen.Input { Screen.Input(name, .tap, summary: "") }

    /// A style whose dial variant has the ports these make.
    private func style(_ name: String = "team", inputs: @autoclosure @escaping @Sendable () -> [InputPort],
                       outputs: @autoclosure @escaping @Sendable () -> [OutputPort]) -> Style {
        Style(name: name, summary: "s", keyIdea: "k", variants: [
            Variant(of: dial) { _ in ViewModelPorts(Box(), inputs: inputs(), outputs: outputs()) },
        ])
    }

    private var goodInputs: [InputPort] { [.number(Self.turn) { _ in }] }
    private var goodOutputs: [OutputPort] { [.observable(Self.position, Observable.just(0))] }

    private func error(_ make: () throws(CatalogError) -> Catalog) -> CatalogError? {
        do throws(CatalogError) {
            _ = try make()
            return nil
        } catch {
            return error
        }
    }

    @Test func theShippedCatalogPassesEveryCheck() throws {
        let checked = try Catalog(styles: Catalog.shipped.styles, screens: Catalog.shipped.screens)
        #expect(checked.styles.map(\.name) == ["property", "relay", "anyobserver", "scan", "unio", "mvvm", "flux", "flux-keyed", "reducer", "observation", "async"])
        #expect(checked.screens.map(\.name) == ["counter", "login", "typeahead"])
    }

    @Test func aWellFormedStyleIsAddedAfterTheShippedOnes() throws {
        let catalog = try Catalog.shipped.adding([style(inputs: goodInputs, outputs: goodOutputs)], screens: [dial])
        #expect(catalog.styles.map(\.name).last == "team")
        #expect(catalog.screens.map(\.name) == ["counter", "login", "typeahead", "dial"])
        let replaced = try Catalog.replacing(with: [style(inputs: goodInputs, outputs: goodOutputs)], screens: [dial])
        #expect(replaced.styles.map(\.name) == ["team"])
        #expect(replaced.screens.map(\.name) == ["dial"])
    }

    @Test func twoStylesWithOneNameAreRefused() {
        let found = error { () throws(CatalogError) in try Catalog.shipped.adding([style("Relay", inputs: goodInputs, outputs: goodOutputs)], screens: [dial]) }
        #expect(found == .duplicateStyle("Relay"))
        #expect(found?.description == "two styles are named 'Relay'; give each style its own name")
    }

    @Test func aStyleForAScreenTheCatalogLacksIsRefused() {
        let found = error { () throws(CatalogError) in try Catalog.shipped.adding([style(inputs: goodInputs, outputs: goodOutputs)]) }
        #expect(found == .unknownScreen(style: "team", screen: "dial"))
        #expect(found?.description.contains("pass it in 'screens:'") == true)
    }

    @Test func anOutputWithNoValuesIsRefused() {
        let found = error { () throws(CatalogError) in try Catalog.shipped.adding([style(inputs: goodInputs, outputs: [])], screens: [dial]) }
        #expect(found == .missingOutput(style: "team", screen: "dial", output: "position"))
        #expect(found?.description == "style 'team' gives output 'position' of screen 'dial' no values; add an OutputPort for it (.observable or .callback)")
    }

    @Test func aPortOfTheWrongTypeIsRefused() {
        let text = error { () throws(CatalogError) in
            try Catalog.shipped.adding([style(inputs: [.text(Self.turn) { _ in }], outputs: goodOutputs)], screens: [dial])
        }
        #expect(text == .wrongInputType(style: "team", input: "turn", screenType: .number, portType: .text))
        #expect(text?.description.contains("input 'turn' is a number on its screen, but its port takes a text") == true)
        let format = error { () throws(CatalogError) in
            try Catalog.shipped.adding([style(inputs: goodInputs, outputs: [.observable(Self.position, Observable.just("0"))])], screens: [dial])
        }
        #expect(format == .wrongOutputFormat(style: "team", output: "position", screenFormat: .number, portFormat: .text))
    }

    @Test func missingExtraAndRepeatedPortsAreRefused() {
        #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([style(inputs: [], outputs: goodOutputs)], screens: [dial]) }
            == .missingInput(style: "team", screen: "dial", input: "turn"))
        #expect(error { () throws(CatalogError) in
            try Catalog.shipped.adding([style(inputs: goodInputs + [.tap(Self.stray("spin")) {}], outputs: goodOutputs)], screens: [dial])
        } == .unknownPort(style: "team", screen: "dial", port: "spin", kind: "input"))
        #expect(error { () throws(CatalogError) in
            try Catalog.shipped.adding([style(inputs: goodInputs + goodInputs, outputs: goodOutputs)], screens: [dial])
        } == .duplicatePort(style: "team", screen: "dial", port: "turn"))
    }

    @Test func namesSharedAcrossScreensAndBadNamesAreRefused() {
        let counterAgain = Screen(name: "counter2", summary: "", inputs: [.init("countUp", .tap, command: "bump", summary: "")], outputs: [])
        let clashing = Style(name: "team", summary: "", keyIdea: "", variants: [
            Variant(of: counterAgain) { _ in ViewModelPorts(Box(), inputs: [.tap(Screen.Counter.countUp) {}], outputs: []) },
        ])
        #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([clashing], screens: [counterAgain]) }
            == .duplicateName("countUp", screens: ["counter", "counter2"]))
        let loginAgain = Screen(name: "login2", summary: "", inputs: [.init("go", .tap, command: "login", summary: "")], outputs: [])
        let sameCommand = Style(name: "team", summary: "", keyIdea: "", variants: [
            Variant(of: loginAgain) { _ in ViewModelPorts(Box(), inputs: [.tap(loginAgain.inputs[0]) {}], outputs: []) },
        ])
        #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([sameCommand], screens: [loginAgain]) }
            == .duplicateCommand("login", screens: ["login", "login2"]))
        #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([style("my style", inputs: goodInputs, outputs: goodOutputs)], screens: [dial]) }
            == .badName("my style", of: "style"))
        #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([], screens: [dial]) } == .screenWithoutStyle("dial"))
        #expect(error { () throws(CatalogError) in try Catalog.replacing(with: []) } == .noStyles)
    }

    /// A control's enabling flag must be a flag output of its screen: a number, or a name
    /// the screen lacks, is refused; a flag it has is taken.
    @Test func anEnablingOutputMustBeAFlagOfTheScreen() throws {
        func dial(enabledBy flag: String) -> Screen {
            Screen(name: "dial", summary: "a dial", inputs: [.init("turn", .number, summary: "turn the dial to N", enabledBy: flag)],
                   outputs: [.init("position", .number), .init("unlocked", .flag)])
        }
        func style(_ screen: Screen) -> Style {
            Style(name: "team", summary: "s", keyIdea: "k", variants: [
                Variant(of: screen) { _ in
                    ViewModelPorts(Box(), inputs: [.number(Self.turn) { _ in }],
                                   outputs: [.observable(Self.position, Observable.just(0)), .observable(Screen.Output("unlocked", .flag), Observable.just(true))])
                },
            ])
        }
        for flag in ["position", "missing"] {
            #expect(error { () throws(CatalogError) in try Catalog.shipped.adding([style(dial(enabledBy: flag))], screens: [dial(enabledBy: flag)]) }
                == .badEnabledBy(screen: "dial", input: "turn", output: flag))
        }
        _ = try Catalog.shipped.adding([style(dial(enabledBy: "unlocked"))], screens: [dial(enabledBy: "unlocked")])
    }
}

/// Stands for a view model.
private final class Box {}
