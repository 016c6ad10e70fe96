/// The parts joined into one string, its room reserved once: every line vmrepl prints is
/// put together from parts.
func concatenated(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> String {
    var line = ""
    line.reserveCapacity(a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count)
    for part in [a, b, c, d, e] { line += part }
    return line
}
