//
//  RepositorySearching.swift
//  The app's repository search service, as its view model sees it.
//

import RxSwift

protocol RepositorySearching {
    /// One page of repository names for `query`; page 1 is the first.
    func search(_ query: String, page: Int) -> RxSwift.Observable<[String]>
}
