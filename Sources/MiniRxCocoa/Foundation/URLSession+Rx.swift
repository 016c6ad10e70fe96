#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// The response to `request` and its body: one element, then completion, or the
    /// session's error (``RxCocoaURLError`` where it gave none, or a response that is
    /// not HTTP). The request is made on subscription, once per subscriber, and
    /// cancelled when the subscription is disposed first.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            // The session calls back once, on its own queue: RxSwift's events may come
            // from any thread.
            nonisolated(unsafe) let observer = observer
            let logged = Reactive<URLSession>.shouldLogRequest(request)
            let started = logged ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if logged {
                    print(URLRequestLog.curl(request))
                    print(URLRequestLog.outcome(response, error, Date().timeIntervalSince(started ?? Date())))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((http, data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of the response to `request`; fails with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)`` for a status outside
    /// `200 ..< 300`.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard (200..<300).contains(response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of the response to `request` read as JSON (`JSONSerialization`, with
    /// `options`); fails as ``data(request:)`` does, or with
    /// ``RxCocoaURLError/deserializationError(error:)``.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// ``json(request:options:)`` for a GET of `url`.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
