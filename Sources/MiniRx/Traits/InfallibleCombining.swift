// `combineLatest` and `zip` of two to eight infallible sequences, and `combineLatest` of a
// collection, as RxSwift declares them: each the `Observable` operator kept infallible.

extension Infallible {
    /// The latest elements of 2 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 3 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 4 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 5 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 6 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 7 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of 8 sequences combined by `resultSelector`, each time one emits
    /// once all have.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of 2 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType>(_ source1: O1, _ source2: O2) -> Infallible<(O1.Element, O2.Element)> {
        Infallible.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The latest elements of 3 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Infallible<(O1.Element, O2.Element, O3.Element)> {
        Infallible.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The latest elements of 4 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// The latest elements of 5 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The latest elements of 6 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The latest elements of 7 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The latest elements of 8 sequences as a tuple, each time one emits once all have.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType, O8: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

extension InfallibleType {
    /// The n-th elements of 2 sequences combined by `resultSelector`.
    public static func zip<E1, E2>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 3 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 4 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 5 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 6 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 7 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The n-th elements of 8 sequences combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, _ source8: Infallible<E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of every sequence in `collection` combined by `resultSelector`,
    /// each time one emits once all have.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element)
        -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every sequence in `collection`, as an array.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
        where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
