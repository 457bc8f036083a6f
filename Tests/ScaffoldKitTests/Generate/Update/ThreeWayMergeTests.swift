import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The merge against a table of three-way cases. Each case's expected output is a golden recorded from
/// `git merge-file -p --diff3` (`Tests/Fixtures/ThreeWayMergeTests/<case>.merged`); when git is installed
/// the merge is also compared with git's output live. Record with `SCAFFOLD_RECORD=1` (needs git; the test
/// still fails, so recording is never silent).
final class ThreeWayMergeTests: XCTestCase {
  static let labels = ThreeWayMerge.Labels(current: "yours", base: "generated", other: "template")

  /// (name, base, current = the user's file, other = the new render)
  static let cases: [(String, String, String, String)] = [
    ("NothingChanged", "a\nb\nc\n", "a\nb\nc\n", "a\nb\nc\n"),
    ("OnlyCurrentChanged", "a\nb\nc\n", "a\nB\nc\n", "a\nb\nc\n"),
    ("OnlyOtherChanged", "a\nb\nc\n", "a\nb\nc\n", "a\nb\nC\n"),
    ("BothChangedFarApart", "a\nb\nc\nd\ne\n", "A\nb\nc\nd\ne\n", "a\nb\nc\nd\nE\n"),
    ("SameChangeOnBothSides", "a\nb\nc\n", "a\nX\nc\n", "a\nX\nc\n"),
    ("SameLineChangedDifferently", "a\nb\nc\n", "a\nmine\nc\n", "a\ntheirs\nc\n"),
    ("AdjacentLinesChanged", "a\nb\nc\nd\n", "a\nB\nc\nd\n", "a\nb\nC\nd\n"),
    ("ChangesOneLineApart", "a\nb\nc\nd\ne\n", "a\nB\nc\nd\ne\n", "a\nb\nc\nD\ne\n"),
    ("InsertsAtTheSamePlace", "a\nb\n", "a\nmine\nb\n", "a\ntheirs\nb\n"),
    ("SameInsertAtTheSamePlace", "a\nb\n", "a\nnew\nb\n", "a\nnew\nb\n"),
    ("InsertsAtDifferentPlaces", "a\nb\nc\nd\n", "a\nx\nb\nc\nd\n", "a\nb\nc\ny\nd\n"),
    ("InsertAtStartAndEnd", "a\nb\nc\n", "first\na\nb\nc\n", "a\nb\nc\nlast\n"),
    ("BothInsertAtTheStart", "a\nb\n", "mine\na\nb\n", "theirs\na\nb\n"),
    ("BothAppendAtTheEnd", "a\nb\n", "a\nb\nmine\n", "a\nb\ntheirs\n"),
    ("CurrentDeletesOtherUnchanged", "a\nb\nc\n", "a\nc\n", "a\nb\nc\n"),
    ("OtherDeletesCurrentUnchanged", "a\nb\nc\n", "a\nb\nc\n", "a\nc\n"),
    ("BothDeleteTheSameLine", "a\nb\nc\n", "a\nc\n", "a\nc\n"),
    ("DeleteAgainstEdit", "a\nb\nc\n", "a\nc\n", "a\nB\nc\n"),
    ("EditAgainstDelete", "a\nb\nc\n", "a\nB\nc\n", "a\nc\n"),
    ("DeleteNextToInsert", "a\nb\nc\nd\n", "a\nc\nd\n", "a\nb\nc\nnew\nd\n"),
    ("InsertNextToDeletedLine", "a\nb\nc\n", "a\nc\n", "a\nb\nnew\nc\n"),
    ("WhitespaceOnlyChangeAgainstEdit", "a\n  b\nc\n", "a\n    b\nc\n", "a\n  b()\nc\n"),
    ("WhitespaceOnlyChangeFarFromEdit", "a\n  b\nc\nd\ne\n", "a\n    b\nc\nd\ne\n", "a\n  b\nc\nd\nE\n"),
    ("TrailingSpaceIsAChange", "a\nb\nc\n", "a\nb \nc\n", "a\nb\nc\nd\n"),
    (
      "CRLFFileBothChangeFarApart", "a\r\nb\r\nc\r\nd\r\ne\r\n", "A\r\nb\r\nc\r\nd\r\ne\r\n",
      "a\r\nb\r\nc\r\nd\r\nE\r\n"
    ),
    ("CRLFFileConflict", "a\r\nb\r\nc\r\n", "a\r\nmine\r\nc\r\n", "a\r\ntheirs\r\nc\r\n"),
    ("LineEndingsChangedByCurrent", "a\nb\nc\n", "a\r\nb\r\nc\r\n", "a\nb\nc\n"),
    ("MixedLineEndingsConflict", "a\nb\nc\n", "a\r\nB\r\nc\r\n", "a\nb\nC\n"),
    ("NoTrailingNewlineUnchangedEnd", "a\nb\nc", "A\nb\nc", "a\nb\nc"),
    ("NoTrailingNewlineOtherAddsIt", "a\nb\nc", "A\nb\nc", "a\nb\nc\n"),
    ("NoTrailingNewlineBothEditLastLine", "a\nb\nc", "a\nb\nmine", "a\nb\ntheirs"),
    ("NoTrailingNewlineAppendConflict", "a\nb", "a\nb\nmine", "a\nb\ntheirs\n"),
    ("EmptyBaseBothAdd", "", "mine\n", "theirs\n"),
    ("EmptyBaseSameContent", "", "same\n", "same\n"),
    ("CurrentEmptiedFile", "a\nb\n", "", "a\nb\n"),
    ("OtherEmptiedFileCurrentEdited", "a\nb\n", "a\nB\n", ""),
    (
      "MethodBodyEditedAndOperationAdded",
      """
      final class ListViewModel {
        func load() async {
          state = .loading
        }
      }

      """,
      """
      final class ListViewModel {
        func load() async {
          state = .loading
          analytics.track("load")
        }
      }

      """,
      """
      final class ListViewModel {
        func load() async {
          state = .loading
        }

        func refresh() async {
          await load()
        }
      }

      """
    ),
    ("RepeatedLinesInsertedAmbiguously", "}\n}\n", "}\n}\n}\n", "x\n}\n}\n"),
    (
      "ManyConflictsInOneFile",
      "1\n2\n3\n4\n5\n6\n7\n8\n9\n",
      "1\nA\n3\n4\n5\nB\n7\n8\n9\n",
      "1\na\n3\n4\n5\nb\n7\n8\nc\n"
    ),
  ]

  func testTableHasEnoughCases() {
    XCTAssertGreaterThanOrEqual(Self.cases.count, 30)
    XCTAssertEqual(Set(Self.cases.map(\.0)).count, Self.cases.count, "case names are unique")
  }

  /// Recording writes git's merge, not ours: the goldens are the oracle's.
  func testMergeMatchesTheGoldens() throws {
    for (name, base, current, other) in Self.cases {
      let result = ThreeWayMerge.merge(base: base, current: current, other: other, labels: Self.labels)
      let merged =
        Golden.isRecording
        ? try XCTUnwrap(Self.gitMerge(base: base, current: current, other: other), "recording needs git").text
        : result.text
      try assertGolden(merged, fixture: "ThreeWayMergeTests", file: "\(name).merged")
      XCTAssertEqual(result.isClean, !result.text.contains("<<<<<<< yours"), name)
    }
  }

  func testMergeMatchesGitMergeFile() throws {
    guard Self.gitMerge(base: "", current: "", other: "") != nil else {
      throw XCTSkip("git is not installed; the goldens recorded from it still check every case")
    }
    for (name, base, current, other) in Self.cases {
      let ours = ThreeWayMerge.merge(base: base, current: current, other: other, labels: Self.labels)
      let git = try XCTUnwrap(Self.gitMerge(base: base, current: current, other: other))
      XCTAssert(ours.text == git.text, "\(name): \(ours.text.debugDescription) but git: \(git.text.debugDescription)")
      XCTAssertEqual(ours.conflicts.count, git.conflicts, name)
    }
  }

  func testConflictsAreLocated() {
    let result = ThreeWayMerge.merge(
      base: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", current: "1\nA\n3\n4\n5\nB\n7\n8\n9\n",
      other: "1\na\n3\n4\n5\nb\n7\n8\nc\n", labels: Self.labels)
    XCTAssertEqual(result.conflicts.map(\.baseLine), [2, 6])
    XCTAssertEqual(result.conflicts.map(\.currentLines), [["A\n"], ["B\n"]])
    XCTAssertEqual(result.conflicts.map(\.otherLines), [["a\n"], ["b\n"]])
    let lines = LineDiff.lines(result.text)
    for conflict in result.conflicts {
      XCTAssertEqual(lines[conflict.mergedLine - 1], "<<<<<<< yours\n")
    }
    XCTAssertEqual(lines.last, "c\n", "the clean change after the conflicts is applied")
  }

  func testUnifiedDiffMatchesDiffLayout() {
    let diff = UnifiedDiff.make(path: "A.swift", old: "a\nb\nc\n", new: "a\nB\nc\nd")
    XCTAssertEqual(
      diff,
      """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,3 +1,4 @@
       a
      -b
      +B
       c
      +d
      \\ No newline at end of file

      """)
    XCTAssertEqual(UnifiedDiff.make(path: "A.swift", old: "a\n", new: "a\n"), "")
    XCTAssertEqual(
      UnifiedDiff.make(path: "A.swift", old: nil, new: "a\n"), "--- /dev/null\n+++ b/A.swift\n@@ -0,0 +1 @@\n+a\n")
  }

  /// `git merge-file -p --diff3` over the three texts: its output and its conflict count; nil without git.
  static func gitMerge(base: String, current: String, other: String) -> (text: String, conflicts: Int)? {
    withTemporaryPath("merge") { directory in
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let paths = ["current", "base", "other"].map { Paths.join(directory, $0) }
        for (path, text) in zip(paths, [current, base, other]) {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
          ["git", "merge-file", "-p", "--diff3", "-L", labels.current, "-L", labels.base, "-L", labels.other] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Exit status: the number of conflicts, or > 127 for an error (git missing: env exits 127).
        guard process.terminationStatus < 127 else { return nil }
        return (String(decoding: data, as: UTF8.self), Int(process.terminationStatus))
      } catch {
        return nil
      }
    }
  }
}
