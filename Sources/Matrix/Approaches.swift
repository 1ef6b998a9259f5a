import ApproachACAlertView
import ApproachAlertWindow
import ApproachDAAlertController
import ApproachETAlertView
import ApproachPlainAlertController
import ApproachReferenceAlert
import Presentable

/// The approaches under comparison, in report order. Adding an approach is one line here,
/// its conformance, and its predictions file.
public enum Approaches {
  public static var all: [any Presentable.Type] {
    [
      ETAlertViewApproach.self, ACAlertViewApproach.self, DAAlertControllerApproach.self,
      AlertWindowApproach.self, PlainAlertControllerApproach.self, ReferenceAlertApproach.self,
    ]
  }

  /// The reference design's name: the project's own answer, what is possible.
  public static let reference = ReferenceAlertApproach.name
  /// The baseline's name: no wrapper at all.
  public static let baseline = PlainAlertControllerApproach.name

  /// The approach with this name, if there is one.
  public static func named(_ name: String) -> (any Presentable.Type)? {
    all.first { $0.name == name }
  }
}
