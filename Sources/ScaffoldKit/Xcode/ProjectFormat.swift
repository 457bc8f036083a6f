/// The two forms an `.xcodeproj` stores its project in: the OpenStep property list `project.pbxproj`, and
/// the JSON5 `project.xcproj` of Xcode 27.2. Which one a project uses is what its `.xcodeproj` holds.
package enum ProjectFormat: String, CaseIterable, Sendable {
  case pbxproj
  case xcproj

  /// The file inside the `.xcodeproj` folder.
  package var fileName: String { "project.\(rawValue)" }

  /// The format of a project file, by its name.
  static func of(_ projectFile: String) -> ProjectFormat {
    Paths.basename(projectFile) == ProjectFormat.xcproj.fileName ? .xcproj : .pbxproj
  }

  /// The targets of the project in `bytes`, read in its format; with a `fileSystem`, a `project.pbxproj`'s
  /// targets take the names their `.xcconfig` files set (`XcodeProject.targets(projectFile:fileSystem:)`).
  static func targets(of projectFile: String, bytes: [UInt8], fileSystem: (any FileAccess)? = nil)
    throws(XcodeProjectError) -> [XcodeProject.Target]
  {
    switch of(projectFile) {
    case .pbxproj:
      let project = try XcodeProject(path: projectFile, bytes: bytes)
      return fileSystem.map { project.targets(projectFile: projectFile, fileSystem: $0) } ?? project.targets
    case .xcproj: return try XcprojProject(path: projectFile, bytes: bytes).targets
    }
  }

  /// The project file of the `.xcodeproj` folder `bundle`: the one of the two it holds.
  static func projectFile(in bundle: String, fileSystem: some FileAccess) throws(XcodeIntegration.LocateError)
    -> String?
  {
    let present = allCases.map { Paths.join(bundle, $0.fileName) }.filter { fileSystem.kind(of: $0) == .file }
    if present.count > 1 { throw .bothFormats(bundle) }
    return present.first
  }
}
