/// The base class of RxSwift's disposables, kept for code that names it.
public class DisposeBase {
    init() {}
}
