import XCTest

@testable import ScaffoldKit

/// Baseline files: recorded stably, read with located errors, matched by key and count.
final class BaselineTests: XCTestCase {
  private func finding(
    _ path: String, line: Int, rule: RuleID = .layerDependency, source: String? = "OrderView",
    target: String? = "OrderRepository"
  ) -> Diagnostic {
    Diagnostic(
      rule: rule, severity: .error, message: "message \(line)",
      location: SourceLocation(path: path, line: line, column: 5),
      source: Diagnostic.Endpoint(symbol: source), target: Diagnostic.Endpoint(symbol: target))
  }

  private var findings: [Diagnostic] {
    [
      finding("V/OrderView.swift", line: 3),
      finding("V/OrderView.swift", line: 9),
      finding("M/Order.swift", line: 1, rule: .forbiddenImport, source: nil, target: "UIKit"),
      finding("A/Alpha.swift", line: 2, source: "Alpha", target: "Beta"),
    ]
  }

  func testRecordedFileIsSortedCountedAndWithoutLinesOrMessages() {
    let text = Baseline.record(findings, projectPath: { "Sources/" + $0 }).rendered()
    XCTAssertEqual(
      text,
      """
      {
        "version": 1,
        "entries": [
          {
            "path": "Sources/A/Alpha.swift",
            "rule": "layer-dependency",
            "source": "Alpha",
            "target": "Beta",
            "count": 1
          },
          {
            "path": "Sources/M/Order.swift",
            "rule": "forbidden-import",
            "target": "UIKit",
            "count": 1
          },
          {
            "path": "Sources/V/OrderView.swift",
            "rule": "layer-dependency",
            "source": "OrderView",
            "target": "OrderRepository",
            "count": 2
          }
        ]
      }

      """)
    XCTAssertEqual(Baseline.record(findings.reversed(), projectPath: { "Sources/" + $0 }).rendered(), text)
  }

  func testParseRoundTripsAndRemembersPositions() throws {
    let baseline = Baseline.record(findings, projectPath: { $0 })
    let parsed = try Baseline.parse(Array(baseline.rendered().utf8), displayPath: "b.json")
    XCTAssertEqual(parsed, baseline)
    XCTAssertEqual(parsed.entries.map { $0.position?.line }, [4, 11, 17])
  }

  func testMatchIgnoresLinesAndMessagesAndCountsOccurrences() {
    let baseline = Baseline.record(findings, projectPath: { $0 })
    var moved = findings.map { finding -> Diagnostic in
      var copy = finding
      copy.location = SourceLocation(path: finding.location.path, line: finding.location.line + 30, column: 1)
      copy.message = "reworded"
      return copy
    }
    XCTAssertEqual(baseline.match(moved, projectPath: { $0 }).unmatched, [])
    moved.append(finding("V/OrderView.swift", line: 50))
    let more = baseline.match(moved.sorted(), projectPath: { $0 })
    XCTAssertEqual(more.unmatched.map { $0.location.line }, [50], "the occurrence past the recorded count is new")
    XCTAssertEqual(more.stale, [])

    let fewer = baseline.match(Array(findings.dropFirst()), projectPath: { $0 })
    XCTAssertEqual(fewer.unmatched, [])
    XCTAssertEqual(fewer.stale.map(\.count), [1])
    XCTAssertEqual(fewer.pruned.entries.map(\.count), [1, 1, 1], "prune lowers the count, never drops the rest")
    let stale = fewer.staleDiagnostics(baselinePath: "b.json", severity: .warning)
    XCTAssertEqual(
      stale.map(\.description),
      [
        "b.json:1:1: warning: baseline entry no longer matches: layer-dependency in V/OrderView.swift, "
          + "OrderView -> OrderRepository (recorded 2, found 1); remove it with --prune-baseline [stale-baseline]"
      ])
    XCTAssertEqual(fewer.staleDiagnostics(baselinePath: "b.json", severity: .off), [])
  }

  /// A file's fingerprint is asked for only to follow an entry whose file is gone, or to refresh the pruned
  /// baseline's entries: a run over baselined files that are all still there reads none of them.
  func testFingerprintsAreAskedForOnlyToFollowAGoneFileOrToRefresh() {
    let recorded = Baseline.record(findings, projectPath: { $0 }, fingerprint: { "print of \($0)" })
    var asked: [String] = []
    let fingerprint = { (path: String) -> String? in
      asked.append(path)
      return path == "W/Renamed.swift" ? "print of V/OrderView.swift" : "print of \(path)"
    }
    let plain = recorded.match(findings, projectPath: { $0 }, fingerprint: fingerprint, refreshesFingerprints: false)
    XCTAssertEqual(plain.unmatched, [])
    XCTAssertEqual(plain.pruned, recorded)
    XCTAssertEqual(asked, [], "every file is there and nothing is refreshed")

    let refreshed = recorded.match(findings, projectPath: { $0 }, fingerprint: fingerprint)
    XCTAssertEqual(refreshed.pruned, recorded)
    XCTAssertEqual(Set(asked), ["V/OrderView.swift", "M/Order.swift", "A/Alpha.swift"])

    asked = []
    let renamed = findings.map { finding -> Diagnostic in
      var moved = finding
      if moved.location.path == "V/OrderView.swift" { moved.location.path = "W/Renamed.swift" }
      return moved
    }
    let followed = recorded.match(
      renamed, projectPath: { $0 }, fingerprint: fingerprint, exists: { $0 != "V/OrderView.swift" },
      refreshesFingerprints: false)
    XCTAssertEqual(followed.unmatched, [], "the entries follow the renamed file")
    XCTAssertEqual(followed.stale, [])
    XCTAssertTrue(followed.pruned.entries.contains { $0.key.path == "W/Renamed.swift" && $0.count == 2 })
    XCTAssertEqual(Set(asked), ["W/Renamed.swift", "M/Order.swift", "A/Alpha.swift"], "the files with findings")
  }

  /// Fingerprints are of Swift files, read once each: a configuration finding's `scaffold.json` has none.
  func testFingerprintsAreOfSwiftFilesReadOnceEach() throws {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/app", files: ["/app/V/OrderView.swift": "struct  OrderView {}\n", "/app/scaffold.json": "{}"])
    let fingerprint = Baseline.fingerprints(reading: fileSystem)
    let print = try XCTUnwrap(fingerprint("V/OrderView.swift"))
    XCTAssertEqual(print, Baseline.fingerprint(Array("struct OrderView{}".utf8)), "whitespace ignored")
    try fileSystem.write("struct Changed {}\n", to: "V/OrderView.swift")
    XCTAssertEqual(fingerprint("V/OrderView.swift"), print, "read once")
    XCTAssertNil(fingerprint("scaffold.json"))
    XCTAssertNil(fingerprint("V/Missing.swift"))
  }

  func testPruneNeverAdds() {
    let baseline = Baseline(entries: [])
    let match = baseline.match(findings, projectPath: { $0 })
    XCTAssertEqual(match.pruned, baseline)
    XCTAssertEqual(match.unmatched.count, findings.count)
  }

  func testMalformedFilesGiveLocatedErrors() {
    func error(_ text: String) -> String {
      do {
        _ = try Baseline.parse(Array(text.utf8), displayPath: "b.json")
        return "no error"
      } catch {
        return String(Problem.of(error).map { $0.rendered(severity: "error") }.joined().dropLast())
      }
    }
    XCTAssertEqual(error("{\"version\": 1,\n  \"entries\": [,]}"), "b.json:2:15: error: expected a value, found ','")
    XCTAssertEqual(
      error("[]"), "b.json:1:1: error: a baseline is an object with 'version' and 'entries', found an array")
    XCTAssertEqual(
      error("{\"version\": 2, \"entries\": []}"),
      "b.json:1:13: error: unsupported baseline version; this scaffold reads version 1")
    XCTAssertEqual(
      error(
        """
        {"version": 1, "entries": [
          {"path": "a.swift", "rule": "layer-dependancy", "count": 0, "line": 3},
          {"path": "a.swift", "rule": "forbidden-import", "count": 1},
          {"path": "a.swift", "rule": "forbidden-import", "count": 1}
        ]}
        """),
      """
      b.json:2:31: error: unknown rule 'layer-dependancy' (did you mean 'layer-dependency'?)
      b.json:2:60: error: 'count' must be a positive integer
      b.json:2:63: error: unknown key 'line' in a baseline entry
      b.json:4:3: error: duplicate entry for forbidden-import in a.swift (first at line 3)
      """)
  }
}
