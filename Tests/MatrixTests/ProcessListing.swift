import Foundation

/// The command lines of the running processes whose command contains `name`, with their
/// process ids, as `ps` lists them on macOS and Linux.
func processes(named name: String) throws -> [(id: Int32, command: String)] {
  let listing = Process()
  listing.executableURL = URL(fileURLWithPath: "/bin/ps")
  listing.arguments = ["-A", "-o", "pid=,command="]
  let output = Pipe()
  listing.standardOutput = output
  try listing.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  listing.waitUntilExit()
  return text.split(separator: "\n").compactMap { line in
    let fields = line.drop { $0 == " " }.split(separator: " ", maxSplits: 1)
    guard fields.count == 2, fields[1].contains(name), let id = Int32(fields[0]) else {
      return nil
    }
    return (id, String(fields[1]))
  }
}
