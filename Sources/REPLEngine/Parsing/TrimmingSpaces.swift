extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        guard let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}
