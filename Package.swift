// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AlertLab",
  products: [
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .executable(name: "alertlab-benchmark", targets: ["AlertLabBenchmark"]),
  ],
  targets: [
    .target(name: "UIKitModel"),
    .executableTarget(name: "AlertLabBenchmark", dependencies: ["UIKitModel"]),
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
  ]
)
