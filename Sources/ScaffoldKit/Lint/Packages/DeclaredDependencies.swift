/// The targets a project declares, read from its `Package.swift` files (lexically, `PackageManifest`) and
/// its Xcode project (`XcodeDeclarations`), each with its dependencies as the modules they make importable:
/// what `undeclared-import` and `unused-dependency` compare with the imports of each target's files.
///
/// A `.product(name:package:)` of a package in the project stands for the modules of that product's targets;
/// a product of any other package is taken as the module of its own name, as most are. A remote product whose
/// module has another name (`.product(name: "FirebaseAnalytics", …)` importing `FirebaseAnalyticsSwift`) cannot
/// be known without resolving the package: write the module in `systemModules`, or suppress.
struct DeclaredDependencies: Sendable {
  struct Target: Sendable {
    var name: String
    /// The module its files are compiled into (the name, as a C99 identifier).
    var module: String
    var isTest: Bool
    /// Display path of the `Package.swift` or `project.pbxproj` that declares it.
    var manifest: String
    /// The target's folder (absolute) for a package target; nil for an Xcode target (its membership tells).
    var folder: String?
    var position: SourcePosition
    /// Where its dependencies are listed; nil when it lists none (`position` then).
    var dependenciesPosition: SourcePosition?
    var dependencies: [Dependency]
    /// False when some of its dependencies could not be read (computed in the manifest): its imports are
    /// not judged.
    var readsEveryDependency = true
    /// How a dependency on another module is written where this target's are (`.target(name: "X")`…).
    var fixIt: @Sendable (_ module: String) -> String

    /// The place a finding about its dependency list points to.
    var dependenciesLocation: SourceLocation {
      SourceLocation(path: manifest, position: dependenciesPosition ?? position)
    }
  }

  struct Dependency: Sendable {
    /// As written: `.product(name: "X", package: "y")`, `"X"`, `target X`.
    var written: String
    /// The modules it makes importable (the targets of a product of the project's packages).
    var modules: [String]
    var position: SourcePosition
    /// Declared for what the dependency builds rather than for a module to import (an Xcode target dependency
    /// on an app extension the app embeds, on the app that hosts a test target's tests, on an aggregate
    /// target; a package's macro target, or the executable a test target runs): used whether or not a file
    /// imports it, so never reported unused.
    var needsNoImport = false
  }

  var targets: [Target] = []
  /// For each file of the project (in its order), the targets that compile it: `assignOwners`.
  private(set) var owners: [[Int]] = []
  /// The line comments of each manifest, by display path, for suppressions.
  var comments: [String: [LineComment]] = [:]
  /// Modules that need no declaration: the configuration's `systemModules` (the SDK's are `sdkModules`).
  var systemModules: Set<String> = []
  /// The modules the targets build.
  private var targetModules: Set<String> = []
  /// Each package target's folder (absolute), with the first target declared there: the owner of the files
  /// it holds most closely.
  private var targetsByFolder: [Substring: Int] = [:]
  /// For each module a target of the project builds, the modules its files re-export (`@_exported import M`):
  /// a dependency on the target makes them importable too (`noteReexports`).
  private(set) var reexports: [String: Set<String>] = [:]
  var membership: TargetMembership?
  /// Display path of the Xcode project whose targets are listed.
  var projectFile: String?

  var isEmpty: Bool { targets.isEmpty }

  /// Modules the SDKs and toolchains provide: never a dependency to declare, never reported unused. The
  /// frameworks of the iOS 26.5 SDK, the Swift-only ones (`SwiftData`, `Charts`, `TipKit`…), those of macOS,
  /// watchOS, tvOS and visionOS that apps import, and the toolchain's modules. Modules whose name starts with `_`
  /// (`_Concurrency`) are the toolchain's too. `systemModules` in `scaffold.json` adds names.
  static let sdkModules: Set<String> = [
    "Accelerate", "Accessibility", "AccessoryLiveActivities", "AccessorySetupKit", "Accounts", "ActivityKit",
    "AdAttributionKit", "AddressBook", "AddressBookUI", "AdServices", "AdSupport", "AlarmKit", "AppClip",
    "AppIntents", "AppKit", "AppleArchive", "ApplicationServices", "AppMigrationKit", "AppTrackingTransparency",
    "ARKit", "AssetsLibrary", "Assignables", "AudioToolbox", "AudioUnit", "AuthenticationServices",
    "AutomaticAssessmentConfiguration", "Automator", "AVFAudio", "AVFoundation", "AVKit", "AVRouting",
    "BackgroundAssets", "BackgroundTasks", "BrowserEngineCore", "BrowserEngineKit", "BusinessChat", "CallKit",
    "Carbon", "CarPlay", "CFNetwork", "Charts", "Cinematic", "ClassKit", "ClassKitUI", "ClockKit", "CloudKit",
    "Cocoa", "Collaboration", "ColorSync", "Combine", "CommonCrypto", "CompositorServices", "ContactProvider",
    "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreData",
    "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia",
    "CoreMediaIO", "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony",
    "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN", "CryptoKit", "CryptoTokenKit", "Cxx", "CxxStdlib",
    "Darwin", "DataDetection", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "DeviceDiscoveryExtension",
    "DeviceDiscoveryUI", "DiskArbitration", "Dispatch", "Distributed", "DockKit", "EventKit", "EventKitUI",
    "ExceptionHandling", "ExposureNotification", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory",
    "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit", "FinanceKitUI", "Foundation",
    "FoundationEssentials", "FoundationModels", "FoundationNetworking", "GameController", "GameKit", "GameplayKit",
    "GameSave", "Glibc", "GLKit", "GroupActivities", "GSS", "HealthKit", "HealthKitUI", "HomeKit", "Hypervisor",
    "iAd", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "ImagePlayground",
    "ImmersiveMediaSupport", "InputMethodKit", "Intents", "IntentsUI", "IOBluetooth", "IOBluetoothUI", "IOKit",
    "IOSurface", "JournalingSuggestions", "LinkPresentation", "LocalAuthentication", "LocalAuthenticationEmbeddedUI",
    "LockedCameraCapture", "ManagedSettings", "MapKit", "MarketplaceKit", "Matter", "MatterSupport",
    "MediaAccessibility", "MediaPlayer", "MediaSetup", "MediaToolbox", "Messages", "MessageUI", "Metal", "MetalFX",
    "MetalKit", "MetalPerformancePrimitives", "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit",
    "MLCompute", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "MusicKit", "Musl", "NaturalLanguage",
    "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter", "ObjectiveC", "Observation", "OpenAL",
    "OpenGLES", "os", "OSAKit", "OSLog", "PackageDescription", "PackagePlugin", "PassKit", "PDFKit", "PencilKit",
    "PHASE", "Photos", "PhotosUI", "PreferencePanes", "ProximityReader", "PushKit", "PushToTalk", "Quartz",
    "QuartzCore", "QuickLook", "QuickLookThumbnailing", "QuickLookUI", "RealityFoundation", "RealityKit",
    "RegexBuilder", "RelevanceKit", "ReplayKit", "RoomPlan", "SafariServices", "SafetyKit", "SceneKit",
    "ScreenCaptureKit", "ScreenTime", "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface",
    "SecurityUI", "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "ServicesAccountLinking",
    "SharedWithYou", "SharedWithYouCore", "ShazamKit", "simd", "Social", "SoundAnalysis", "Spatial", "Speech",
    "SpriteKit", "SQLite3", "StickerFoundation", "StickerKit", "StoreKit", "StoreKitTest", "Swift", "SwiftData",
    "SwiftUI", "SwiftUICore", "Symbols", "Synchronization", "System", "SystemConfiguration", "SystemExtensions",
    "Testing", "ThreadNetwork", "TipKit", "TouchController", "Translation", "TranslationUIProvider", "TVMLKit",
    "TVServices", "TVUIKit", "Twitter", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
    "VideoSubscriberAccount", "VideoToolbox", "Virtualization", "Vision", "VisionKit", "WatchConnectivity",
    "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WinSDK", "WirelessInsights", "XCTest", "XCUIAutomation", "zlib",
  ]

  /// Whether `module` needs no declaration: the SDK's and the toolchain's unless one of the project's targets
  /// builds a module of that name (a package's `Messages` is no SDK framework), and those of `systemModules`.
  func isSystem(_ module: String) -> Bool {
    systemModules.contains(module)
      || ((module.hasPrefix("_") || Self.sdkModules.contains(module)) && !targetModules.contains(module))
  }

  /// For each target, the modules its dependencies make importable, with those they re-export.
  func importableModules() -> [Set<String>] {
    targets.map { withReexports($0.dependencies.flatMap(\.modules)) }
  }

  /// `modules` and the modules they re-export, and those re-export, and so on.
  func withReexports(_ modules: [String]) -> Set<String> {
    var found = Set(modules)
    var pending = modules
    while let module = pending.popLast() {
      for exported in reexports[module] ?? [] where found.insert(exported).inserted { pending.append(exported) }
    }
    return found
  }

  /// Notes the modules that the files of `indexes` re-export in `reexports`, by the targets that compile them:
  /// a local package that wraps another (`@_exported import PromiseKit`) makes it importable to its dependents.
  mutating func noteReexports(_ indexes: some Sequence<FileIndex>, fileSystem: any FileAccess) {
    guard !targets.isEmpty else { return }
    for index in indexes {
      let exported = index.imports.filter(\.isExported).map(\.module)
      guard !exported.isEmpty else { continue }
      for owner in owners(ofFileAt: index.path, fileSystem: fileSystem) {
        reexports[targets[owner].module, default: []].formUnion(exported)
      }
    }
  }

  /// `noteReexports` for the files at `paths` (absolute), which the run did not index: those that a package
  /// target compiles are read, and indexed when they spell `@_exported`.
  mutating func noteReexports(readingFilesAt paths: [String], fileSystem: any FileAccess) {
    let packaged = paths.filter { !targets(compiling: $0).isEmpty }
    let indexes = Parallel.map(packaged) { path -> FileIndex? in
      guard let bytes = try? fileSystem.readData(path), Linter.contains(bytes, Self.exportedAttribute) else {
        return nil
      }
      return SwiftIndexer.index(bytes, path: path, lowercaseTypes: [], readsReferences: false)
    }
    noteReexports(indexes.lazy.compactMap { $0 }, fileSystem: fileSystem)
  }

  private static let exportedAttribute = Array("@_exported".utf8)

  /// Fills `owners` for `files`, once for both rules.
  mutating func assignOwners(_ files: [AnalyzedFile], fileSystem: any FileAccess) {
    guard !targets.isEmpty else { return }
    owners = Parallel.map(Array(files.indices)) { [self] offset in
      targets(compiling: fileSystem.absolute(files[offset].index.path))
    }
  }

  /// The targets that compile the file at (display) `path`, as `assignOwners` finds them.
  func owners(ofFileAt path: String, fileSystem: any FileAccess) -> [Int] {
    guard !targets.isEmpty else { return [] }
    return targets(compiling: fileSystem.absolute(path))
  }

  /// The targets that compile the file at `absolute` (normalized): the package target whose folder holds it
  /// most closely (its nearest enclosing folder that is a target's), else the Xcode targets whose membership
  /// lists it.
  private func targets(compiling absolute: String) -> [Int] {
    if !targetsByFolder.isEmpty {
      var end = absolute.endIndex
      while let slash = absolute.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
        if let owner = targetsByFolder[absolute[..<slash]] { return [owner] }
        end = slash
      }
    }
    guard let membership, let projectFile else { return [] }
    let names = membership.targets(of: absolute)
    guard !names.isEmpty else { return [] }
    return targets.indices.filter {
      targets[$0].folder == nil && targets[$0].manifest == projectFile
        && names.contains(targets[$0].name)
    }
  }

  /// A module name as SwiftPM and Xcode make it from a target name: C99 identifier characters, `_` for others.
  static func moduleName(_ name: String) -> String { ProductModuleName.c99ExtendedIdentifier(name) }
}

extension DeclaredDependencies {
  /// Reads the manifests at `manifests` (absolute paths, sorted) and, with a `membership`, the Xcode project
  /// it was read from. A manifest that cannot be read declares nothing.
  init(
    manifests: [String], membership: TargetMembership?, systemModules: [String], fileSystem: any FileAccess
  ) {
    self.systemModules = Set(systemModules)
    self.membership = membership
    // Each manifest lexed on the next free core, as the Swift files are.
    let packages = Parallel.map(manifests) { path -> PackageManifest? in
      guard let bytes = try? fileSystem.readData(path) else { return nil }
      var package = PackageManifest(
        path: Paths.relative(path, to: fileSystem.currentDirectory), folder: Paths.dirname(path), bytes: bytes)
      // Before `.executableTarget` (tools 5.4), a `.target` with a `main.swift` built the executable.
      for offset in package.targets.indices where package.targets[offset].kind == .target {
        if fileSystem.kind(of: Paths.join(package.targets[offset].folder, "main.swift")) == .file {
          package.targets[offset].kind = .executableTarget
        }
      }
      return package
    }.compactMap { $0 }
    let products = LocalProducts(packages)
    for package in packages {
      comments[package.path] = package.comments
      targets += products.declared(package.targets, in: package)
    }
    if let projectFile = membership?.projectFile, !projectFile.isEmpty,
      let declared = XcodeDeclarations.read(projectFile, products: products, fileSystem: fileSystem)
    {
      self.projectFile = declared.path
      targets += declared.targets
    }
    targetModules = Set(targets.map(\.module))
    for (offset, target) in targets.enumerated().reversed() {
      if let folder = target.folder { targetsByFolder[folder[...]] = offset }
    }
  }
}

/// The products of the project's own packages, by name: what a `.product` dependency on one stands for.
struct LocalProducts: Sendable {
  private struct Entry: Sendable {
    /// The names a `package:` argument may give the package: its folder's name and `Package(name:)`, lowercased.
    var identities: Set<String>
    /// The folder's name as written, for a fix-it.
    var folderName: String
    var modules: [String]
    /// False for a product whose `targets:` is computed: `modules` are then every target it may hold.
    var isKnown: Bool
  }
  private var byName: [String: [Entry]] = [:]
  /// For each module of a product, the first product (by name) that holds it: `product(holding:)`.
  private var holders: [String: (name: String, package: String)] = [:]

  init(_ packages: [PackageManifest]) {
    for package in packages {
      let identities = Set(
        [Paths.basename(package.folder).lowercased()] + [package.name?.lowercased()].compactMap { $0 })
      // A product whose targets are computed may hold any target of its package but a test target: it stands
      // for all of them, so that no import of one is reported undeclared.
      let everyTarget = package.targets.filter { $0.kind != .testTarget }.map(\.name)
      for product in package.products {
        byName[product.name, default: []].append(
          Entry(
            identities: identities, folderName: Paths.basename(package.folder),
            modules: (product.readsEveryTarget ? product.targets : everyTarget).map(DeclaredDependencies.moduleName),
            isKnown: product.readsEveryTarget))
      }
    }
    // A fix-it names a product known to hold the module.
    for (name, entries) in byName.sorted(by: { $0.key < $1.key }) {
      for entry in entries where entry.isKnown {
        for module in entry.modules where holders[module] == nil { holders[module] = (name, entry.folderName) }
      }
    }
  }

  /// The modules of product `name` of `package` (any package of the project when nil); the product's own name
  /// as a module when no package of the project declares it.
  func modules(of name: String, package: String?) -> [String] {
    let entries = byName[name] ?? []
    let entry = entries.first { entry in package.map { entry.identities.contains($0.lowercased()) } ?? true }
    return entry?.modules ?? [DeclaredDependencies.moduleName(name)]
  }

  /// The product of one of the project's packages that holds `module`, as `.product(name:package:)` writes it.
  func product(holding module: String) -> (name: String, package: String)? {
    holders[module]
  }

  /// The package's `targets` with their dependencies as modules.
  func declared(_ targets: [PackageManifest.Target], in package: PackageManifest) -> [DeclaredDependencies.Target] {
    let siblings = Dictionary(package.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    let siblingModules = Dictionary(
      package.targets.map { (DeclaredDependencies.moduleName($0.name), $0.name) },
      uniquingKeysWith: { first, _ in first })
    // The products of other packages that the package's targets depend on, by module, as the first target
    // writes them (`.product(name: "PromiseKit", package: "PromiseKit")`): what another target adds to use one.
    var remoteProducts: [String: String] = [:]
    for dependency in package.targets.flatMap(\.dependencies) {
      guard case .product(let owner) = dependency.kind, byName[dependency.name] == nil else { continue }
      let module = DeclaredDependencies.moduleName(dependency.name)
      if remoteProducts[module] == nil {
        remoteProducts[module] = ".product(name: \"\(dependency.name)\", package: \"\(owner)\")"
      }
    }
    return targets.map {
      declared($0, in: package, siblings: siblings, siblingModules: siblingModules, remoteProducts: remoteProducts)
    }
  }

  /// A package target with its dependencies as modules; `siblings` are the package's target names,
  /// `siblingModules` their modules, and `remoteProducts` how its targets write other packages' products.
  private func declared(
    _ target: PackageManifest.Target, in package: PackageManifest, siblings: [String: PackageManifest.Target.Kind],
    siblingModules: [String: String], remoteProducts: [String: String]
  ) -> DeclaredDependencies.Target {
    // A macro target is the compiler plugin of the library that declares its macros, which is what files
    // import; a test target runs the executable it depends on (SwiftPM's way to test a command-line tool).
    func isBuiltNotImported(_ name: String) -> Bool {
      switch siblings[name] {
      case .macro?: return true
      case .executableTarget?: return target.kind == .testTarget
      default: return false
      }
    }
    let dependencies = target.dependencies.map { dependency in
      let modules: [String]
      let written: String
      switch dependency.kind {
      case .target:
        modules = [DeclaredDependencies.moduleName(dependency.name)]
        written = ".target(name: \"\(dependency.name)\")"
      case .byName:
        modules =
          siblings[dependency.name] != nil
          ? [DeclaredDependencies.moduleName(dependency.name)] : self.modules(of: dependency.name, package: nil)
        written = "\"\(dependency.name)\""
      case .product(let package):
        modules = self.modules(of: dependency.name, package: package)
        written = ".product(name: \"\(dependency.name)\", package: \"\(package)\")"
      }
      let needsNoImport: Bool
      switch dependency.kind {
      case .target, .byName: needsNoImport = isBuiltNotImported(dependency.name)
      case .product: needsNoImport = false
      }
      return DeclaredDependencies.Dependency(
        written: written, modules: modules, position: dependency.position, needsNoImport: needsNoImport)
    }
    let fixIt: @Sendable (String) -> String = { [self] module in
      if let sibling = siblingModules[module] { return ".target(name: \"\(sibling)\")" }
      if let product = product(holding: module) {
        return ".product(name: \"\(product.name)\", package: \"\(product.package)\")"
      }
      return remoteProducts[module] ?? ".product(name: \"\(module)\", package: \"…\")"
    }
    return DeclaredDependencies.Target(
      name: target.name, module: DeclaredDependencies.moduleName(target.name), isTest: target.kind == .testTarget,
      manifest: package.path, folder: target.folder, position: target.position,
      dependenciesPosition: target.dependenciesPosition, dependencies: dependencies,
      readsEveryDependency: target.readsEveryDependency, fixIt: fixIt)
  }
}
