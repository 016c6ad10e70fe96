import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit XML report read back with a real XML parser: reading fails on a document that
/// is not well-formed.
struct JUnitDocument {
    struct TestCase {
        let name: String
        /// `passed`, `failure` or `error`.
        var outcome = "passed"
        var message = ""
        var body = ""
    }

    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String
    }

    private(set) var cases: [TestCase] = []
    private(set) var suiteAttributes: [String: String] = [:]

    init(contentsOf url: URL) throws {
        let reader = Reader()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = reader
        guard parser.parse() else {
            throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "unknown parse error")
        }
        cases = reader.cases
        suiteAttributes = reader.suiteAttributes
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var cases: [TestCase] = []
        var suiteAttributes: [String: String] = [:]
        private var inOutcome = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuite": suiteAttributes = attributes
            case "testcase": cases.append(TestCase(name: attributes["name"] ?? ""))
            case "failure", "error":
                cases[cases.count - 1].outcome = name
                cases[cases.count - 1].message = attributes["message"] ?? ""
                inOutcome = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inOutcome { cases[cases.count - 1].body += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" || name == "error" { inOutcome = false }
        }
    }
}
