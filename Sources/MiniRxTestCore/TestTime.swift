/// A point of virtual time in a ``TestScheduler``: a whole number of ticks.
public typealias TestTime = Int
