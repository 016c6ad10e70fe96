import MiniRx
import MiniRxTestCore

/// The styles a session compares and the screens they implement, in the order the REPL
/// shows them. Made once at start-up; every misuse is found then (``CatalogError``).
public struct Catalog: Sendable {
    /// The styles, in display order.
    public let styles: [Style]
    /// The screens, in the order `help` lists their commands.
    public let screens: [Screen]

    /// A catalog known to be sound (the shipped one, which the tests check).
    package init(checked styles: [Style], screens: [Screen]) {
        self.styles = styles
        self.screens = screens
    }

    /// A catalog of `styles` over `screens`, checked: names unique, every style's screens
    /// among `screens`, every variant's ports matching its screen's inputs and outputs.
    ///
    /// Within the package only, as ``adding(_:screens:)`` and ``replacing(with:screens:)``
    /// are: a team makes a catalog with `VMREPL.catalog(adding:screens:)`, which also
    /// refuses what the REPL would (a style named like a command), so no catalog the
    /// engine would refuse can be made outside it.
    package init(styles: [Style], screens: [Screen]) throws(CatalogError) {
        try Self.check(styles: styles, screens: screens)
        for style in styles {
            for variant in style.variants { try Self.check(variant, of: style) }
        }
        self.init(checked: styles, screens: screens)
    }

    /// This catalog with `styles` after its own and `screens` after its own; only what is
    /// new is built to check its ports.
    package func adding(_ styles: [Style], screens: [Screen] = []) throws(CatalogError) -> Catalog {
        try Self.check(styles: self.styles + styles, screens: self.screens + screens)
        for style in styles {
            for variant in style.variants { try Self.check(variant, of: style) }
        }
        return Catalog(checked: self.styles + styles, screens: self.screens + screens)
    }

    /// `styles` instead of the shipped ones, over the shipped screens they implement and
    /// `screens`.
    package static func replacing(with styles: [Style], screens: [Screen] = []) throws(CatalogError) -> Catalog {
        let implemented = Set(styles.flatMap { $0.variants.map(\.screen) })
        return try Catalog(styles: styles, screens: Screen.shipped.filter(implemented.contains) + screens)
    }

    /// This catalog with the style named `name`'s view model of `screen` built from the
    /// style named `model`'s, under its own name and in its own place, its other screens
    /// as they are: what `name` would print if it behaved as `model` there (what
    /// `explore --save` expects of a rewrite, whatever other screens either implements).
    package func with(_ name: String, behavingAs model: String, on screen: Screen) -> Catalog {
        guard let replacement = style(named: model)?.variant(of: screen) else { return self }
        return Catalog(checked: styles.map { style in
            guard style.name == name else { return style }
            let variants = style.variants.map { $0.screen == screen ? replacement : $0 }
            return Style(name: style.name, summary: style.summary, keyIdea: style.keyIdea, variants: variants, activeAtStart: style.activeAtStart)
        }, screens: screens)
    }

    /// This catalog as `explore` builds it on `screen`: a style whose view model of
    /// `screen` takes no object its screens share (``VariantEnvironment/shared``) has only
    /// that view model, since nothing its other screens show can change while only
    /// `screen`'s commands run; the others keep every screen (keyed Flux's login starts its
    /// counter over). Each style's view model of `screen` is built once here to see.
    package func exploring(_ screen: Screen) -> Catalog {
        Catalog(checked: styles.map { style in
            guard let variant = style.variant(of: screen) else { return style }
            let environment = VariantEnvironment(scheduler: TestScheduler(initialClock: 0))
            let ports = variant.ports(in: environment)
            let sharesState = environment.shared.isUsed
            withExtendedLifetime(ports) { environment.endAsyncWork() }
            guard !sharesState else { return style }
            return Style(name: style.name, summary: style.summary, keyIdea: style.keyIdea, variants: [variant], activeAtStart: style.activeAtStart)
        }, screens: screens)
    }

    /// The style named `name`, if any.
    public func style(named name: String) -> Style? {
        styles.first { $0.name == name }
    }


    // MARK: Checks

    private static func check(styles: [Style], screens: [Screen]) throws(CatalogError) {
        guard !styles.isEmpty else { throw .noStyles }
        var seenStyles: Set<String> = []
        for style in styles {
            try checkName(style.name, of: "style")
            guard seenStyles.insert(style.name.lowercased()).inserted else { throw .duplicateStyle(style.name) }
            var implemented: Set<String> = []
            for variant in style.variants {
                guard screens.contains(variant.screen) else { throw .unknownScreen(style: style.name, screen: variant.screen.name) }
                guard implemented.insert(variant.screen.name).inserted else {
                    throw .duplicateVariant(style: style.name, screen: variant.screen.name)
                }
            }
        }
        var seenScreens: Set<String> = []
        // Commands, inputs and outputs are named without their screen, so each name
        // belongs to one screen.
        var commands: [String: String] = [:]
        var inputs: [String: String] = [:]
        var outputs: [String: String] = [:]
        for screen in screens {
            try checkName(screen.name, of: "screen")
            guard seenScreens.insert(screen.name).inserted else { throw .duplicateScreen(screen.name) }
            guard styles.contains(where: { $0.variant(of: screen) != nil }) else { throw .screenWithoutStyle(screen.name) }
            for input in screen.inputs {
                if let flag = input.enabledBy, screen.output(named: flag)?.format != .flag {
                    throw .badEnabledBy(screen: screen.name, input: input.name, output: flag)
                }
                if let flag = input.ignoredWhile, screen.output(named: flag)?.format != .flag {
                    throw .badIgnoredWhile(screen: screen.name, input: input.name, output: flag)
                }
            }
            for input in screen.inputs {
                try checkName(input.name, of: "input")
                try checkName(input.command, of: "command")
                if let other = commands[input.command.lowercased()] { throw .duplicateCommand(input.command, screens: [other, screen.name]) }
                if let other = inputs[input.name] { throw .duplicateName(input.name, screens: [other, screen.name]) }
                commands[input.command.lowercased()] = screen.name
                inputs[input.name] = screen.name
            }
            for output in screen.outputs {
                try checkName(output.name, of: "output")
                if let other = outputs[output.name] { throw .duplicateName(output.name, screens: [other, screen.name]) }
                outputs[output.name] = screen.name
            }
        }
    }

    /// Names are typed as one word: letters, digits, `-` and `_`, starting with a letter.
    package static func checkName(_ name: String, of kind: String) throws(CatalogError) {
        let allowed = name.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, allowed else { throw .badName(name, of: kind) }
    }

    /// Builds `variant` once on a throwaway clock and checks its ports against its screen.
    private static func check(_ variant: Variant, of style: Style) throws(CatalogError) {
        let scheduler = TestScheduler(initialClock: 0)
        let ports = variant.ports(in: VariantEnvironment(scheduler: scheduler))
        let screen = variant.screen
        /// The one port named `name`: none is `missing`, two are a duplicate.
        func onePort<Port>(_ name: String, in ports: [Port], named: (Port) -> String, missing: CatalogError) throws(CatalogError) -> Port {
            let matching = ports.filter { named($0) == name }
            guard let port = matching.first else { throw missing }
            guard matching.count == 1 else { throw .duplicatePort(style: style.name, screen: screen.name, port: name) }
            return port
        }
        for input in screen.inputs {
            let port = try onePort(input.name, in: ports.inputs, named: \.name,
                                   missing: .missingInput(style: style.name, screen: screen.name, input: input.name))
            guard port.valueType == input.type else {
                throw .wrongInputType(style: style.name, input: input.name, screenType: input.type, portType: port.valueType)
            }
        }
        for output in screen.outputs {
            let port = try onePort(output.name, in: ports.outputs, named: \.name,
                                   missing: .missingOutput(style: style.name, screen: screen.name, output: output.name))
            guard port.format == output.format else {
                throw .wrongOutputFormat(style: style.name, output: output.name, screenFormat: output.format, portFormat: port.format)
            }
        }
        if let extra = ports.inputs.first(where: { screen.input(named: $0.name) == nil }) {
            throw .unknownPort(style: style.name, screen: screen.name, port: extra.name, kind: "input")
        }
        if let extra = ports.outputs.first(where: { screen.output(named: $0.name) == nil }) {
            throw .unknownPort(style: style.name, screen: screen.name, port: extra.name, kind: "output")
        }
    }
}
