import Testing

/// Everything around the matrix: the fixture loader, isolation, the command line, the report
/// files and the documents; the tests live in extensions, one file per concern.
@Suite("Harness")
struct HarnessTests {}
