extension ObservableType {
    /// Sorts the elements into groups by `keySelector`: emits a ``GroupedObservable`` the
    /// first time a key comes, then sends it that element and every later one with its key.
    ///
    /// A group gets elements only while subscribed (it is hot). The source stays subscribed
    /// while the result or any group is. Completion and errors reach every group, in the
    /// order their keys first came (RxSwift's order is its dictionary's), then the result.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Producer("groupBy") { sink in
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: subscription)
            var groups: [Key: PublishSubject<Element>] = [:]
            var keys: [Key] = []
            // Completion (`nil`) or an error, to every group and then the result.
            func end(_ error: Swift.Error?) {
                for key in keys { groups[key]?.on(error.map { .error($0) } ?? .completed) }
                sink.on(error.map { .error($0) } ?? .completed)
                subscription.dispose()
            }
            subscription.setDisposable(source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    let key: Key
                    do {
                        key = try keySelector(element)
                    } catch {
                        end(error)
                        return
                    }
                    if let group = groups[key] {
                        group.onNext(element)
                        return
                    }
                    let group = PublishSubject<Element>()
                    groups[key] = group
                    keys.append(key)
                    let members = Producer<Element>("groupBy") { member in
                        let release = refCount.retain()
                        return Disposables.create(release, group.subscribe(eventHandler: member.on))
                    }
                    sink.onNext(GroupedObservable(key: key, source: members))
                    group.onNext(element)
                case .error(let error):
                    end(error)
                case .completed:
                    end(nil)
                }
            }))
            return refCount
        }
    }
}
