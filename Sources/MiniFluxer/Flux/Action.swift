/// Something that happened, dispatched to every store's handler.
public protocol Action {}
