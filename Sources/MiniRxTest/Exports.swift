// `import MiniRxTest` is `import RxTest`: the test scheduler and its recordings
// (MiniRxTestCore, which vmrepl's sessions run on), and RxTest's XCTest helpers.
@_exported import MiniRxTestCore
