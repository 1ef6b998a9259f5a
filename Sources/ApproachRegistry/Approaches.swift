import ApproachACAlertView
import ApproachAlertWindow
import ApproachAlertWindowSwift
import ApproachBlocksKit
import ApproachDAAlertController
import ApproachETAlertView
import ApproachPlainAlertController
import ApproachReferenceAlert
import ApproachSDCAlertView
import ApproachSwiftEntryKit
import ApproachSwiftUIAlert
import ApproachSwiftUIAlertCenter
import ApproachTopViewController
import Presentable

/// The approaches under comparison, in report order: the one list in code, which the
/// command and the tests pass in, and from which the prediction files, the sign-up examples
/// and the report's prose are derived. Adding an approach is one line here, its target,
/// and its predictions file.
public enum Approaches {
  public static var all: [any Presentable.Type] {
    [
      ETAlertViewApproach.self, ACAlertViewApproach.self, BlocksKitApproach.self,
      DAAlertControllerApproach.self,
      AlertWindowApproach.self, AlertWindowSwiftApproach.self, PlainAlertControllerApproach.self,
      TopViewControllerApproach.self, SDCAlertViewApproach.self, SwiftEntryKitApproach.self,
      ReferenceAlertApproach.self,
      SwiftUIAlertApproach.self, SwiftUIAlertCenterApproach.self,
    ]
  }
}
