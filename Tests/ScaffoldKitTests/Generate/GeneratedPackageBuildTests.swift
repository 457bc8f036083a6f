import Foundation
import ScaffoldKit
import XCTest

/// Writes the generated packages for the test specs to `$SCAFFOLD_GENERATE_OUTPUT/<Name>` so a script can
/// build and test them (`Tests/Scripts/build-generated.sh`). Skipped unless that variable is set: compiling
/// generated packages is too slow for the unit suite.
final class GeneratedPackageBuildTests: XCTestCase {
  func testWriteGeneratedPackages() throws {
    guard let output = ProcessInfo.processInfo.environment["SCAFFOLD_GENERATE_OUTPUT"] else {
      throw XCTSkip("set SCAFFOLD_GENERATE_OUTPUT to write the generated packages")
    }
    let disk = DiskFileSystem()
    for spec in [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login, GenerateSpecs.genres] {
      let files = try ModuleGenerator.render(spec: spec, options: GenerateOptions(layout: .package))
      let root = Paths.join(output, spec.name)
      if disk.exists(root) { try disk.remove(root) }
      for file in files {
        try disk.createDirectory(Paths.dirname(Paths.join(root, file.path)))
        try disk.write(file.contents, to: Paths.join(root, file.path))
      }
    }
  }
}
