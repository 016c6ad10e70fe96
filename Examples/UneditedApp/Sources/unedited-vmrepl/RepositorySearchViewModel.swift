//
//  RepositorySearchViewModel.swift
//  The app's type-ahead search: relays in, observables out, one page at a time.
//

import Foundation
import RxRelay
import RxSwift

final class RepositorySearchViewModel {
    // MARK: - Inputs
    let searchText = PublishRelay<String>()
    let loadNextPage = PublishRelay<Void>()

    // MARK: - Outputs
    let repositories: RxObservable<[String]>
    let isLoading: RxSwift.Observable<Bool>
    let message: Observable<String>

    private enum Answer {
        case cleared
        case page(Int, [String])
        case failed
    }

    private let loading = BehaviorRelay<Bool>(value: false)

    init(api: RepositorySearching, scheduler: SchedulerType) {
        let loading = self.loading
        let nextPage = loadNextPage
        let answers: RxSwift.Observable<Answer> = searchText
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> RxSwift.Observable<Answer> in
                guard !query.isEmpty else { return .just(.cleared) }
                return nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        api.search(query, page: page)
                            .map { Answer.page(page, $0) }
                            .catchAndReturn(.failed)
                            .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                    }
            }
            .share()
        repositories = answers
            .scan([String]()) { shown, answer in
                switch answer {
                case .cleared: []
                case .page(let page, let repos): page == 1 ? repos : shown + repos
                case .failed: shown
                }
            }
            .startWith([])
            .distinctUntilChanged()
        message = answers
            .map { answer in
                switch answer {
                case .cleared: ""
                case .page(let page, let repos): page == 1 && repos.isEmpty ? "no results" : ""
                case .failed: "search failed"
                }
            }
            .startWith("")
            .distinctUntilChanged()
        isLoading = loading.asObservable().distinctUntilChanged()
    }
}
