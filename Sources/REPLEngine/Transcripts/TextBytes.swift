/// A transcript's bytes, read-only and in one place for as long as this lives: an
/// array's, or memory that a file is mapped into.
///
/// A file mapped into memory is read by the checks straight from the system's cache: a
/// hundred thousand commands' transcript is tens of megabytes, and copying it into an
/// array first took longer than anything else before the first command could run.
public final class TextBytes: @unchecked Sendable {
    // Unchecked: nothing is ever written through either storage, and the mapping is
    // released only when the last reference goes.
    private enum Storage {
        case array([UInt8])
        case mapped(UnsafeBufferPointer<UInt8>, release: () -> Void)
    }

    private let storage: Storage

    /// The bytes of `array`.
    public init(_ array: [UInt8]) {
        storage = .array(array)
    }

    /// Bytes that stay where they are until `release` is called, when this is released.
    public init(unsafeMapped bytes: UnsafeBufferPointer<UInt8>, release: @escaping () -> Void) {
        storage = .mapped(bytes, release: release)
    }

    deinit {
        if case .mapped(_, let release) = storage { release() }
    }

    /// How many bytes there are.
    public var count: Int {
        switch storage {
        case .array(let array): array.count
        case .mapped(let bytes, _): bytes.count
        }
    }

    /// Calls `body` with the bytes, where they are.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .array(let array): try array.withUnsafeBufferPointer(body)
        case .mapped(let bytes, _): try body(bytes)
        }
    }

    /// The bytes as an array: the array itself, or a copy of the mapped ones.
    public var array: [UInt8] {
        switch storage {
        case .array(let array): array
        case .mapped(let bytes, _): Array(bytes)
        }
    }

    /// A copy of the bytes in `range`.
    subscript(range: Range<Int>) -> [UInt8] {
        withUnsafeBufferPointer { Array($0[range]) }
    }
}
