/// A data source whose model is in sections: what a table's or a collection's reactive
/// data source adopts, as RxCocoa declares it.
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws `RxCocoaError.itemsNotYetBound(object:)` where
    /// the data source has no sections yet.
    func model(at indexPath: IndexPath) throws -> Any
}
