/// Where rendered text goes, a line at a time: strings to print, or bytes to compare.
protocol LineSink {
    /// Appends a line.
    mutating func append(line: String)
    /// Appends one line made of the parts, in order.
    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String)
}

extension LineSink {
    /// Appends one line made of the parts, in order.
    mutating func append(_ a: String, _ b: String, _ c: String = "") {
        append(a, b, c, "", "")
    }
}

/// Lines as strings, for printing.
extension Array: LineSink where Element == String {
    mutating func append(line: String) {
        append(line)
    }

    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        append(concatenated(a, b, c, d, e))
    }
}

/// Lines as UTF-8 bytes, each ending in a newline, with no string made for them: for
/// transcripts, which are compared byte for byte.
struct ByteLines: LineSink {
    /// The bytes, then room for more: `storage` is kept longer than ``count``, so that a
    /// line's parts are copied in with `memcpy`; `Array.append(contentsOf:)` cost several
    /// times that for the short parts a line is made of.
    private var storage: [UInt8]
    /// How many bytes of `storage` are lines.
    private(set) var count = 0

    init(reservingCapacity capacity: Int) {
        storage = [UInt8](repeating: 0, count: max(capacity, 64))
    }

    /// The lines' bytes.
    var bytes: [UInt8] {
        Array(storage[0..<count])
    }

    /// Calls `body` with the lines' bytes.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Forgets the lines, keeping the storage for the next ones.
    mutating func removeAll() {
        count = 0
    }

    mutating func append(line: String) {
        add(line)
        addNewline()
    }

    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        add(a)
        add(b)
        if !c.isEmpty { add(c) }
        if !d.isEmpty { add(d) }
        if !e.isEmpty { add(e) }
        addNewline()
    }

    /// Makes room for `more` bytes after ``count``, doubling the storage when it is short.
    private mutating func reserve(_ more: Int) {
        let needed = count + more
        if needed > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count * 2) - storage.count))
        }
    }

    private mutating func addNewline() {
        reserve(1)
        storage[count] = UInt8(ascii: "\n")
        count += 1
    }

    /// Appends the string's UTF-8 in one copy from its storage.
    private mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { source in
            guard let from = source.baseAddress, !source.isEmpty else { return }
            reserve(source.count)
            let at = count
            storage.withUnsafeMutableBufferPointer { storage in
                if let to = storage.baseAddress { (to + at).update(from: from, count: source.count) }
            }
            count += source.count
        }
    }
}
