// `zip` of two to eight singles or maybes, as RxSwift has them: each the `Observable`
// operator of the same arity kept within the trait.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 2 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 3 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 4 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 5 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 6 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 7 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 8 singles combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 2 singles as a tuple, once each has one.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The elements of 3 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The elements of 4 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// The elements of 5 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// The elements of 6 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The elements of 7 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// The elements of 8 singles as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 2 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 3 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 4 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 5 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 6 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 7 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of 8 maybes combined by `resultSelector`, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 2 maybes as a tuple, once each has one.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The elements of 3 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The elements of 4 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// The elements of 5 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// The elements of 6 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The elements of 7 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// The elements of 8 maybes as a tuple, once each has one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}
