/// The `.xcodeproj` of a new app (`AppProjectDescription`): an iOS app target whose sources are synchronized
/// folders, based on `Configs/App.xcconfig` and linking the app package's `<Name>Modules` product, a unit-test
/// target hosted by the app, and a shared scheme whose test action runs the app's tests and every test target of
/// the package (`new-module` adds each module's). The project file is `project.pbxproj` as Xcode 26 writes a new
/// one (objectVersion 77, its recommended settings, so it offers no "Update to recommended settings"), or
/// `project.xcproj` in the layout of Apple's printer. Object identifiers are fixed, so the same app gives the
/// same bytes, and the targets have the same identifiers in either format, so the scheme is the same.
struct XcodeAppProject {
  let app: AppSpec
  let layout: AppLayout

  func files() -> [GeneratedFile] {
    let folder = "\(app.name).xcodeproj"
    return [
      GeneratedFile(
        path: "\(folder)/\(app.projectFormat.fileName)",
        contents: app.projectFormat == .xcproj ? xcproj() : pbxproj(), template: "Xcode project"),
      GeneratedFile(
        path: Self.schemePath(name: app.name), contents: scheme(), template: "Xcode project"),
    ]
  }

  /// `5CAF` + the role's number: 24 hex digits, unique within the file.
  func id(_ number: Int) -> String {
    let hex = String(number, radix: 16, uppercase: true)
    return "5CAF0000000000000000" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The Xcode version the project and scheme are written as (`LastUpgradeCheck`, `LastUpgradeVersion`).
  static let xcodeVersion = "2600"

  /// The project as data; `pbxproj()` and `xcproj()` both render it.
  var model: AppProjectDescription { AppProjectDescription(app: app, layout: layout) }
  private var configuration: (folder: String, path: String) { model.configuration }
  private var appFolders: [String] { model.appFolders }

  private func section(_ name: String, _ body: [String]) -> String {
    "\n/* Begin \(name) section */\n" + body.joined() + "/* End \(name) section */\n"
  }

  private func object(_ oid: String, _ comment: String, _ fields: [(String, String)]) -> String {
    "\t\t\(oid) /* \(comment) */ = {\n"
      + fields.map { "\t\t\t\($0.0) = \($0.1);\n" }.joined() + "\t\t};\n"
  }

  private func list(_ items: [String]) -> String {
    "(\n" + items.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t)"
  }

  private func quoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? text : PlistParser.encode(text)
  }

  func pbxproj() -> String {
    let name = app.name
    let model = model
    let tests = model.tests
    let product = model.product
    let testFolder = model.testFolder
    let folderIDs = Dictionary(uniqueKeysWithValues: appFolders.enumerated().map { ($1, id(0x20 + $0)) })
    let exceptions = model.exceptions
    let excepted = appFolders.filter { !exceptions($0).isEmpty }
    let exceptionIDs = Dictionary(uniqueKeysWithValues: excepted.enumerated().map { ($1, id([0x13, 0x1B][$0])) })
    func exceptionSet(_ folder: String) -> String {
      "\(exceptionIDs[folder]!) /* Exceptions for \"\(folder)\" folder in \"\(name)\" target */"
    }
    var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
    text += section(
      "PBXBuildFile",
      [
        "\t\t\(id(0x10)) /* \(product) in Frameworks */ = {isa = PBXBuildFile; productRef = \(id(0x11)) /* \(product) */; };\n"
      ])
    text += section(
      "PBXContainerItemProxy",
      [
        object(
          id(0x12), "PBXContainerItemProxy",
          [
            ("isa", "PBXContainerItemProxy"), ("containerPortal", "\(id(0x01)) /* Project object */"),
            ("proxyType", "1"),
            ("remoteGlobalIDString", id(0x02)), ("remoteInfo", quoted(name)),
          ])
      ])
    text += section(
      "PBXFileReference",
      [
        "\t\t\(id(0x04)) /* \(name).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(quoted(name + ".app")); sourceTree = BUILT_PRODUCTS_DIR; };\n",
        "\t\t\(id(0x05)) /* \(tests).xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = \(quoted(tests + ".xctest")); sourceTree = BUILT_PRODUCTS_DIR; };\n",
      ])
    if !excepted.isEmpty {
      text += section(
        "PBXFileSystemSynchronizedBuildFileExceptionSet",
        excepted.sorted { exceptionIDs[$0]! < exceptionIDs[$1]! }.map { folder in
          object(
            exceptionIDs[folder]!, "Exceptions for \"\(folder)\" folder in \"\(name)\" target",
            [
              ("isa", "PBXFileSystemSynchronizedBuildFileExceptionSet"),
              ("membershipExceptions", list(exceptions(folder).sorted().map(quoted))),
              ("target", "\(id(0x02)) /* \(name) */"),
            ])
        })
    }
    var groups = appFolders.map { folder in
      object(
        folderIDs[folder]!, folder,
        [
          ("isa", "PBXFileSystemSynchronizedRootGroup")
        ]
          + (exceptionIDs[folder] != nil ? [("exceptions", list([exceptionSet(folder)]))] : []) + [
            ("path", quoted(folder)), ("sourceTree", "\"<group>\""),
          ])
    }
    groups.append(
      object(
        id(0x30), testFolder,
        [
          ("isa", "PBXFileSystemSynchronizedRootGroup"), ("path", testFolder), ("sourceTree", "\"<group>\""),
        ]))
    text += section("PBXFileSystemSynchronizedRootGroup", groups)
    text += section(
      "PBXFrameworksBuildPhase",
      [
        phase(0x14, "PBXFrameworksBuildPhase", "Frameworks", ["\(id(0x10)) /* \(product) in Frameworks */"]),
        phase(0x15, "PBXFrameworksBuildPhase", "Frameworks", []),
      ])
    text += section(
      "PBXGroup",
      [
        "\t\t\(id(0x06)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = \(list(appFolders.map { "\(folderIDs[$0]!) /* \($0) */" } + ["\(id(0x31)) /* Tests */", "\(id(0x07)) /* Products */"]));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n",
        object(
          id(0x07), "Products",
          [
            ("isa", "PBXGroup"),
            ("children", list(["\(id(0x04)) /* \(name).app */", "\(id(0x05)) /* \(tests).xctest */"])),
            ("name", "Products"), ("sourceTree", "\"<group>\""),
          ]),
        object(
          id(0x31), "Tests",
          [
            ("isa", "PBXGroup"), ("children", list(["\(id(0x30)) /* \(testFolder) */"])), ("path", "Tests"),
            ("sourceTree", "\"<group>\""),
          ]),
      ])
    text += section(
      "PBXNativeTarget",
      [
        target(
          0x02, name, phases: [0x16, 0x14, 0x17], configurations: 0x40, dependencies: [],
          folders: appFolders.map { "\(folderIDs[$0]!) /* \($0) */" },
          packages: ["\(id(0x11)) /* \(product) */"], product: "\(id(0x04)) /* \(name).app */",
          type: "com.apple.product-type.application"),
        target(
          0x03, tests, phases: [0x18, 0x15, 0x19], configurations: 0x41,
          dependencies: ["\(id(0x1A)) /* PBXTargetDependency */"], folders: ["\(id(0x30)) /* \(testFolder) */"],
          packages: [], product: "\(id(0x05)) /* \(tests).xctest */", type: "com.apple.product-type.bundle.unit-test"),
      ])
    text += section(
      "PBXProject",
      [
        object(
          id(0x01), "Project object",
          [
            ("isa", "PBXProject"),
            (
              "attributes",
              "{\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastSwiftUpdateCheck = \(Self.xcodeVersion);\n\t\t\t\tLastUpgradeCheck = \(Self.xcodeVersion);\n\t\t\t}"
            ),
            ("buildConfigurationList", "\(id(0x42)) /* Build configuration list for PBXProject \"\(name)\" */"),
            ("developmentRegion", "en"), ("hasScannedForEncodings", "0"), ("knownRegions", list(["en", "Base"])),
            ("mainGroup", id(0x06)), ("minimizedProjectReferenceProxies", "1"),
            ("packageReferences", list(["\(id(0x08)) /* XCLocalSwiftPackageReference \".\" */"])),
            ("preferredProjectObjectVersion", "77"), ("productRefGroup", "\(id(0x07)) /* Products */"),
            ("projectDirPath", "\"\""), ("projectRoot", "\"\""),
            ("targets", list(["\(id(0x02)) /* \(name) */", "\(id(0x03)) /* \(tests) */"])),
          ])
      ])
    text += section(
      "PBXResourcesBuildPhase",
      [
        phase(0x17, "PBXResourcesBuildPhase", "Resources", []), phase(0x19, "PBXResourcesBuildPhase", "Resources", []),
      ])
    text += section(
      "PBXSourcesBuildPhase",
      [
        phase(0x16, "PBXSourcesBuildPhase", "Sources", []), phase(0x18, "PBXSourcesBuildPhase", "Sources", []),
      ])
    text += section(
      "PBXTargetDependency",
      [
        object(
          id(0x1A), "PBXTargetDependency",
          [
            ("isa", "PBXTargetDependency"), ("target", "\(id(0x02)) /* \(name) */"),
            ("targetProxy", "\(id(0x12)) /* PBXContainerItemProxy */"),
          ])
      ])
    text += section("XCBuildConfiguration", configurations(base: folderIDs[configuration.folder]!))
    text += section(
      "XCConfigurationList",
      [
        configurationList(0x40, "PBXNativeTarget \"\(name)\"", first: 0x50),
        configurationList(0x41, "PBXNativeTarget \"\(tests)\"", first: 0x52),
        configurationList(0x42, "PBXProject \"\(name)\"", first: 0x54),
      ])
    text += section(
      "XCLocalSwiftPackageReference",
      [
        object(
          id(0x08), "XCLocalSwiftPackageReference \".\"",
          [
            ("isa", "XCLocalSwiftPackageReference"), ("relativePath", "."),
          ])
      ])
    text += section(
      "XCSwiftPackageProductDependency",
      [
        object(
          id(0x11), product,
          [
            ("isa", "XCSwiftPackageProductDependency"),
            ("package", "\(id(0x08)) /* XCLocalSwiftPackageReference \".\" */"), ("productName", quoted(product)),
          ])
      ])
    text += "\t};\n\trootObject = \(id(0x01)) /* Project object */;\n}\n"
    return text
  }

  private func phase(_ number: Int, _ isa: String, _ name: String, _ files: [String]) -> String {
    object(
      id(number), name,
      [
        ("isa", isa), ("buildActionMask", "2147483647"), ("files", list(files)),
        ("runOnlyForDeploymentPostprocessing", "0"),
      ])
  }

  private func target(
    _ number: Int, _ name: String, phases: [Int], configurations: Int, dependencies: [String], folders: [String],
    packages: [String], product: String, type: String
  ) -> String {
    let names = ["Sources", "Frameworks", "Resources"]
    var fields: [(String, String)] = [
      ("isa", "PBXNativeTarget"),
      (
        "buildConfigurationList", "\(id(configurations)) /* Build configuration list for PBXNativeTarget \"\(name)\" */"
      ),
      ("buildPhases", list(zip(phases, names).map { "\(id($0)) /* \($1) */" })), ("buildRules", list([])),
      ("dependencies", list(dependencies)), ("fileSystemSynchronizedGroups", list(folders)), ("name", quoted(name)),
    ]
    if !packages.isEmpty { fields.append(("packageProductDependencies", list(packages))) }
    fields += [("productName", quoted(name)), ("productReference", product), ("productType", "\"\(type)\"")]
    return object(id(number), name, fields)
  }

  /// The build configurations of the three configuration lists; the app target's are based on the xcconfig in
  /// the synchronized folder `base`.
  private func configurations(base: String) -> [String] {
    let model = model
    func configuration(_ number: Int, _ name: String, _ settings: [AppProjectDescription.Setting], based: Bool = false)
      -> String
    {
      let body = settings.sorted { $0.name < $1.name }.map { "\t\t\t\t\($0.name) = \(value($0.value));\n" }.joined()
      let baseFields: [(String, String)] =
        based
        ? [
          ("baseConfigurationReferenceAnchor", "\(base) /* \(model.configuration.folder) */"),
          ("baseConfigurationReferenceRelativePath", quoted(model.configuration.path)),
        ] : []
      return object(
        id(number), name,
        [("isa", "XCBuildConfiguration")] + baseFields + [("buildSettings", "{\n\(body)\t\t\t}"), ("name", name)])
    }
    return [
      configuration(0x50, "Debug", model.appSettings, based: true),
      configuration(0x51, "Release", model.appSettings, based: true),
      configuration(0x52, "Debug", model.testSettings), configuration(0x53, "Release", model.testSettings),
      configuration(0x54, "Debug", model.projectSettings + model.debugProjectSettings),
      configuration(0x55, "Release", model.projectSettings),
    ]
  }

  private func value(_ value: AppProjectDescription.Value) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .list(let items): return "(\n" + items.map { "\t\t\t\t\t\(quoted($0)),\n" }.joined() + "\t\t\t\t)"
    }
  }
  private func configurationList(_ number: Int, _ owner: String, first: Int) -> String {
    object(
      id(number), "Build configuration list for \(owner)",
      [
        ("isa", "XCConfigurationList"),
        ("buildConfigurations", list(["\(id(first)) /* Debug */", "\(id(first + 1)) /* Release */"])),
        ("defaultConfigurationIsVisible", "0"), ("defaultConfigurationName", "Release"),
      ])
  }

  /// The package's test targets the scheme runs before any module registers its own (the composition root's
  /// tests run as the app's unit-test target, against the app's own copy of `App/`).
  var packageTests: [String] { ["CoreTests"] }

  /// The scheme's entry that runs the package's test target `target` (the package is the app root, `container:`).
  static func packageTestable(_ target: String) -> String {
    """
             <TestableReference skipped = "NO">
                <BuildableReference
                   BuildableIdentifier = "primary"
                   BlueprintIdentifier = "\(target)"
                   BuildableName = "\(target)"
                   BlueprintName = "\(target)"
                   ReferencedContainer = "container:">
                </BuildableReference>
             </TestableReference>

    """
  }

  /// The line of the scheme before which `new-module` adds its module's test target.
  static let testablesEnd = "</Testables>"

  /// The path of the shared scheme of the app `name`, relative to the app root.
  static func schemePath(name: String) -> String {
    "\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme"
  }

  func scheme() -> String {
    let name = app.name
    func reference(_ blueprint: String, _ target: String, _ product: String) -> String {
      """
               <BuildableReference
                  BuildableIdentifier = "primary"
                  BlueprintIdentifier = "\(blueprint)"
                  BuildableName = "\(product)"
                  BlueprintName = "\(target)"
                  ReferencedContainer = "container:\(name).xcodeproj">
               </BuildableReference>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme LastUpgradeVersion = "\(Self.xcodeVersion)" version = "1.7">
         <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
            <BuildActionEntries>
               <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
      \(reference(id(0x02), name, name + ".app"))
               </BuildActionEntry>
            </BuildActionEntries>
         </BuildAction>
         <TestAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" shouldUseLaunchSchemeArgsEnv = "YES">
            <Testables>
               <TestableReference skipped = "NO">
      \(reference(id(0x03), name + "Tests", name + "Tests.xctest"))
               </TestableReference>
      \(packageTests.map(Self.packageTestable).joined())      </Testables>
         </TestAction>
         <LaunchAction buildConfiguration = "Debug" launchStyle = "0" debugDocumentVersioning = "YES" allowLocationSimulation = "YES">
            <BuildableProductRunnable runnableDebuggingMode = "0">
      \(reference(id(0x02), name, name + ".app"))
            </BuildableProductRunnable>
         </LaunchAction>
         <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
         </ArchiveAction>
      </Scheme>

      """
  }
}
