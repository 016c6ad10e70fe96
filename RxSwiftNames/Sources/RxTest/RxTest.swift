// `import RxTest` is MiniRxTest: TestScheduler, its recordings and the XCTest helpers.
@_exported import MiniRxTest
