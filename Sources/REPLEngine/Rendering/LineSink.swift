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

    mutating func append(line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        bytes.append(contentsOf: a.utf8)
        bytes.append(contentsOf: b.utf8)
        if !c.isEmpty { bytes.append(contentsOf: c.utf8) }
        if !d.isEmpty { bytes.append(contentsOf: d.utf8) }
        if !e.isEmpty { bytes.append(contentsOf: e.utf8) }
        bytes.append(UInt8(ascii: "\n"))
    }
}
