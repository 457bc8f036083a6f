@_exported import Foundation
import ScaffoldKit

/// The command-line shell: turns argv into a command, runs it, and maps its outcome to an exit code.
public enum CLI {
  public static func main(_ arguments: [String]) -> Int32 {
    0
  }
}
