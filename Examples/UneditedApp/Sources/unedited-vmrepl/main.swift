// The one file the team writes: vmrepl with the app's RepositorySearchViewModel, its
// files unedited, on the type-ahead screen beside the shipped styles. RxLibraries and
// `rxLibrariesScheduler` are MiniRx here and RxSwift itself with vmrepl's RealRxSwift
// trait, so this file reads the same on both.
import RxLibraries
import VMREPLKit

extension RepoSearchAPI: RepositorySearching {}

let app = Style(
    name: "app", summary: "the app's RepositorySearchViewModel, its files unedited",
    keyIdea: "relays in, pages one at a time (concatMap), a new query drops the last (flatMapLatest)",
    variants: [
        Variant(of: .typeAhead) { environment in
            let viewModel = RepositorySearchViewModel(api: environment.service(RepoSearchAPI.self),
                                                      scheduler: environment.rxLibrariesScheduler)
            return ViewModelPorts(viewModel, inputs: [
                .text(Screen.TypeAhead.queryText, kind: .relay) { viewModel.searchText.accept($0) },
                .tap(Screen.TypeAhead.nextPage, kind: .relay) { viewModel.loadNextPage.accept(()) },
            ], outputs: [
                .observable(Screen.TypeAhead.repos, viewModel.repositories),
                .observable(Screen.TypeAhead.isLoading, viewModel.isLoading),
                .observable(Screen.TypeAhead.message, viewModel.message),
            ])
        },
    ]
)

VMREPL.main(adding: [app], name: "unedited-vmrepl")
