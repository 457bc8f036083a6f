/// What a new app's Xcode project holds, whichever file it is written in: the targets, their synchronized
/// folders and membership exceptions, the xcconfig the app target is based on, the package product it links
/// and the build settings. `XcodeAppProject` renders it as `project.pbxproj` or as `project.xcproj`, so the two
/// formats cannot drift apart.
struct AppProjectDescription {
  /// A build setting's value: one string, or a list (`LD_RUNPATH_SEARCH_PATHS`).
  enum Value: Equatable {
    case string(String)
    case list([String])
  }

  typealias Setting = (name: String, value: Value)

  let app: AppSpec
  let layout: AppLayout

  var name: String { app.name }
  var tests: String { "\(app.name)Tests" }
  /// The package product the app target links.
  var product: String { "\(app.name)Modules" }
  /// The unit-test target's synchronized folder, inside `Tests/`.
  let testFolder = "AppCompositionTests"
  /// The configurations, in order; the last is the default.
  let configurations = ["Debug", "Release"]

  var entry: String { layout.folders["entry"] ?? "App" }
  var resources: String { layout.folders["resources"] ?? "Resources" }

  /// The app target's synchronized folders: the composition root's folder, and resources kept beside it.
  var appFolders: [String] {
    resources.hasPrefix(entry + "/") ? [entry] : [entry, resources]
  }

  /// The synchronized folder that holds the xcconfig, and the xcconfig's path inside it.
  var configuration: (folder: String, path: String) {
    let folder = appFolders.last { resources == $0 || resources.hasPrefix($0 + "/") } ?? entry
    let inside = resources == folder ? "" : String(resources.dropFirst(folder.count + 1)) + "/"
    return (folder, inside + "Configs/App.xcconfig")
  }

  /// The paths inside the app folder `folder` the app target does not compile: the package's folders nested
  /// in the entry folder, and the xcconfig, which configures the target rather than being one of its resources.
  func exceptions(_ folder: String) -> [String] {
    ((folder == entry ? layout.nestedInEntry(resources: false) : [])
      + (folder == configuration.folder ? [configuration.path] : [])).sorted()
  }

  /// The app target's settings, as Xcode 26's iOS app template writes them (approachable concurrency,
  /// main-actor default isolation, automatic signing); its bundle identifier and versions come from the xcconfig.
  var appSettings: [Setting] {
    [
      ("ASSETCATALOG_COMPILER_APPICON_NAME", .string("AppIcon")),
      ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", .string("AccentColor")),
      ("CODE_SIGN_STYLE", .string("Automatic")), ("ENABLE_PREVIEWS", .string("YES")),
      ("GENERATE_INFOPLIST_FILE", .string("YES")),
      ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", .string("YES")),
      ("INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents", .string("YES")),
      ("INFOPLIST_KEY_UILaunchScreen_Generation", .string("YES")),
      ("LD_RUNPATH_SEARCH_PATHS", .list(["$(inherited)", "@executable_path/Frameworks"])),
      ("PRODUCT_NAME", .string("$(TARGET_NAME)")), ("STRING_CATALOG_GENERATE_SYMBOLS", .string("YES")),
      ("SWIFT_APPROACHABLE_CONCURRENCY", .string("YES")), ("SWIFT_DEFAULT_ACTOR_ISOLATION", .string("MainActor")),
      ("SWIFT_EMIT_LOC_STRINGS", .string("YES")), ("TARGETED_DEVICE_FAMILY", .string("1,2")),
    ]
  }

  /// The unit-test target's settings: hosted by the app.
  var testSettings: [Setting] {
    [
      ("BUNDLE_LOADER", .string("$(TEST_HOST)")), ("CODE_SIGN_STYLE", .string("Automatic")),
      ("GENERATE_INFOPLIST_FILE", .string("YES")), ("PRODUCT_BUNDLE_IDENTIFIER", .string(app.bundleID + ".tests")),
      ("PRODUCT_NAME", .string("$(TARGET_NAME)")), ("SWIFT_APPROACHABLE_CONCURRENCY", .string("YES")),
      ("SWIFT_EMIT_LOC_STRINGS", .string("NO")), ("TARGETED_DEVICE_FAMILY", .string("1,2")),
      ("TEST_HOST", .string("$(BUILT_PRODUCTS_DIR)/\(name).app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/\(name)")),
    ]
  }

  /// The project's settings in every configuration.
  var projectSettings: [Setting] {
    [
      ("CLANG_ENABLE_MODULES", .string("YES")), ("ENABLE_USER_SCRIPT_SANDBOXING", .string("YES")),
      ("IPHONEOS_DEPLOYMENT_TARGET", .string("17.0")), ("SDKROOT", .string("iphoneos")),
      ("SWIFT_VERSION", .string("6.0")),
    ]
  }

  /// The project's settings in the Debug configuration only.
  var debugProjectSettings: [Setting] {
    [
      ("ENABLE_TESTABILITY", .string("YES")), ("ONLY_ACTIVE_ARCH", .string("YES")),
      ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", .string("DEBUG $(inherited)")),
    ]
  }
}
