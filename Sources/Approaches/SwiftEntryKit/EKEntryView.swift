#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Infra/EKEntryView.swift: an entry, the app's view with the
// attributes it is shown with, the view added inside it (:56-64, :110-119). Left out: the
// background, shadow, corners and border styles, and view-controller entries.

/// An entry and its attributes (:11-182).
class EKEntryView: UIView {
  /// The app's view and the attributes it is shown with (:13-29).
  struct Content {
    var view: UIView
    var attributes: EKAttributes
  }

  var content: Content

  var attributes: EKAttributes { content.attributes }

  init(newEntry content: Content) {
    self.content = content
    super.init(frame: UIScreen.main.bounds)
    addSubview(content.view)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Lays the entry out at a width, and returns its height.
  func layout(width: CGFloat) -> CGFloat {
    let height =
      (content.view as? EKHeightFitting)?.layout(width: width) ?? content.view.frame.height
    content.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return height
  }
}
