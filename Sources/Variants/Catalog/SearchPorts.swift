import MiniFluxer
import RxLibraries
import StyleKit

/// The type-ahead screen's three outputs in their fixed order, for styles that expose
/// no current value: `unreadable` says why.
func searchOutputs(
    repos: RxLibraries.Observable<[String]>,
    isLoading: RxLibraries.Observable<Bool>,
    message: RxLibraries.Observable<String>,
    unreadable: String
) -> [OutputPort] {
    [
        .observable(Screen.TypeAhead.repos, repos, unreadable: unreadable),
        .observable(Screen.TypeAhead.isLoading, isLoading, unreadable: unreadable),
        .observable(Screen.TypeAhead.message, message, unreadable: unreadable),
    ]
}

/// The type-ahead screen's three outputs for the Flux styles: store values seen as
/// streams, and read for `state`.
func fluxSearchOutputs(repos: ObservableValue<[String]>, isLoading: ObservableValue<Bool>, message: ObservableValue<String>) -> [OutputPort] {
    let repos = readTraced(repos, as: Screen.TypeAhead.repos)
    let isLoading = readTraced(isLoading, as: Screen.TypeAhead.isLoading)
    let message = readTraced(message, as: Screen.TypeAhead.message)
    return [
        .observable(Screen.TypeAhead.repos, rxObservable(repos), current: { repos.value }),
        .observable(Screen.TypeAhead.isLoading, rxObservable(isLoading), current: { isLoading.value }),
        .observable(Screen.TypeAhead.message, rxObservable(message), current: { message.value }),
    ].map(fluxOutput)
}

/// What of the Flux styles' search runs on RxSwift itself with the `RealRxSwift` trait:
/// its debounce and requests, made with RxLibraries; `nil` on MiniRx.
let searchRequestOnRxSwift: String? = RxLibrariesInUse.areMiniRx ? nil : "the search's debounce and requests"
