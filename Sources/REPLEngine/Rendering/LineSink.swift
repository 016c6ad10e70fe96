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
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Forgets the lines, keeping the storage for the next ones.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(line: String) {
        add(line)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        add(a)
        add(b)
        if !c.isEmpty { add(c) }
        if !d.isEmpty { add(d) }
        if !e.isEmpty { add(e) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends the string's UTF-8 in one copy from its storage where it has one.
    private mutating func add(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }
}
