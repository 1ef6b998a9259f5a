import ReferenceAlert
@_spi(Simulation) import UIKitModel

/// README.md's example of ReferenceAlert on macOS and Linux, line for line as the function's
/// body, but for its last line, which returns what the README prints. `ReadmeExampleTests`
/// checks that the two match, then runs it.
@MainActor
func readmeExample() -> String {
  var newName: String?
  let app = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
  app.run { app in
    let alert = ReferenceAlert(title: "Rename", message: "Choose a new name.")
    alert.addAction(.init("Cancel", style: .cancel))
    alert.addAction(.init("Save") { alert in newName = alert.textFields[0].text })
    alert.addTextField { $0.placeholder = "Name" }
    alert.validation = { alert in !(alert.textFields[0].text ?? "").isEmpty }
    alert.show()
    app.runLoop.drain()
    app.screen.type("Holiday", intoField: 0)
    app.screen.tap("Save")
    app.runLoop.drain()
  }
  return newName ?? "not renamed"
}

/// README.md's example of `present()` on macOS and Linux, line for line as the function's
/// body, but for its last line, which returns what the README prints.
@MainActor
func readmePresentExample() async -> String {
  let app = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
  let chosen = await app.runAwaiting { app in
    let alert = ReferenceAlert(title: "Delete draft?")
    alert.addAction(.init("Cancel", style: .cancel))
    alert.addAction(.init("Delete", style: .destructive))
    let choice = Task { await alert.present()?.title }
    await Task.yield()
    app.runLoop.drain()
    app.screen.tap("Delete")
    app.runLoop.drain()
    return await choice.value
  }
  return chosen ?? "taken away"
}
