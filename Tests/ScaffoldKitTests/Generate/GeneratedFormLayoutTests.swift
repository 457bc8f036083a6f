import XCTest

@testable import ScaffoldKit

/// Reads the UIKit form of the booking example (EditBooking: fourteen inputs and a server-owned field, taller
/// than any iPhone) as each set generates it, and checks the view hierarchy it builds: every input inside a
/// stack inside a scroll view whose bottom follows the keyboard (its layout guide from iOS 15, its frame
/// notifications before), error labels hidden while empty, and the read-only field shown as loaded.
final class GeneratedFormLayoutTests: XCTestCase {
  private static let sets = ["mvvm", "mvvm-combine", "mvvm-closures", "features", "clean", "clean-combine"]

  private func editBookingController(set: String) throws -> String {
    let spec = try SpecLoader.load(json: SpecFixtures.read("docs/examples/booking.json"), path: "booking.json")
    var options = GenerateOptions(layout: .package)
    options.use(set: set)
    let files = try ModuleGenerator.render(spec: spec, options: options)
    let file = files.first {
      $0.path.hasSuffix("/EditBookingViewController.swift") || $0.path.hasSuffix("/EditBookingVC.swift")
    }
    return try XCTUnwrap(file, "\(set): no EditBooking controller in \(files.map(\.path))").contents
  }

  /// The names of the stored properties whose type is one of `types` (`private let name = Type(...)`).
  private func properties(of types: [String], in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 5, words[0] == "private", words[1] == "let", words[3] == "=",
        types.contains(where: { words[4].hasPrefix("\($0)(") })
      else { return nil }
      return String(words[2])
    }
  }

  func testTheFieldsAreInAScrollViewThatEndsAtTheKeyboard() throws {
    for set in Self.sets {
      let source = try editBookingController(set: set)
      XCTAssertEqual(properties(of: ["UIScrollView"], in: source), ["scrollView"], set)
      XCTAssertTrue(source.contains("view.addSubview(scrollView)"), set)
      XCTAssertTrue(source.contains("scrollView.addSubview(stack)"), set)
      XCTAssertFalse(source.contains("view.addSubview(stack)"), "\(set): the stack is outside the scroll view")
      XCTAssertTrue(
        source.contains("scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)"),
        "\(set): the scroll view does not end at the keyboard")
      // Before iOS 15 (no keyboard layout guide) the keyboard's frame notifications inset the scroll view.
      XCTAssertTrue(source.contains("if #available(iOS 15, *) {"), set)
      XCTAssertTrue(source.contains("name: UIResponder.keyboardWillChangeFrameNotification"), set)
      XCTAssertTrue(source.contains("scrollView.contentInset.bottom = covered"), set)
      XCTAssertTrue(
        source.contains("let content = scrollView.contentLayoutGuide")
          && source.contains("stack.bottomAnchor.constraint(equalTo: content.bottomAnchor"), set)
      XCTAssertTrue(source.contains("scrollView.keyboardDismissMode = .interactive"), set)

      let inputs = properties(of: ["UITextField", "UISwitch", "UISegmentedControl", "UIDatePicker"], in: source)
      XCTAssertGreaterThanOrEqual(inputs.count, 14, "\(set): \(inputs)")
      let arranged = source.split(separator: "\n").filter { $0.contains("stack.addArrangedSubview(") }
      for input in inputs {
        XCTAssertTrue(
          arranged.contains { $0.contains("(\(input))") || $0.contains(", \(input))") },
          "\(set): \(input) is not in the scrolling stack")
      }
    }
  }

  /// A field the server owns (`isConfirmed`, `readOnly`) gets no input; the loaded record's value is a row of
  /// the form, as the SwiftUI form's read-only row and the detail screen show it.
  func testAReadOnlyFieldIsARowShowingTheLoadedValue() throws {
    for set in Self.sets {
      let source = try editBookingController(set: set)
      XCTAssertEqual(
        properties(of: ["UILabel"], in: source).filter { $0.hasSuffix("ValueLabel") }, ["isConfirmedValueLabel"], set)
      XCTAssertFalse(source.contains("isConfirmedSwitch"), "\(set): a read-only field has an input")
      XCTAssertTrue(source.contains("stack.addArrangedSubview(isConfirmedValueLabel)"), set)
      let filled = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      XCTAssertTrue(
        filled.contains(
          "isConfirmedValueLabel.text = BookingStrings.labeledValue( BookingStrings.isConfirmedLabel, "
            + "BookingStrings.yesOrNo(viewModel.draft.isConfirmed))"),
        "\(set): the row does not show the loaded value")
    }
  }

  func testEmptyErrorLabelsTakeNoSpaceAndReturnMovesOn() throws {
    for set in Self.sets {
      let source = try editBookingController(set: set)
      let labels = properties(of: ["UILabel"], in: source).filter { $0.hasSuffix("ErrorLabel") }
      XCTAssertEqual(labels.count, 8, "\(set): \(labels)")
      for label in labels {
        XCTAssertTrue(source.contains("\(label).isHidden = true"), "\(set): \(label) shows while empty")
        XCTAssertTrue(source.contains("\(label).isHidden = \(label).text == nil"), "\(set): \(label)")
      }
      XCTAssertTrue(source.contains("for: .editingDidEndOnExit)"), set)
      XCTAssertTrue(source.contains("fields[index + 1].becomeFirstResponder()"), set)
    }
  }
}
