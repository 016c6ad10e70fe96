#if RealRxSwift
import MiniRx
import RxSwift

// What the `RealRxSwift` trait adds for code built against RxSwift (the shipped view
// models, and a team's files that import RxLibraries): the session's time and the login
// API in RxSwift's types. It only adds: every declaration of a default build is there
// with the same types, so a team's MiniRx code builds unchanged with the trait on.

extension VariantEnvironment {
    /// ``scheduler``'s virtual time as an RxSwift scheduler.
    public var rxSwiftScheduler: RxSwift.SchedulerType {
        RxSwiftScheduler(scheduler)
    }
}

extension LoginAPI {
    /// ``login(email:password:)`` as an RxSwift `Observable`, for RxSwift code: the same
    /// request on the same virtual time. Disfavoured, so that code that could take either
    /// (a team's MiniRx code) gets the MiniRx one it was written for.
    @_disfavoredOverload
    public func login(email: String, password: String) -> RxSwift.Observable<String> {
        let request: MiniRx.Observable<String> = login(email: email, password: password)
        return RxSwift.Observable.create { observer in
            let subscription = request.subscribe { event in
                switch event {
                case .next(let token): observer.onNext(token)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            return RxSwift.Disposables.create(with: subscription.dispose)
        }
    }
}
extension RepoSearchAPI {
    /// ``search(_:page:)`` as an RxSwift `Observable`, for RxSwift code: the same request
    /// on the same virtual time. Disfavoured, as ``LoginAPI``'s `login` is.
    @_disfavoredOverload
    public func search(_ query: String, page: Int = 1) -> RxSwift.Observable<[String]> {
        let request: MiniRx.Observable<[String]> = search(query, page: page)
        return RxSwift.Observable.create { observer in
            let subscription = request.subscribe { event in
                switch event {
                case .next(let repos): observer.onNext(repos)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            return RxSwift.Disposables.create(with: subscription.dispose)
        }
    }
}
#endif
