import Foundation
import Testing

@testable import Report

/// The report's pictures keep their text inside their frames.
@Suite("Screen drawing")
struct ScreenDrawingTests {
  @Test("Text is broken into lines that fit, a word longer than a line inside the word")
  func svgTextLines() {
    #expect(
      SVGText.lines("crash: NSObjectNotAvailableException", characters: 30) == [
        "crash:", "NSObjectNotAvailableException",
      ])
    #expect(SVGText.lines("abcdefghij", characters: 4) == ["abcd", "efgh", "ij"])
    #expect(SVGText.lines("a bb ccc dddd", characters: 6) == ["a bb", "ccc", "dddd"])
  }

  @Test("No text of a key screen is longer than a panel's line")
  func keyScreenTextFits() throws {
    for screen in KeyScreen.all {
      let svg = try String(
        contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(screen.file),
        encoding: .utf8)
      for element in svg.split(separator: "<text ").dropFirst() {
        let content = element.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        #expect(
          content.count <= ScreenDrawing.charactersPerPanelLine, "\(screen.file): \(content)")
      }
    }
  }
}
