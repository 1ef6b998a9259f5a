import Testing

/// Each approach as its document describes it, flaws included, its usage examples, and its
/// Presentable conformance; the tests live in extensions, one file per approach or concern.
@Suite("Approaches")
struct ApproachTests {}
