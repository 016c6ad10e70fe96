/// Rendered lines, appended a line at a time.
extension Array where Element == String {
    /// Appends one line made of the parts, in order.
    mutating func append(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") {
        append(concatenated(a, b, c, d, e))
    }
}
