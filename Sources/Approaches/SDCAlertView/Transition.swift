#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Reduced port of SDCAlertView 12.0.5 Source/Presentation/Transition.swift and
// PresentationController.swift. Line numbers are those files'.
//
// Left out: AnimationController.swift (the scale-and-fade animator of alerts, :31-57), which
// only animates; UIKit's own transition, used for sheets (Transition.swift:26-28 returns
// nil), adds and removes the presented view just the same. And the presentation
// controller's dimming view and tint dimming (PresentationController.swift:15-42), drawn
// under the alert, which the matrix does not read.

/// Transition.swift:3-36 (named SDCTransition since 12.0.5, commit 7746b40, to avoid a clash
/// with an Xcode 16 class). The alert holds it strongly (AlertController.swift:133-134),
/// because `transitioningDelegate` is weak (Apple: UIViewController.transitioningDelegate).
final class SDCTransition: NSObject, UIViewControllerTransitioningDelegate {
  private let alertStyle: AlertControllerStyle

  init(alertStyle: AlertControllerStyle) {
    self.alertStyle = alertStyle
  }

  /// Transition.swift:13-20: a custom presentation controller for both styles. It does not
  /// override `shouldRemovePresentersView`, whose default is false (Apple:
  /// UIPresentationController.shouldRemovePresentersView): the presenter's view stays in
  /// the window under the alert (W9).
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    PresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// PresentationController.swift:3-43, reduced to the class: what the matrix observes of it is
/// UIKit's defaults, the presented view over the whole container
/// (frameOfPresentedViewInContainerView) and the presenter's view left in place.
final class PresentationController: UIPresentationController {}
