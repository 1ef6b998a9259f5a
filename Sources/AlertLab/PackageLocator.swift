import Foundation

/// Finds the AlertLab package the command belongs to: the first folder with a Package.swift,
/// walking up from the executable (inside the package's .build). That package must be
/// AlertLab, with a Fixtures folder; the walk never goes past it to an enclosing package. So
/// the command writes its own package's report wherever it is run from, and never another
/// package's: the current folder plays no part.
enum PackageLocator {
  static func root() throws(LocatorError) -> URL {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
      throw LocatorError(
        description: "cannot find the AlertLab package: the executable has no path")
    }
    var folder = executable.deletingLastPathComponent().standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        guard isAlertLab(folder) else {
          throw LocatorError(
            description:
              "the package at \(folder.path), the first above \(executable.path), is not AlertLab "
              + "with a Fixtures folder; run the alertlab built in the AlertLab package")
        }
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folder = parent
    }
    throw LocatorError(
      description:
        "cannot find the AlertLab package: no folder above \(executable.path) has a "
        + "Package.swift; run the alertlab built in the AlertLab package"
    )
  }

  private static func isAlertLab(_ folder: URL) -> Bool {
    let manifest = folder.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
    var isFolder: ObjCBool = false
    let fixtures = folder.appendingPathComponent("Fixtures").path
    return text.contains("name: \"AlertLab\"")
      && FileManager.default.fileExists(atPath: fixtures, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}

/// The package could not be found.
struct LocatorError: Error, CustomStringConvertible {
  let description: String
}
