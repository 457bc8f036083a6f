/// The code conventions a tree shows: how it indents, the access level of its top-level declarations, and the
/// name endings of its navigators and screens. `init --detect` reports them.
package struct SourceConventions: Sendable, Equatable {
  /// The smallest indentation most files have; nil without an indented line.
  package var indentation: Indentation?
  /// `public` when most top-level declarations are public or open, else `internal`; nil without any.
  package var accessLevel: AccessLevel?
  /// The ending most navigation types' files have (`Coordinator`, `Router`).
  package var routerSuffix: String?
  /// The ending most UIKit screens' files have (`ViewController`, `VC`).
  package var screenSuffix: String?
  /// `uikit` when more files are UIKit screens (named `…ViewController`, `…VC`) than import SwiftUI; else `hosted`
  /// when UIKit coordinators push SwiftUI views in hosting controllers (`ScreenStack.isHostedByUIKit`); else nil.
  package var ui: UIKind?
  /// How the app shows its screens, counted in files.
  package var stack = ScreenStack()

  /// The files that show screens each way: SwiftUI views in `UIHostingController`s, coordinator classes that
  /// drive a `UINavigationController`, SwiftUI `NavigationStack`s.
  package struct ScreenStack: Sendable, Equatable {
    package var hostingControllers = 0
    package var coordinators = 0
    package var navigationStacks = 0

    /// SwiftUI screens that UIKit coordinators push in hosting controllers, with fewer NavigationStacks.
    package var isHostedByUIKit: Bool {
      hostingControllers > 0 && coordinators > 0 && navigationStacks < hostingControllers
    }
  }

  /// Reads the conventions from the files' paths and text.
  static func read(_ files: [(path: String, text: String)]) -> SourceConventions {
    var widths: [Int: Int] = [:]
    var publicDeclarations = 0
    var internalDeclarations = 0
    for file in files {
      if let width = indentation(of: file.text) { widths[width, default: 0] += 1 }
      for line in file.text.split(separator: "\n", omittingEmptySubsequences: true) {
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        guard let first = words.first, !line.hasPrefix(" "), !line.hasPrefix("\t") else { continue }
        if ["public", "open"].contains(first) {
          publicDeclarations += 1
        } else if first == "internal" || declarationKeywords.contains(first)
          || (first == "final" && words.count > 1 && declarationKeywords.contains(words[1]))
        {
          internalDeclarations += 1
        }
      }
    }
    let stems = files.map { Paths.swiftStem($0.path) }
    let screens = stems.count { stem in ["ViewController", "VC"].contains { stem.hasSuffix($0) && stem != $0 } }
    let swiftUI = files.count { $0.text.contains("import SwiftUI") }
    var stack = ScreenStack()
    for file in files {
      if file.text.contains("UIHostingController") { stack.hostingControllers += 1 }
      if file.text.contains("UINavigationController"), file.text.contains("class "),
        Paths.swiftStem(file.path).hasSuffix("Coordinator")
      {
        stack.coordinators += 1
      }
      if file.text.contains("NavigationStack") { stack.navigationStacks += 1 }
    }
    var conventions = SourceConventions(
      // 0 stands for tabs; on a tie the narrower indentation wins.
      indentation: widths.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { $0.key == 0 ? .tabs : .spaces($0.key) },
      accessLevel: publicDeclarations + internalDeclarations == 0
        ? nil : publicDeclarations > internalDeclarations ? .public : .internal,
      routerSuffix: mostCommon(["Coordinator", "Router"], in: stems),
      screenSuffix: mostCommon(["ViewController", "VC"], in: stems),
      ui: screens > swiftUI ? .uikit : stack.isHostedByUIKit ? .hosted : nil)
    conventions.stack = stack
    return conventions
  }

  private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "func"]

  /// The smallest indentation of a code line (comment lines left out): the file's indentation step in spaces,
  /// 0 for tabs.
  private static func indentation(of text: String) -> Int? {
    var smallest: Int?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("\t") { return 0 }
      let spaces = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(spaces)
      guard spaces > 0, !rest.isEmpty, !rest.hasPrefix("*"), !rest.hasPrefix("//") else { continue }
      smallest = min(smallest ?? spaces, spaces)
    }
    return smallest
  }

  /// The ending more file names have than any other of `endings` (the first on a tie); nil when none has one.
  private static func mostCommon(_ endings: [String], in stems: [String]) -> String? {
    let counts = endings.map { ending in stems.count { $0.hasSuffix(ending) && $0 != ending } }
    guard let best = counts.max(), best > 0, let index = counts.firstIndex(of: best) else { return nil }
    return endings[index]
  }
}
