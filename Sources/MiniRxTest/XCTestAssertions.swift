#if canImport(XCTest)
import MiniRx
import MiniRxTestCore
import XCTest

// RxTest's XCTest assertions over recorded events. Errors compare by type and
// description (RxTest's rule on Linux). A failure names both sequences and the first
// position where they differ.

/// Asserts that two lists of events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of a single's events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, by: { left, right in
        switch (left, right) {
        case (.success(let left), .success(let right)): left == right
        case (.failure(let left), .failure(let right)): type(of: left) == type(of: right) && "\(left)" == "\(right)"
        default: false
        }
    }, file: file, line: line)
}

/// Asserts that two lists of a maybe's events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of a completable's events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal: the same events at the same times.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of recorded events of optional elements are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSame(lhs, rhs, file: file, line: line)
}

/// Asserts that `stream` holds only `next` events, of `elements` in order.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    if let end = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(end)", file: file, line: line)
        return
    }
    assertSame(stream.compactMap(\.value.element), elements, file: file, line: line)
}

/// Fails, naming both lists and where they part, unless they are equal.
private func assertSame<Value: Equatable>(_ lhs: [Value], _ rhs: [Value], file: StaticString, line: UInt) {
    assertSame(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails, naming both lists and where they part, unless `same` holds pairwise.
private func assertSame<Value>(_ lhs: [Value], _ rhs: [Value], by same: (Value, Value) -> Bool, file: StaticString, line: UInt) {
    let mismatch = lhs.indices.first { $0 >= rhs.count || !same(lhs[$0], rhs[$0]) }
    guard let first = mismatch ?? (lhs.count == rhs.count ? nil : lhs.count) else { return }
    XCTFail("(\(lhs)) is not equal to (\(rhs)): they differ from position \(first)", file: file, line: line)
}
#endif
