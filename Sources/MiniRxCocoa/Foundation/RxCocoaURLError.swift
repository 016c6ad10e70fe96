#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed.
public enum RxCocoaURLError: Swift.Error {
    /// The session gave neither a response nor data, and no error.
    case unknown
    /// The response is not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The status code is outside `200 ..< 300`; `data` is the body that came with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body is not JSON.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// The error in a sentence, as RxCocoa words it.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}
