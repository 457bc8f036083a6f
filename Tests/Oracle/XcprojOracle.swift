// The reference for XcprojTests.testMembershipAgreesWithApplesLibrary: reads each project.xcproj given with
// Apple's XcodeProjectFormat (the coder Xcode itself uses) and writes into OUT_DIR one `<n>.oracle.json` per
// file (whether it decoded, whether re-encoding gives back its bytes, target membership as the library sees
// it) and `<n>.reencoded` when the bytes differ.
//
// Built only by Tests/Scripts/xcproj-differential.sh, as `main.swift` of a scratch package depending on a
// local checkout of apple/xcode-project-format (never through Package.swift, which stays dependency-free):
//
//   XcprojOracle OUT_DIR PROJECT.xcproj ...
import Foundation
import XcodeProjectFormat

struct Membership: Encodable {
  var files: [String: [String]] = [:]
  var folders: [String: Folder] = [:]
  struct Folder: Encodable {
    var targets: [String]
    var exceptions: [String: [String]]
  }
}

struct Report: Encodable {
  var project: String
  var decoded: Bool
  var error: String?
  var reencodedIdentical: Bool?
  var membership: Membership?
}

func join(_ folder: String?, _ path: XCSchema.FilePath) -> String? {
  switch path.base {
  case .group:
    guard let folder else { return nil }
    if path.path.isEmpty { return folder }
    return folder.isEmpty ? path.path : folder + "/" + path.path
  case .project: return path.path
  default: return nil
  }
}

func visit(_ reference: XCSchema.Reference, folder: String?, into membership: inout Membership) {
  switch reference {
  case .fileReference(let file):
    guard let path = join(folder, file.path) else { return }
    let targets = file.buildFiles.compactMap { buildFile -> String? in
      if case .named(let target, let kind, _) = buildFile.buildPhase, kind == .sources { return target.targetName }
      return nil
    }
    if !targets.isEmpty { membership.files[path] = targets.sorted() }
  case .group(let group):
    let here = join(folder, group.path)
    for child in group.children { visit(child, folder: here, into: &membership) }
  case .folder(let synchronized):
    guard let path = join(folder, synchronized.path) else { return }
    var exceptions: [String: [String]] = [:]
    for set in synchronized.membershipExceptions {
      if case .target(let targetSet) = set {
        exceptions[targetSet.target.targetName, default: []] += targetSet.commonProperties.membershipExceptions.map(
          \.value)
      }
    }
    membership.folders[path] = .init(
      targets: synchronized.targets.map(\.targetName).sorted(), exceptions: exceptions.mapValues { $0.sorted() })
  default: return
  }
}

let arguments = CommandLine.arguments.dropFirst()
guard let out = arguments.first else {
  FileHandle.standardError.write(Data("usage: XcprojOracle OUT_DIR PROJECT.xcproj...\n".utf8))
  exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
for (index, path) in arguments.dropFirst().enumerated() {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  var report = Report(project: path, decoded: false)
  do {
    let project = try XCSchema.Project(jsonRepresentation: data)
    report.decoded = true
    let encoded = try project.jsonRepresentation()
    report.reencodedIdentical = encoded == data
    if encoded != data { try encoded.write(to: URL(fileURLWithPath: "\(out)/\(index).reencoded")) }
    var membership = Membership()
    for reference in project.topLevelReferences { visit(reference, folder: "", into: &membership) }
    report.membership = membership
  } catch {
    report.error = "\(error)"
  }
  try encoder.encode(report).write(to: URL(fileURLWithPath: "\(out)/\(index).oracle.json"))
}
