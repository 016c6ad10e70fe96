// Waits with `toBlocking()` on the process's main thread, outside any dispatch block, as
// an app's or an XCTest's main thread does, for work queued on the main queue. Run by
// MiniRxBlocking's tests; prints what each wait gave, one line each.
import MiniRx
import MiniRxBlocking

let immediate = try Observable.just(42, scheduler: MainScheduler.instance).toBlocking(timeout: 5).first()
print("instance \(immediate.map(String.init) ?? "nil")")
let queued = try Observable.just(43, scheduler: MainScheduler.asyncInstance).toBlocking(timeout: 5).toArray()
print("asyncInstance \(queued)")
let delayed = try Observable.just(44).delay(.milliseconds(20), scheduler: MainScheduler.instance).toBlocking(timeout: 5).first()
print("delay \(delayed.map(String.init) ?? "nil")")
do {
    _ = try Observable<Int>.never().toBlocking(timeout: 0.1).first()
    print("never: no timeout")
} catch {
    print("never: \(error)")
}
