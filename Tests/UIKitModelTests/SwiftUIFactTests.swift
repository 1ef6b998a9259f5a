import SwiftUIModel
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The rules of SwiftUI's presentation the model reproduces (docs/UIKitFacts.md, SwiftUI).
@Suite("SwiftUI facts")
@MainActor
struct SwiftUIFactTests {
  /// A screen with an alert and a sheet, each on its own state, as app code writes them.
  struct Screen: View {
    @State var showsAlert = false
    @State var showsSheet = false
    let log: HandlerLog

    var body: some View {
      Text("Home")
        .alert("Saved", isPresented: $showsAlert) {
          Button("OK") { log.ran("OK: \(showsAlert)") }
        }
        .sheet(isPresented: $showsSheet) { Text("Sheet") }
    }
  }

  /// What actions saw, in order.
  final class HandlerLog {
    var lines: [String] = []
    func ran(_ line: String) { lines.append(line) }
  }

  /// Hosts `view` as the main window's root and lets it settle.
  private func host<V: View>(_ view: V, in application: UIApplication) -> UIHostingController<V> {
    let host = UIHostingController(rootView: view)
    application.appDelegate.window!.rootViewController = host
    application.runLoop.drain()
    return host
  }

  @Test("A state change updates the view one run-loop turn later; state survives it", .fact("SU1"))
  func stateUpdatesNextTurn() {
    withApp(.iOS15, .phone) { application in
      let log = HandlerLog()
      let screen = Screen(log: log)
      let host = host(screen, in: application)
      screen.showsAlert = true
      #expect(host.presentedViewController == nil, "the update waits for the next turn")
      application.runLoop.drain()
      #expect(host.presentedViewController is UIAlertController)
      #expect(screen.showsAlert, "the state is the graph's, read again after the update")
    }
  }

  @Test(
    "An alert is a UIAlertController the hosting controller presents, not a window of its own",
    .fact("SU2"))
  func alertPresentedByHost() {
    withApp(.iOS15, .phone) { application in
      let screen = Screen(log: HandlerLog())
      let host = host(screen, in: application)
      let windows = application.windows.count
      screen.showsAlert = true
      application.runLoop.drain()
      let alert = host.presentedViewController as? UIAlertController
      #expect(alert?.presentingViewController === host)
      #expect(application.windows.count == windows)
      #expect(application.screen.alert?.title == "Saved")
    }
  }

  @Test(
    "An alert asked for while its presenter shows a sheet is dropped, and retried at an update",
    .fact("SU2"))
  func alertWhileSheetIsDropped() {
    withApp(.iOS15, .phone) { application in
      let screen = Screen(log: HandlerLog())
      let host = host(screen, in: application)
      screen.showsSheet = true
      application.runLoop.drain()
      screen.showsAlert = true
      application.runLoop.drain()
      #expect(!(host.presentedViewController is UIAlertController))
      #expect(application.console.lines.contains { $0.contains("which is already presenting") })
      #expect(application.screen.alert == nil)
      screen.showsSheet = false
      application.runLoop.drain()
      #expect(application.screen.alert == nil, "the sheet is still on its way out at the update")
      #expect(application.modellingChoices.contains(.swiftUIRetryAfterDrop))
    }
  }

  @Test(
    "Up to iOS 15 the binding is false when the action runs; from iOS 16 it is still true",
    .fact("SU3"), arguments: [(OSVersion.iOS15, false), (.iOS16, true)])
  func writeBackOrder(osVersion: OSVersion, seenTrue: Bool) {
    withApp(osVersion, .phone) { application in
      let log = HandlerLog()
      let screen = Screen(log: log)
      _ = host(screen, in: application)
      screen.showsAlert = true
      application.runLoop.drain()
      #expect(application.screen.tap("OK") == .delivered)
      application.runLoop.drain()
      #expect(log.lines == ["OK: \(seenTrue)"])
      #expect(!screen.showsAlert)
      #expect(application.screen.alert == nil)
      // The action read the state the write-back changes: from iOS 16 what it saw rests on
      // the order the model chose.
      #expect(
        application.modellingChoices.contains(.swiftUIActionBeforeWriteBack) == seenTrue)
    }
  }

  /// An alert bound to the item it acts on, shown while the item is set, as an app writes an
  /// alert about an item with the `actions:` form.
  struct ItemAlert: View {
    @State var item: String?
    let log: HandlerLog

    var body: some View {
      Text("Files")
        .alert(
          "Delete?", isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })
        ) {
          Button("Delete", role: .destructive) { log.ran("Delete \(item ?? "nothing")") }
        }
    }
  }

  @Test(
    "An action reading the item its alert is bound to finds none up to iOS 15, the item from 16",
    .fact("SU3"),
    arguments: [(OSVersion.iOS15, "Delete nothing"), (.iOS16, "Delete Report.pdf")])
  func actionReadsBoundItem(osVersion: OSVersion, line: String) {
    withApp(osVersion, .phone) { application in
      let log = HandlerLog()
      let screen = ItemAlert(log: log)
      _ = host(screen, in: application)
      screen.item = "Report.pdf"
      application.runLoop.drain()
      #expect(application.screen.tap("Delete") == .delivered)
      application.runLoop.drain()
      #expect(log.lines == [line])
      #expect(screen.item == nil)
      #expect(application.screen.alert == nil)
      #expect(
        application.modellingChoices.contains(.swiftUIActionBeforeWriteBack)
          == (osVersion >= .iOS16))
    }
  }

  /// An action that asks for the next alert on the same binding.
  struct Chained: View {
    @State var shows = false
    var body: some View {
      Text("Home").alert("First", isPresented: $shows) {
        Button("Again") { shows = true }
      }
    }
  }

  @Test(
    "An action that sets its own alert's binding again: shown up to iOS 15, lost from iOS 16",
    .fact("SU3"), arguments: [(OSVersion.iOS15, true), (.iOS16, false)])
  func chainedAlert(osVersion: OSVersion, shownAgain: Bool) {
    withApp(osVersion, .phone) { application in
      let screen = Chained()
      _ = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      application.screen.tap("Again")
      application.runLoop.drain()
      #expect((application.screen.alert != nil) == shownAgain)
      // The order decides here, a choice from iOS 16; up to iOS 15 the binding took its
      // write before the action set it again, so it is no constant binding (SU5).
      #expect(application.modellingChoices.contains(.swiftUIActionBeforeWriteBack) == !shownAgain)
      #expect(!application.modellingChoices.contains(.swiftUIConstantBinding))
    }
  }

  /// Two alerts on one view, and one on a view inside it.
  struct TwoAlerts: View {
    @State var inner = false
    @State var outer = false
    var body: some View {
      Text("Home")
        .alert("Inner", isPresented: $inner) { Button("OK") {} }
        .alert("Outer", isPresented: $outer) { Button("OK") {} }
    }
  }

  @Test("Of two alerts on one view only the outer one is ever shown", .fact("SU4"))
  func outerAlertWins() {
    withApp(.iOS15, .phone) { application in
      let screen = TwoAlerts()
      _ = host(screen, in: application)
      screen.inner = true
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      screen.inner = false
      screen.outer = true
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Outer")
    }
  }

  /// An alert on a constant binding.
  struct Constant: View {
    @State var unrelated = 0
    var body: some View {
      Text("\(unrelated)").alert("Always", isPresented: .constant(true)) { Button("OK") {} }
    }
  }

  @Test("An alert on a constant binding goes at a tap and returns at the next update", .fact("SU5"))
  func constantBinding() {
    withApp(.iOS15, .phone) { application in
      let screen = Constant()
      _ = host(screen, in: application)
      #expect(application.screen.alert?.title == "Always")
      application.screen.tap("OK")
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(application.modellingChoices.contains(.swiftUIConstantBinding))
      screen.unrelated += 1
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Always")
    }
  }

  /// An alert with no actions, and one with two cancel buttons.
  struct Bare: View {
    @State var shows = false
    var body: some View {
      Text("Home")
        .alert("Bare", isPresented: $shows) {}
        .sheet(isPresented: .constant(false)) { EmptyView() }
      Text("Other")
    }
  }

  @Test("An alert with no actions gets OK, which dismisses it and writes the binding", .fact("SU6"))
  func okAdded() {
    withApp(.iOS15, .phone) { application in
      let screen = Bare()
      _ = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      #expect(application.screen.alert?.buttonTitles == ["OK"])
      #expect(application.screen.tap("OK") == .delivered)
      application.runLoop.drain()
      #expect(application.screen.alert == nil && !screen.shows)
    }
  }

  /// An alert whose only button is destructive, and one with a cancel button beside it.
  struct Destructive: View {
    @State var shows = false
    @State var withCancel = false
    @State var deleted = 0
    var body: some View {
      Text("Home").alert("Delete?", isPresented: $shows) {
        Button("Delete", role: .destructive) { deleted += 1 }
        if withCancel {
          Button("Keep", role: .cancel) {}
        }
      }
    }
  }

  @Test(
    "A destructive button with no cancel one brings a Cancel, which only dismisses",
    .fact("SU13"))
  func destructiveGainsCancel() {
    withApp(.iOS15, .phone) { application in
      let screen = Destructive()
      _ = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      // Two buttons side by side: the cancel one on the left (AC4).
      #expect(application.screen.alert?.buttonTitles == ["Cancel", "Delete"])
      #expect(application.screen.alert?.buttons.map(\.isCancel) == [true, false])
      #expect(application.modellingChoices.contains(.swiftUIDestructiveCancel))
      #expect(application.screen.tap("Cancel") == .delivered)
      application.runLoop.drain()
      #expect(application.screen.alert == nil && !screen.shows && screen.deleted == 0)
    }
    withApp(.iOS15, .phone) { application in
      let screen = Destructive()
      _ = host(screen, in: application)
      screen.withCancel = true
      screen.shows = true
      application.runLoop.drain()
      #expect(application.screen.alert?.buttonTitles.sorted() == ["Delete", "Keep"])
      #expect(!application.modellingChoices.contains(.swiftUIDestructiveCancel))
    }
  }

  /// A button disabled by state the action of another button changes.
  struct Gated: View {
    @State var shows = false
    @State var ready = false
    var body: some View {
      Text("Home").alert("Gate", isPresented: $shows) {
        Button("Go") {}.disabled(!ready)
        Button("Cancel", role: .cancel) {}
      }
    }
  }

  @Test(
    "A button's disabled state is read when the alert is shown, and followed from iOS 17",
    .fact("SU7"), arguments: [(OSVersion.iOS16, false), (.iOS17, true)])
  func disabledFollowsState(osVersion: OSVersion, follows: Bool) {
    withApp(osVersion, .phone) { application in
      let screen = Gated()
      _ = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      #expect(application.screen.tap("Go") == .disabled)
      screen.ready = true
      application.runLoop.drain()
      #expect((application.screen.tap("Go") == .delivered) == follows)
    }
  }

  /// Two cancel buttons.
  struct TwoCancels: View {
    @State var shows = false
    var body: some View {
      Text("Home").alert("Two", isPresented: $shows) {
        Button("Stop", role: .cancel) {}
        Button("Back", role: .cancel) {}
      }
    }
  }

  @Test(
    "Of two cancel buttons only the last is drawn, as the cancel one, and nothing raises",
    .fact("SU8"))
  func secondCancel() {
    withApp(.iOS15, .phone) { application in
      let screen = TwoCancels()
      let host = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      let actions = (host.presentedViewController as? UIAlertController)?.actions ?? []
      #expect(actions.map(\.title) == ["Back"])
      #expect(actions.map(\.style) == [.cancel])
      #expect(application.modellingChoices.contains(.swiftUISecondCancel))
    }
  }

  /// What a service sets, read by a view through an observed object.
  @MainActor final class Center: ObservableObject {
    @Published var isPresented = false
    @Published var message: String?
  }

  /// A root view with one alert, bound to a shared object.
  struct CenterRoot: View {
    @ObservedObject var center: Center
    var body: some View {
      Text("Home").alert("Notice", isPresented: $center.isPresented, presenting: center.message) {
        _ in
        Button("OK") {}
      } message: { message in
        Text(message)
      }
    }
  }

  @Test(
    "A change to an observed object's published property updates the view one turn later",
    .fact("SU9"))
  func observedObjectUpdates() {
    withApp(.iOS15, .phone) { application in
      let center = Center()
      _ = host(CenterRoot(center: center), in: application)
      center.message = "Saved"
      center.isPresented = true
      #expect(application.screen.alert == nil, "the update waits for the next turn")
      application.runLoop.drain()
      #expect(application.screen.alert?.message == "Saved")
      #expect(application.screen.tap("OK") == .delivered)
      application.runLoop.drain()
      #expect(!center.isPresented && application.screen.alert == nil)
    }
  }

  @Test(
    "An alert built from presented data is shown only with data, and keeps what it showed",
    .fact("SU10"))
  func presentedDataKept() {
    withApp(.iOS17, .phone) { application in
      let center = Center()
      _ = host(CenterRoot(center: center), in: application)
      center.isPresented = true
      application.runLoop.drain()
      #expect(application.screen.alert == nil, "no data, no alert")
      center.message = "First"
      application.runLoop.drain()
      #expect(application.screen.alert?.message == "First")
      center.message = "Second"
      application.runLoop.drain()
      #expect(application.screen.alert?.message == "First")
    }
  }

  /// A dialog with one destructive button, and one with its own cancel button.
  struct Dialogs: View {
    @State var plain = false
    @State var ownCancel = false
    var body: some View {
      Text("Home")
        .confirmationDialog("Delete?", isPresented: $plain, titleVisibility: .visible) {
          Button("Delete", role: .destructive) {}
        } message: {
          Text("It cannot be undone.")
        }
      Text("Other")
        .confirmationDialog("Leave?", isPresented: $ownCancel) {
          Button("Leave") {}
          Button("Stay", role: .cancel) {}
        } message: {
          EmptyView()
        }
    }
  }

  @Test(
    "A dialog is an action sheet with a Cancel of its own unless a button is one; a popover on pad",
    .fact("SU11"), arguments: [UIUserInterfaceIdiom.phone, .pad])
  func dialogs(idiom: UIUserInterfaceIdiom) {
    withApp(.iOS15, idiom) { application in
      let screen = Dialogs()
      let host = host(screen, in: application)
      screen.plain = true
      application.runLoop.drain()
      let sheet = host.presentedViewController as? UIAlertController
      #expect(sheet?.preferredStyle == .actionSheet)
      #expect(sheet?.actions.map(\.title) == ["Delete", "Cancel"])
      #expect(application.screen.alert?.title == "Delete?")
      if idiom == .pad {
        #expect(sheet?.popoverPresentationController?.sourceView === host.view)
        #expect(application.modellingChoices.contains(.swiftUIDialogAnchor))
        #expect(application.screen.tapOutside() == .delivered)
      } else {
        #expect(application.screen.tap("Cancel") == .delivered)
      }
      application.runLoop.drain()
      #expect(application.screen.alert == nil && !screen.plain)
      screen.ownCancel = true
      application.runLoop.drain()
      let second = host.presentedViewController as? UIAlertController
      #expect(second?.actions.map(\.title) == ["Leave", "Stay"])
      #expect(second?.title == nil, "a title not asked to be visible is hidden")
      #expect(application.modellingChoices.contains(.swiftUIAutomaticTitle))
    }
  }

  /// An alert asking for a name, its button enabled by the name's length.
  struct NameAlert: View {
    @State var shows = false
    @State var name = ""
    let log: HandlerLog
    var body: some View {
      Text("Home").alert("Name", isPresented: $shows) {
        TextField("Name", text: $name)
        Button("Save") { log.ran(name) }.disabled(name.count < 3)
      }
    }
  }

  @Test(
    "A text field in an alert is shown from iOS 16, its binding following the typing",
    .fact("SU12"), arguments: [(OSVersion.iOS15, 0), (.iOS16, 1), (.iOS17, 1)])
  func textFieldInAlert(osVersion: OSVersion, fields: Int) {
    withApp(osVersion, .phone) { application in
      let log = HandlerLog()
      let screen = NameAlert(log: log)
      let host = host(screen, in: application)
      screen.shows = true
      application.runLoop.drain()
      let alert = host.presentedViewController as? UIAlertController
      #expect(alert?.textFields?.count ?? 0 == fields)
      guard fields == 1 else { return }
      application.screen.type("Ann", intoField: 0)
      application.runLoop.drain()
      #expect(screen.name == "Ann")
      if osVersion >= .iOS17 {
        #expect(application.screen.tap("Save") == .delivered)
        application.runLoop.drain()
        #expect(log.lines == ["Ann"])
      }
    }
  }
}
