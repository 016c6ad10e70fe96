import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import REPLEngine

/// The geometry of the SVG marble diagrams the engine writes, read back from the SVG:
/// no two marbles overlap, everything is inside the picture, nothing the diagram names is
/// cut, every event is drawn or counted, text is legible and has WCAG AA contrast.
@Suite struct MarbleSVGGeometryTests {
    /// What the SVG holds, read with an XML parser.
    final class Picture: NSObject, XMLParserDelegate {
        struct Circle { let x, y, r: Double; let fill: String }
        struct Text { let x, y: Double; let anchor: String; let size: Double; let bold: Bool; let fill: String; var content: String }
        var width = 0.0, height = 0.0, declaredWidth = 0.0, declaredHeight = 0.0
        var background = ""
        var circles: [Circle] = []
        var texts: [Text] = []
        private var offset = (x: 0.0, y: 0.0)
        private var fontSize = 0.0
        private var inText = false

        init(_ svg: String) {
            super.init()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = self
            #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            switch name {
            case "svg":
                let box = (attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
                width = box.count == 4 ? box[2] : 0
                height = box.count == 4 ? box[3] : 0
                declaredWidth = number("width")
                declaredHeight = number("height")
                fontSize = number("font-size")
            case "rect" where background.isEmpty:
                background = attributes["fill"] ?? ""
            case "g":
                let values = (attributes["transform"] ?? "").drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
                if values.count == 2 { offset = (values[0], values[1]) }
            case "circle":
                circles.append(Circle(x: number("cx") + offset.x, y: number("cy") + offset.y, r: number("r"), fill: attributes["fill"] ?? ""))
            case "text":
                inText = true
                texts.append(Text(x: number("x") + offset.x, y: number("y") + offset.y, anchor: attributes["text-anchor"] ?? "start",
                                  size: attributes["font-size"].flatMap(Double.init) ?? fontSize, bold: attributes["font-weight"] == "bold",
                                  fill: attributes["fill"] ?? "", content: ""))
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1].content += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { offset = (0, 0) }
            if name == "text" { inText = false }
        }

        /// The texts written on marbles.
        var marbleTexts: [String] {
            texts.filter { text in circles.contains { abs($0.x - text.x) < 1 && abs($0.y - (text.y - 5)) < 1 } }.map(\.content)
        }

        /// The horizontal extent a text takes, estimated as a wide sans-serif font sets it.
        func extent(_ text: Text) -> ClosedRange<Double> {
            let width = Double(text.content.count) * text.size * (text.bold ? 0.68 : 0.62)
            switch text.anchor {
            case "middle": return (text.x - width / 2)...(text.x + width / 2)
            case "end": return (text.x - width)...text.x
            default: return text.x...(text.x + width)
            }
        }
    }

    /// The SVG that `marbles --svg` writes after `commands`.
    func svg(_ commands: [String], _ marbles: String = "marbles --svg out.svg") throws -> (text: String, note: String) {
        let engine = Engine()
        var written: [UInt8]?
        engine.fileWriter = { _, bytes, _ in written = bytes; return nil }
        for command in commands { _ = engine.execute(command) }
        let (lines, status) = engine.execute(marbles)
        #expect(status == .succeeded, "\(lines)")
        return (String(decoding: try #require(written), as: UTF8.self), lines.first?.text ?? "")
    }

    /// Every rule of a picture fit for a slide.
    func expectFitForASlide(_ picture: Picture, _ context: String) {
        for (index, one) in picture.circles.enumerated() {
            #expect(one.x - one.r >= 0 && one.x + one.r <= picture.width && one.y - one.r >= 0 && one.y + one.r <= picture.height, "\(context): a marble outside the picture")
            for other in picture.circles[(index + 1)...] {
                let distance = ((one.x - other.x) * (one.x - other.x) + (one.y - other.y) * (one.y - other.y)).squareRoot()
                #expect(distance >= one.r + other.r, "\(context): marbles at \(one.x),\(one.y) and \(other.x),\(other.y) overlap")
            }
        }
        for text in picture.texts {
            let extent = picture.extent(text)
            #expect(extent.lowerBound >= 0 && extent.upperBound <= picture.width, "\(context): '\(text.content)' runs out of the picture")
            #expect(text.y <= picture.height && text.y - text.size >= 0, "\(context): '\(text.content)' is above or below the picture")
            #expect(!text.content.contains("…"), "\(context): '\(text.content)' is cut")
            #expect(text.size >= 14, "\(context): '\(text.content)' is \(text.size) px")
        }
        #expect(picture.width <= 1920 || picture.declaredWidth <= 1920, "\(context): wider than a slide")
    }

    /// The relative luminance of `#rrggbb`, as WCAG 2 defines it.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func contrast(_ one: String, _ other: String) -> Double {
        let (a, b) = (luminance(one), luminance(other))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Lesson 11's contrast, from the issue: property and scan emit 1, 2, 3 in one frame,
    /// observation only 3. Every one of them is its own marble.
    @Test func eventsInOneFrameNeverOverlap() throws {
        for theme in ["light", "dark"] {
            let (text, _) = try svg(["use property scan observation", "countup 3", "countup", "complete countUp"], "marbles --svg f.svg --theme \(theme) count")
            let picture = Picture(text)
            expectFitForASlide(picture, theme)
            let values = picture.marbleTexts
            // property and scan: 0 1 2 3 4; observation: 3 4.
            #expect(values.filter { $0 == "1" }.count == 2 && values.filter { $0 == "2" }.count == 2 && values.filter { $0 == "3" }.count == 3, "\(values)")
            #expect(picture.circles.count == 12)
        }
    }

    @Test func everyEventIsDrawnOrCountedWhereItWasLeftOut() throws {
        let (text, _) = try svg(["use property", "countup 20"], "marbles --svg out.svg count")
        let picture = Picture(text)
        expectFitForASlide(picture, "countup 20")
        // The start's 0 and the first 8 of the 20, then +12 for the rest.
        #expect(picture.circles.count == 9)
        #expect(picture.texts.contains { $0.content == "+12" })
        #expect(picture.texts.contains { $0.content.contains("+N: N more events in that frame, not drawn") })
    }

    @Test func nothingTheDiagramNamesIsCutAndALongSessionStaysSlideWide() throws {
        var commands = ["email demo@example.com", "password secret123", "subscribe isLoggingIn", "login", "tick 1000", "error countUp"]
        for round in 0..<120 { commands.append(round % 2 == 0 ? "login" : "tick 400") }
        let (text, _) = try svg(commands)
        let picture = Picture(text)
        expectFitForASlide(picture, "a long session")
        #expect(picture.width <= 1920)
        let names = picture.texts.map(\.content).joined(separator: " ")
        for style in ["property", "relay", "anyobserver", "scan", "unio", "mvvm", "flux", "flux-keyed", "reducer"] {
            #expect(names.contains(style), "\(style) is not named")
        }
        // Every command is in the frames list, the last one too.
        #expect(names.contains("126 tick 400"), "\(names.suffix(200))")
        // An error shows its message under its cross.
        #expect(picture.texts.contains { $0.content == "boom" })
    }

    @Test func textHasAAContrastOnItsBackgroundInBothThemes() throws {
        for theme in MarbleSVGRequest.Theme.allCases {
            let palette = MarbleSVG(theme: theme).palette
            for colour in [palette.text, palette.secondary, palette.error] {
                #expect(Self.contrast(colour, palette.background) >= 4.5, "\(theme): \(colour) on \(palette.background)")
            }
            for fill in palette.values {
                #expect(Self.contrast(palette.valueText, fill) >= 4.5, "\(theme): \(palette.valueText) on \(fill)")
                #expect(Self.contrast(fill, palette.background) >= 3, "\(theme): a \(fill) marble on \(palette.background)")
            }
            let (text, _) = try svg(["countup", "error countUp"], "marbles --svg f.svg --theme \(theme.rawValue)")
            let picture = Picture(text)
            for item in picture.texts where !item.fill.isEmpty {
                // A value's text is on its marble, every other text on the background.
                let under = picture.circles.first { abs($0.x - item.x) < 1 && abs($0.y - (item.y - 5)) < 1 }?.fill ?? picture.background
                #expect(Self.contrast(item.fill, under) >= 4.5, "\(theme): '\(item.content)' in \(item.fill) on \(under)")
            }
        }
    }

    /// Values, errors and completion differ in shape and colour; each value has its own
    /// colour, the same wherever it appears.
    @Test func valuesHaveColoursOfTheirOwn() throws {
        let picture = Picture(try svg(["use scan", "countup 2", "complete countUp"], "marbles --svg out.svg count").text)
        let fills = Dictionary(grouping: picture.circles, by: \.fill)
        #expect(fills.count == 3, "0, 1 and 2 in three colours: \(fills.keys)")
        #expect(picture.texts.allSatisfy { $0.content != "|" }, "completion is a bar, not a character")
    }

    @Test func aSlideShapeCentresThePictureAndSaysWhenTextGetsSmall() throws {
        let (text, note) = try svg(["countup"], "marbles --svg s.svg --size 16:9 count")
        let picture = Picture(text)
        #expect(picture.declaredWidth == 1920 && picture.declaredHeight == 1080)
        #expect(abs(picture.width / picture.height - 16.0 / 9.0) < 0.01)
        expectFitForASlide(picture, "16:9")
        #expect(note.hasSuffix(", 16:9"))
        var tall: [String] = []
        for _ in 0..<6 { tall += ["subscribe count", "subscribe validEmail"] }
        let (_, small) = try svg(tall + ["countup"], "marbles --svg s.svg --size 4:3")
        #expect(small.contains("px on the slide, too small for a projector"), "\(small)")
    }

    @Test func anExistingFileIsKeptUnlessForce() throws {
        let engine = Engine()
        var replacing: [Bool] = []
        engine.fileWriter = { _, _, replace in replacing.append(replace); return replace ? nil : "it exists; add --force to replace it" }
        #expect(engine.execute("marbles --svg a.svg").lines.first?.text == "error: cannot write 'a.svg': it exists; add --force to replace it")
        #expect(engine.execute("marbles --svg a.svg --force").status == .succeeded)
        #expect(replacing == [false, true])
        #expect(engine.execute("marbles --force").lines.first?.text.hasPrefix("error: --theme, --size and --force are for the SVG file") == true)
        #expect(engine.execute("marbles --svg a.svg --size 5:4").lines.first?.text.hasPrefix("error: '5:4' is not a value of --size; it takes 16:9 or 4:3") == true)
    }
}
