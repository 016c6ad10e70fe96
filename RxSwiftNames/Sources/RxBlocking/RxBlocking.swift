// `import RxBlocking` is MiniRxBlocking: `toBlocking()`.
@_exported import MiniRxBlocking
