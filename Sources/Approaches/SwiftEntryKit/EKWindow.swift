#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Infra/EKWindow.swift: the library's own window. On iOS 13 and
// later it joins the first connected scene that is active in the foreground; with none, it
// is made with a frame and no scene (:15-29), which in a scene-based app never appears (W6;
// issues 313, 342 and 377; pull request 378, unmerged). Two changes for the model, neither
// observable: `#available(iOS 13.0, *)` becomes a test of the system version, which the
// model can answer and `#available` cannot on Linux; and `connectedScenes` is filtered
// lazily, since a `Set`'s `filter` makes a new set whose order is not the model's (W13).
// Left out: `hitTest(_:with:)` and the flag it reads, which forward touches for `.forward`, a
// setting the column never uses, and the background colour and accessibility flag.

/// The entry window (:11-51).
class EKWindow: UIWindow {
  init(with rootVC: UIViewController) {
    if UIDevice.current.systemVersion.compare("13.0", options: .numeric) != .orderedAscending,
      let scene = UIApplication.shared.connectedScenes.lazy
        .filter({ $0.activationState == .foregroundActive }).first as? UIWindowScene
    {
      super.init(windowScene: scene)
    } else {
      super.init(frame: UIScreen.main.bounds)
    }
    rootViewController = rootVC
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
