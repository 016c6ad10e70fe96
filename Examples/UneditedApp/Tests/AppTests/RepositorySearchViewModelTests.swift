//
//  RepositorySearchViewModelTests.swift
//  The app's own test of its search, as it runs on RxSwift with RxTest.
//

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import unedited_vmrepl

private struct StubSearch: RepositorySearching {
    let scheduler: TestScheduler

    func search(_ query: String, page: Int) -> RxSwift.Observable<[String]> {
        RxSwift.Observable.just((1...2).map { "\(query)-\(page)-\($0)" })
            .delay(.seconds(1), scheduler: scheduler)
    }
}

final class RepositorySearchViewModelTests: XCTestCase {
    func testTypingThenScrollingShowsTwoPages() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let viewModel = RepositorySearchViewModel(api: StubSearch(scheduler: scheduler), scheduler: scheduler)
        let disposeBag = DisposeBag()
        scheduler.createColdObservable([.next(100, "r"), .next(200, "rx")])
            .bind(to: viewModel.searchText)
            .disposed(by: disposeBag)
        scheduler.createColdObservable([.next(2_000, ())])
            .bind(to: viewModel.loadNextPage)
            .disposed(by: disposeBag)

        let repositories = scheduler.start(created: 0, subscribed: 0, disposed: 5_000) {
            viewModel.repositories.asDriver(onErrorJustReturn: [])
        }

        XCTAssertEqual(repositories.events, [
            .next(0, []),
            .next(1_500, ["rx-1-1", "rx-1-2"]),
            .next(3_000, ["rx-1-1", "rx-1-2", "rx-2-1", "rx-2-2"]),
        ])
    }
}
