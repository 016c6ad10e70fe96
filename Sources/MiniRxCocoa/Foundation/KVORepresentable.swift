/// A type whose value can be made from what key-value observing reports (`NSNumber` for
/// the integer types and `Bool`), as RxCocoa declares it. Linux's Foundation has no
/// key-value observing, so `NSObject.rx.observe` is not here; the protocol is, for code
/// that conforms its own types.
public protocol KVORepresentable {
    /// What key-value observing reports for the type.
    associatedtype KVOType

    /// The value `KVOValue` stands for, or `nil` where it stands for none.
    init?(KVOValue: KVOType)
}

extension KVORepresentable {
    /// The value `KVOValue` stands for; `nil` for `nil`.
    init?(KVOValue: KVOType?) {
        guard let KVOValue else { return nil }
        self.init(KVOValue: KVOValue)
    }
}

// The integer types and `Bool` from an `NSNumber`. As in RxCocoa, `Int` goes through
// `int32Value`: an `NSNumber` beyond 32 bits gives its low 32 bits, sign-extended.
extension Int: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `int32Value`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.int32Value) }
}

extension Int32: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `int32Value`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.int32Value) }
}

extension Int64: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `int64Value`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.int64Value) }
}

extension UInt: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `uintValue`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.uintValue) }
}

extension UInt32: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `uint32Value`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.uint32Value) }
}

extension UInt64: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `uint64Value`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.uint64Value) }
}

extension Bool: KVORepresentable {
    /// An `NSNumber`.
    public typealias KVOType = NSNumber
    /// The number's `boolValue`.
    public init?(KVOValue: NSNumber) { self.init(KVOValue.boolValue) }
}

extension RawRepresentable where RawValue: KVORepresentable {
    /// The case whose raw value `KVOValue` stands for; `nil` for `nil` or no such case.
    init?(KVOValue: RawValue.KVOType?) {
        guard let KVOValue, let raw = RawValue(KVOValue: KVOValue) else { return nil }
        self.init(rawValue: raw)
    }
}
