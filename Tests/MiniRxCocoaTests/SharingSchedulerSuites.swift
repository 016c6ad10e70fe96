import Testing

/// Every suite that mocks `SharingScheduler`, which is global as RxCocoa's is: nested
/// here so that they run one test at a time, never two mocks at once.
@Suite(.serialized) enum SharingSchedulerSuites {}
