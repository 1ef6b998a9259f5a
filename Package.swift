// swift-tools-version: 6.2
import PackageDescription

/// The approach targets, in report order: adding an approach adds its target name here.
/// Each imports only the UIKit model and the Presentable protocol, as an app imports only
/// UIKit.
let approaches = [
  "ApproachETAlertView", "ApproachACAlertView", "ApproachDAAlertController",
  "ApproachAlertWindow", "ApproachPlainAlertController", "ApproachReferenceAlert",
]

/// Dependencies on every approach target, and on these.
func allApproaches(and others: [String]) -> [Target.Dependency] {
  (others + approaches).map { .target(name: $0) }
}

let package = Package(
  name: "AlertLab",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .executable(name: "alertlab", targets: ["AlertLab"]),
    .executable(name: "alertlab-benchmark", targets: ["AlertLabBenchmark"]),
  ],
  targets: approaches.map { .target(name: $0, dependencies: ["UIKitModel", "Presentable"]) } + [
    .target(name: "UIKitModel"),
    .target(name: "JSON"),
    .target(name: "ProcessSupport"),
    .target(
      name: "Isolation",
      dependencies: ["JSON", "Matrix", "Presentable", "ProcessSupport", "UIKitModel"]),
    .target(name: "Presentable", dependencies: ["UIKitModel"]),
    .target(name: "SeedExamples", dependencies: allApproaches(and: ["Presentable", "UIKitModel"])),
    .target(name: "Matrix", dependencies: ["JSON", "Presentable", "UIKitModel"]),
    .target(
      name: "SignUpTrials", dependencies: ["Isolation", "Matrix", "SeedExamples", "UIKitModel"]),
    .target(name: "ApproachRegistry", dependencies: allApproaches(and: ["Presentable"])),
    .target(
      name: "Report",
      dependencies: ["JSON", "Matrix", "Presentable", "ProcessSupport", "UIKitModel"]),
    .executableTarget(
      name: "AlertLab",
      dependencies: [
        "ApproachRegistry", "Isolation", "Matrix", "ProcessSupport", "Report", "SeedExamples",
        "SignUpTrials",
      ]),
    .executableTarget(name: "AlertLabBenchmark", dependencies: ["UIKitModel"]),
    .target(name: "TestSupport", dependencies: ["UIKitModel"], path: "Tests/TestSupport"),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel", "TestSupport"]),
    .testTarget(
      name: "MatrixTests",
      dependencies: [
        "AlertLab", "ApproachRegistry", "Isolation", "JSON", "Matrix", "ProcessSupport", "Report",
        "SeedExamples", "SignUpTrials", "TestSupport",
      ]),
    .testTarget(
      name: "ApproachTests",
      dependencies: allApproaches(and: ["UIKitModel", "Presentable", "SeedExamples", "TestSupport"])
    ),
  ]
)
