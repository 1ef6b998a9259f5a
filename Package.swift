// swift-tools-version: 6.0
import PackageDescription

/// An approach target imports only the UIKit model and the Presentable protocol, as an app
/// imports only UIKit.
func approach(_ name: String) -> Target {
  .target(name: name, dependencies: ["UIKitModel", "Presentable"])
}

let package = Package(
  name: "AlertLab",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .executable(name: "alertlab", targets: ["AlertLab"]),
    .executable(name: "alertlab-benchmark", targets: ["AlertLabBenchmark"]),
  ],
  targets: [
    .target(name: "UIKitModel"),
    .target(name: "Presentable", dependencies: ["UIKitModel"]),
    approach("ApproachETAlertView"),
    approach("ApproachACAlertView"),
    approach("ApproachDAAlertController"),
    approach("ApproachAlertWindow"),
    approach("ApproachPlainAlertController"),
    approach("ApproachReferenceAlert"),
    .target(
      name: "SeedExamples",
      dependencies: [
        "UIKitModel", "ApproachETAlertView", "ApproachACAlertView", "ApproachDAAlertController",
        "ApproachAlertWindow", "ApproachReferenceAlert",
      ]),
    .target(
      name: "Matrix",
      dependencies: [
        "UIKitModel", "Presentable", "ApproachETAlertView", "ApproachACAlertView",
        "ApproachDAAlertController", "ApproachAlertWindow", "ApproachPlainAlertController",
        "ApproachReferenceAlert",
      ]),
    .target(name: "Report", dependencies: ["Matrix", "UIKitModel", "Presentable"]),
    .executableTarget(name: "AlertLab", dependencies: ["Matrix", "Report"]),
    .executableTarget(name: "AlertLabBenchmark", dependencies: ["UIKitModel"]),
    .target(name: "TestSupport", dependencies: ["UIKitModel"], path: "Tests/TestSupport"),
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel", "TestSupport"]),
    .testTarget(name: "MatrixTests", dependencies: ["Matrix", "Report", "TestSupport"]),
    .testTarget(
      name: "ApproachTests",
      dependencies: [
        "UIKitModel", "Presentable", "ApproachETAlertView", "ApproachACAlertView",
        "ApproachDAAlertController", "ApproachAlertWindow", "SeedExamples", "TestSupport",
      ]),
  ]
)
