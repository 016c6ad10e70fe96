/// A misuse of the catalog found at start-up: each names the bad value and says what to
/// do instead.
public enum CatalogError: Error, Equatable, Sendable {
    /// There is no style to compare.
    case noStyles
    /// Two styles share a name.
    case duplicateStyle(String)
    /// Two screens share a name.
    case duplicateScreen(String)
    /// A name is not one word.
    case badName(String, of: String)
    /// A style implements a screen the catalog does not have.
    case unknownScreen(style: String, screen: String)
    /// A style implements one screen twice.
    case duplicateVariant(style: String, screen: String)
    /// No style implements a screen.
    case screenWithoutStyle(String)
    /// Two inputs' commands share a name.
    case duplicateCommand(String, screens: [String])
    /// Two inputs, or two outputs, of the catalog's screens share a name.
    case duplicateName(String, screens: [String])
    /// An input's command is one of the REPL's own.
    case builtInCommand(String, screen: String)
    /// A style's name is one of vmrepl's commands or a word its commands give a meaning
    /// (`use all`): `use reset` would not say what it seems to.
    case reservedStyleName(String)
    /// A variant gives no port for one of its screen's inputs.
    case missingInput(style: String, screen: String, input: String)
    /// A variant gives no port for one of its screen's outputs: the output would have no
    /// values.
    case missingOutput(style: String, screen: String, output: String)
    /// A variant gives two ports of one name.
    case duplicatePort(style: String, screen: String, port: String)
    /// A variant gives a port its screen does not have.
    case unknownPort(style: String, screen: String, port: String, kind: String)
    /// An input port takes another type of value than its screen's input.
    case wrongInputType(style: String, input: String, screenType: InputValueType, portType: InputValueType)
    /// An output port's values print otherwise than its screen's output says.
    case wrongOutputFormat(style: String, output: String, screenFormat: ValueFormat, portFormat: ValueFormat)
    /// An input's `enabledBy` names no flag output of its screen.
    case badEnabledBy(screen: String, input: String, output: String)
    /// An input's `ignoredWhile` names no flag output of its screen.
    case badIgnoredWhile(screen: String, input: String, output: String)
    /// A name a package chose is vmrepl's already: a style or screen named like a help
    /// topic or a screen, a service's command named like a command, a help topic or
    /// another service's command. `takenBy` says by what.
    case nameTaken(String, kind: String, takenBy: String)
}

extension CatalogError: CustomStringConvertible {
    /// The misuse in one line, naming the bad value and the fix.
    public var description: String {
        switch self {
        case .noStyles:
            return "no styles to compare; pass at least one Style"
        case .duplicateStyle(let name):
            return "two styles are named '\(name)'; give each style its own name"
        case .duplicateScreen(let name):
            return "two screens are named '\(name)'; give each screen its own name"
        case .badName(let name, let kind):
            return "\(kind) name '\(name)' is not one word; use letters, digits, '-' or '_', starting with a letter"
        case .unknownScreen(let style, let screen):
            return "style '\(style)' implements screen '\(screen)', which the catalog does not have; pass it in 'screens:'"
        case .duplicateVariant(let style, let screen):
            return "style '\(style)' implements screen '\(screen)' twice; keep one Variant per screen"
        case .screenWithoutStyle(let screen):
            return "no style implements screen '\(screen)'; add a Variant of it to a style, or leave the screen out"
        case .duplicateCommand(let command, let screens):
            return "command '\(command)' belongs to inputs of screens \(screens.map { "'\($0)'" }.joined(separator: " and ")); give one input another command"
        case .duplicateName(let name, let screens):
            return "'\(name)' names ports of screens \(screens.map { "'\($0)'" }.joined(separator: " and ")); names are shared by all screens, so rename one"
        case .reservedStyleName(let name):
            return "style '\(name)' has the name of a command or a keyword of vmrepl ('use \(name)' would not choose it); name the style otherwise"
        case .builtInCommand(let command, let screen):
            return "screen '\(screen)' gives an input the command '\(command)', which is vmrepl's own; pass another 'command:'"
        case .missingInput(let style, let screen, let input):
            return "style '\(style)' gives no port for input '\(input)' of screen '\(screen)'; add InputPort for '\(input)'"
        case .missingOutput(let style, let screen, let output):
            return "style '\(style)' gives output '\(output)' of screen '\(screen)' no values; add an OutputPort for it (.observable or .callback)"
        case .duplicatePort(let style, let screen, let port):
            return "style '\(style)' gives two ports named '\(port)' for screen '\(screen)'; keep one"
        case .unknownPort(let style, let screen, let port, let kind):
            return "style '\(style)' gives an \(kind) '\(port)' that screen '\(screen)' does not have; add it to the screen or remove the port"
        case .wrongInputType(let style, let input, let screenType, let portType):
            return "style '\(style)': input '\(input)' is \(screenType.phrase) on its screen, but its port takes \(portType.phrase); use InputPort.\(screenType.rawValue) or an observer of that type"
        case .wrongOutputFormat(let style, let output, let screenFormat, let portFormat):
            return "style '\(style)': output '\(output)' prints as \(screenFormat.rawValue) on its screen, but its port gives \(portFormat.rawValue) values; make the port's element match"
        case .nameTaken(let name, let kind, let takenBy):
            return "\(kind) name '\(name)' is taken by \(takenBy); give the \(kind) another name"
        case .badEnabledBy(let screen, let input, let output):
            return "screen '\(screen)': input '\(input)' is enabled by '\(output)', which is not a flag output of the screen; name one of its .flag outputs"
        case .badIgnoredWhile(let screen, let input, let output):
            return "screen '\(screen)': input '\(input)' is ignored while '\(output)', which is not a flag output of the screen; name one of its .flag outputs"
        }
    }
}
