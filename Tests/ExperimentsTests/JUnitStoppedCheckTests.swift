@testable import Experiments
import Testing

/// A check that stopped the program part way (RxSwift's debug build on a misuse) is a
/// failure of its own type in JUnit, with how it ended and how long it ran.
@Suite struct JUnitStoppedCheckTests {
    @Test func aStoppedCheckIsAFailureOfTypeStopped() {
        var report = JUnitReport()
        report.add("a.vmt", .stopped(reason: "its check stopped the program part way (it ended on signal 4)"), seconds: 0.25)
        report.add("b.vmt", .passed(note: nil), seconds: 0.5)
        let xml = report.xml
        #expect(xml.contains(#"tests="2" failures="1" errors="0""#), "\(xml)")
        #expect(xml.contains(#"name="a.vmt" time="0.250""#), "\(xml)")
        #expect(xml.contains(#"<failure message="its check stopped the program part way (it ended on signal 4)" type="stopped">"#), "\(xml)")
    }
}
