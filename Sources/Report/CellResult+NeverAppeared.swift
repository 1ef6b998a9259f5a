import Matrix

extension CellResult {
  /// Whether the cell failed because its alert never appeared: the worst a failure can be,
  /// so a card or a recommendation names such a cell before other failures.
  var alertNeverAppeared: Bool {
    verdict.outcome == .fail
      && verdict.findings.contains {
        if case .failed(let failure) = $0 { return failure.check == .appeared }
        return false
      }
  }
}
