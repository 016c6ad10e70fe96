import StyleKit

/// The catalog's screens, inputs and streams by name, in display order: what the parser,
/// help, completion and the session look names up in.
package struct Layout {
    let screens: [Screen]
    /// Every input, with the index of its screen.
    let inputs: [(input: Screen.Input, screen: Int)]
    /// Every output stream, with the index of its screen.
    let streams: [(name: String, screen: Int)]

    package init(screens: [Screen]) {
        self.screens = screens
        inputs = screens.enumerated().flatMap { index, screen in screen.inputs.map { ($0, index) } }
        streams = screens.enumerated().flatMap { index, screen in screen.outputs.map { ($0.name, index) } }
    }

    var inputNames: [String] { inputs.map(\.input.name) }
    var streamNames: [String] { streams.map(\.name) }

    /// The index of the screen whose input is named `name`.
    func screen(ofInput name: String) -> Int? {
        inputs.first { $0.input.name == name }?.screen
    }

    /// The index of the screen whose output is named `name`.
    func screen(ofStream name: String) -> Int? {
        streams.first { $0.name == name }?.screen
    }

    /// The input whose command is `command`.
    func input(command: String) -> Screen.Input? {
        inputs.first { $0.input.command == command }?.input
    }

    func streamOrder(_ name: String) -> Int {
        streams.firstIndex { $0.name == name } ?? .max
    }
}
