#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIModel
#endif

extension ButtonRole {
  /// The role of a SwiftUI button for an action of this role; none for a default action.
  public init?(_ role: ActionSpec.Role) {
    switch role {
    case .default: return nil
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
