import Testing

/// Checks that an exit test ended with iOS's termination line for this exception.
public func expectTermination(
  _ result: ExitTest.Result?, name: String, reasonContaining reason: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    endedWithTermination(
      standardError: result?.standardErrorContent, name: name, reasonContaining: reason),
    sourceLocation: sourceLocation)
}
