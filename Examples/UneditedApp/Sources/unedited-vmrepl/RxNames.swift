//
//  RxNames.swift
//  The app's own names for RxSwift's types, as RxSwiftExt and many apps declare them
//  so that RxSwift's Observable and Combine's never meet in one file.
//

import RxSwift

typealias Observable = RxSwift.Observable
typealias RxObservable = RxSwift.Observable
typealias RxDisposeBag = RxSwift.DisposeBag
