// swift-tools-version: 6.2
import PackageDescription

/// The approaches' ids, in report order: each is the target `Approach<id>` in
/// `Sources/Approaches/<id>/`. A manifest cannot read the registry (`Approaches.all`), so
/// this list repeats its ids, and a test (`approachLists`) fails, naming the step, when the
/// two differ. Each target imports only the UIKit model and the Presentable protocol, as an
/// app imports only UIKit.
let approachIDs = [
  "ETAlertView", "ACAlertView", "BlocksKit", "DAAlertController", "AlertWindow", "AlertWindowSwift",
  "PlainAlertController", "TopViewController", "SDCAlertView", "SwiftEntryKit", "ReferenceAlert",
  "SwiftUIAlert", "SwiftUIAlertCenter",
]
let approaches = approachIDs.map { "Approach" + $0 }

/// The approaches whose wrapper was written in Objective-C or Swift 5: their Swift is in
/// Swift 5 language mode, as code of their time was. Scripts/parity-check compiles them in
/// the same mode, as a test checks.
let swift5Approaches: Set = [
  "ETAlertView", "ACAlertView", "BlocksKit", "DAAlertController", "AlertWindow", "SDCAlertView",
  "SwiftEntryKit",
]

/// The approaches written with SwiftUI: they import the SwiftUI model as an app imports
/// SwiftUI.
let swiftUIApproaches: Set = ["SwiftUIAlert", "SwiftUIAlertCenter"]

/// The approaches whose wrapper is in another target: a library of its own, or the
/// published wrapper a Swift port builds from.
let wrapperTargets: [String: [Target.Dependency]] = [
  "ReferenceAlert": ["ReferenceAlert"],
  "AlertWindowSwift": ["ApproachAlertWindow"],
]

/// Dependencies on every approach target, and on these.
func allApproaches(and others: [String]) -> [Target.Dependency] {
  (others + approaches).map { .target(name: $0) }
}

let package = Package(
  name: "AlertLab",
  // macOS 15: the model runs each app's code as main-actor work through a task executor
  // (Task(executorPreference:)), new in macOS 15. iOS 15: the ReferenceAlert library's
  // deployment target, the oldest the current Xcode builds for.
  platforms: [.macOS(.v15), .iOS(.v15)],
  products: [
    .library(name: "ReferenceAlert", targets: ["ReferenceAlert"]),
    .library(name: "UIKitModel", targets: ["UIKitModel", "UIKitSimulation"]),
    .executable(name: "alertlab", targets: ["AlertLab"]),
    .executable(name: "alertlab-worker", targets: ["AlertLabWorker"]),
    .executable(name: "alertlab-benchmark", targets: ["AlertLabBenchmark"]),
  ],
  targets: approachIDs.map { id in
    .target(
      name: "Approach" + id,
      dependencies: ["UIKitModel", "UIKitSimulation", "Presentable"]
        + (swiftUIApproaches.contains(id) ? ["SwiftUIModel"] : [])
        + wrapperTargets[id, default: []],
      path: "Sources/Approaches/" + id,
      swiftSettings: swift5Approaches.contains(id) ? [.swiftLanguageMode(.v5)] : [])
  } + [
    .target(name: "UIKitSimulation"),
    // SwiftUI's presentation, modelled on the UIKit model, main-actor code as SwiftUI's is.
    .target(
      name: "SwiftUIModel", dependencies: ["UIKitModel", "UIKitSimulation"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // UIKit's classes are main-actor code; so is the model, unless a declaration says not.
    .target(
      name: "UIKitModel", dependencies: ["UIKitSimulation"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // On iOS, ReferenceAlert imports UIKit and depends on nothing else; elsewhere it builds
    // against the model, from the same source.
    .target(
      name: "ReferenceAlert",
      dependencies: [
        .target(name: "UIKitModel", condition: .when(platforms: [.macOS, .linux]))
      ]),
    .target(name: "JSON"),
    .target(name: "ProcessSupport"),
    .target(
      name: "Isolation",
      dependencies: ["Matrix", "Presentable", "ProcessSupport", "UIKitModel", "UIKitSimulation"]),
    .target(name: "Presentable", dependencies: ["SwiftUIModel", "UIKitModel", "UIKitSimulation"]),
    // The documents' examples, written with the approaches whose documents give them.
    .target(
      name: "SeedExamples",
      dependencies: [
        "ApproachACAlertView", "ApproachAlertWindow", "ApproachDAAlertController",
        "ApproachETAlertView", "ApproachPlainAlertController", "ApproachRegistry", "Matrix",
        "Presentable", "UIKitModel",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Matrix", dependencies: ["JSON", "Presentable", "UIKitModel", "UIKitSimulation"]),
    .target(
      name: "SignUpTrials",
      dependencies: [
        "Isolation", "Matrix", "SeedExamples", "UIKitModel", "UIKitSimulation",
      ]),
    .target(name: "ApproachRegistry", dependencies: allApproaches(and: ["Presentable"])),
    .target(
      name: "Report",
      dependencies: [
        "JSON", "Matrix", "Presentable", "ProcessSupport", "UIKitModel", "UIKitSimulation",
      ],
      // The HTML page's style and script, kept as the files they are and built into the code.
      resources: [.embedInCode("Resources/matrix.css"), .embedInCode("Resources/matrix.js")]),
    // The command depends on the worker so that `swift run alertlab` builds both: the command
    // starts workers from the executable beside it.
    .executableTarget(
      name: "AlertLab",
      dependencies: [
        "AlertLabWorker", "ApproachRegistry", "Isolation", "Matrix", "ProcessSupport", "Report",
        "SeedExamples", "SignUpTrials", "UIKitModel",
      ]),
    // Where every cell runs: a process the command starts and feeds cells.
    .executableTarget(
      name: "AlertLabWorker", dependencies: ["ApproachRegistry", "Isolation", "SignUpTrials"]),
    .executableTarget(
      name: "AlertLabBenchmark", dependencies: ["UIKitModel", "UIKitSimulation"]),
    .target(
      name: "TestSupport", dependencies: ["UIKitModel", "UIKitSimulation"],
      path: "Tests/TestSupport"),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    .testTarget(
      name: "ReferenceAlertTests",
      dependencies: ["ReferenceAlert", "UIKitModel", "UIKitSimulation", "TestSupport"]),
    .testTarget(
      name: "UIKitModelTests",
      dependencies: ["SwiftUIModel", "UIKitModel", "UIKitSimulation", "TestSupport"]),
    .testTarget(
      name: "MatrixTests",
      dependencies: [
        "AlertLab", "ApproachRegistry", "Isolation", "JSON", "Matrix", "ProcessSupport", "Report",
        "SeedExamples", "SignUpTrials", "TestSupport", "UIKitModel", "UIKitSimulation",
      ]),
    .testTarget(
      name: "ApproachTests",
      dependencies: allApproaches(and: [
        "ApproachRegistry", "UIKitModel", "UIKitSimulation", "Presentable", "SeedExamples",
        "TestSupport",
      ])
    ),
  ]
)
