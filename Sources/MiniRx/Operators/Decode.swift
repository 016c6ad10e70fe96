import Foundation

/// A decoder of `Data`, such as `JSONDecoder`: what ``ObservableType/decode(type:decoder:)``
/// decodes with.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element as a value of `type` with `decoder`; a failure ends the
    /// sequence with its error.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
