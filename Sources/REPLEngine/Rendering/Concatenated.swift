/// The parts joined into one string: their bytes copied once into a string of the right
/// size. Appending string to string costs hundreds of instructions per part, and every
/// line vmrepl prints is put together from parts.
func concatenated(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> String {
    let length = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
    return String(unsafeUninitializedCapacity: length) { buffer in
        var offset = 0
        func put(_ part: String) {
            if part.isEmpty { return }
            offset += UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: part.utf8).1
        }
        put(a)
        put(b)
        put(c)
        put(d)
        put(e)
        return offset
    }
}
