#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Reactive where Base == URLSession {
    /// Whether `URLSession.rx` prints each request as a curl command, and how it went, to
    /// standard output: in a debug build, as RxCocoa does; set it to choose.
    nonisolated(unsafe) public static var shouldLogRequest: (URLRequest) -> Bool = { _ in
        #if DEBUG
        return true
        #else
        return false
        #endif
    }
}

/// What `URLSession.rx` prints of a request when ``Reactive/shouldLogRequest`` says so.
enum URLRequestLog {
    /// `request` as a curl command: its method, body, headers and URL.
    static func curl(_ request: URLRequest) -> String {
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        for (field, value) in request.allHTTPHeaderFields ?? [:] {
            command += "\n    -H \"\(escaped(field)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\""
        return command + " -i -v"
    }

    /// How the request went, after `interval` seconds.
    static func outcome(_ response: URLResponse?, _ error: Error?, _ interval: TimeInterval) -> String {
        let milliseconds = Int(interval * 1000)
        if let response = response as? HTTPURLResponse {
            let status = response.statusCode
            return "\((200..<300).contains(status) ? "Success" : "Failure") (\(milliseconds)ms): Status \(status)"
        }
        if let error = error.map({ $0 as NSError }) {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled { return "Canceled (\(milliseconds)ms)" }
            return "Failure (\(milliseconds)ms): NSError > \(error)"
        }
        return "<Unhandled response from server>"
    }

    /// `text` with its quotes escaped for a shell's double quotes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
