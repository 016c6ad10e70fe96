/// A 64-bit FNV-1a hash of bytes, as 16 hex digits: what a mutant's id is made from, and
/// what a report keeps of each transcript to tell, in a later run, whether it changed.
/// The same on every machine; not a defence against a file made to collide.
enum ContentHash {
    /// The hash of `bytes`.
    static func hex<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `text`'s UTF-8.
    static func hex(of text: String) -> String {
        hex(of: text.utf8)
    }
}
