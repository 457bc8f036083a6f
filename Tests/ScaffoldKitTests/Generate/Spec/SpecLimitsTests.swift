import XCTest

@testable import ScaffoldKit

/// Specs shaped to make a naive generator recurse or expand without bound are refused with located
/// errors (or generated in linear time), never crash or hang.
final class SpecLimitsTests: XCTestCase {
  private func spec(models: [String], operations: String = "[]") -> String {
    #"{"name": "Deep", "models": [\#(models.joined(separator: ","))], "operations": \#(operations), "screens": []}"#
  }

  /// The problems whose message contains `text` (these specs have no screens, which is reported too).
  private func problems(_ json: String, containing text: String) -> [SpecProblem] {
    do {
      _ = try SpecLoader.load(json: json, path: "deep.json")
      return []
    } catch {
      return error.specProblems.filter { $0.message.contains(text) }
    }
  }

  /// `[[[…Int…]]]` 35,000 levels deep used to overflow the stack of the recursive type parser.
  func testAThirtyFiveThousandLevelTypeIsALocatedError() {
    let type = String(repeating: "[", count: 35_000) + "Int" + String(repeating: "]", count: 35_000)
    let json = spec(models: [#"{"name": "Box", "fields": [{"name": "value", "type": "\#(type)"}]}"#])
    let found = problems(json, containing: "nest more than 32 levels")
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.position?.line, 1)
    let typeStart = json.range(of: #""type": ""#)!.upperBound
    let typeColumn = json.utf8.distance(from: json.startIndex, to: typeStart) + 1
    XCTAssertEqual(found.first?.position?.column, typeColumn + 32, "the caret points at the bracket too many")
    XCTAssertLessThan(found.first?.message.utf8.count ?? .max, 300, "the type is not repeated whole")
  }

  /// 32 levels still parse.
  func testThirtyTwoLevelsParse() throws {
    let type = String(repeating: "[", count: 32) + "Int" + String(repeating: "]", count: 32)
    XCTAssertNoThrow(try TypeParser.parse(type))
  }

  /// A "diamond": each model holds two of the next one, so its inline default doubles per level (26
  /// levels used to take hours). It is refused at the model whose default grows too long.
  func testADiamondSpecIsRefusedInsteadOfExpandingExponentially() {
    let levels = 40
    let models = (0..<levels).map { level in
      level == levels - 1
        ? #"{"name": "L\#(level)", "fields": [{"name": "value", "type": "Int"}]}"#
        : #"{"name": "L\#(level)", "fields": [{"name": "a", "type": "L\#(level + 1)"}, {"name": "b", "type": "L\#(level + 1)"}]}"#
    }
    let found = problems(spec(models: models), containing: "would be longer than 16384 characters")
    XCTAssertTrue(found.allSatisfy { $0.position != nil })
    XCTAssertGreaterThan(found.count, 20, "the outer levels are refused")
    XCTAssertLessThan(found.count, levels - 5, "the innermost levels stay short enough")
  }

  /// A chain of 4,000 models (each holding the next) used to take two minutes and 500 MB: now each
  /// model's default is built once and the containment check is one pass over the chain.
  func testAChainOfFourThousandModelsIsCheckedOnce() {
    let count = 4_000
    let models = (0..<count).map { index in
      index == count - 1
        ? #"{"name": "C\#(index)", "fields": [{"name": "id", "type": "Int"}]}"#
        : #"{"name": "C\#(index)", "fields": [{"name": "next", "type": "C\#(index + 1)"}]}"#
    }
    let found = problems(spec(models: models), containing: "would be longer than")
    // Each link adds `Cn(next: …)`: about 1,500 innermost models stay under the limit.
    XCTAssertGreaterThan(found.count, 2_000)
    XCTAssertLessThan(found.count, 3_000)
  }

  /// Models that contain one another by value are found through a long cycle too.
  func testALongContainmentCycleIsReportedForEachMember() {
    let count = 500
    let models = (0..<count).map { index in
      #"{"name": "R\#(index)", "fields": [{"name": "next", "type": "R\#((index + 1) % count)"}]}"#
    }
    let found = problems(spec(models: models), containing: "contain itself")
    XCTAssertEqual(found.count, count)
  }
}
