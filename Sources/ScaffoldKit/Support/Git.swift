import Foundation

/// What a git invocation printed and how it ended.
package struct GitOutput: Sendable, Equatable {
  package var status: Int32
  package var stdout: String
  package var stderr: String

  package init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// Runs git with arguments in a directory. The real one starts a process; tests pass a stub.
package struct GitRunner: Sendable {
  package var run: @Sendable (_ arguments: [String], _ directory: String) -> GitOutput

  package init(run: @escaping @Sendable (_ arguments: [String], _ directory: String) -> GitOutput) {
    self.run = run
  }

  /// `git -C directory arguments...` through `/usr/bin/env`, so git is found on PATH.
  package static let process = GitRunner { arguments, directory in
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return GitOutput(status: 127, stdout: "", stderr: "cannot run git: \(error.localizedDescription)")
    }
    // git writes little on stderr (a message), so reading stdout to its end first cannot block on it.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return GitOutput(
      status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }

  /// The files under `directory` changed since `revision` (`git diff --name-only --relative`) plus untracked
  /// files there, as absolute paths under `directory`. Paths stay relative to `directory` on git's side, so a
  /// symbolic link in the working directory's path (macOS `/tmp`) cannot make them differ from lint's.
  /// Git's own message becomes the error when the revision is unknown or this is not a repository.
  func changedFiles(since revision: String, in directory: String) throws(ScaffoldError) -> Set<String> {
    guard !revision.hasPrefix("-") else {
      throw ScaffoldError(.invalidInput, "--changed-since: '\(revision)' is not a revision")
    }
    _ = try checked(["rev-parse", "--show-toplevel"], in: directory)
    let changed = try checked(["diff", "--name-only", "--no-renames", "--relative", revision, "--"], in: directory)
    let untracked = try checked(["ls-files", "--others", "--exclude-standard"], in: directory)
    let names = (changed + "\n" + untracked).split(separator: "\n").map(String.init)
    return Set(names.map { Paths.join(directory, $0) })
  }

  /// True when git tracks `file` (relative to `directory`); false outside a repository or without git.
  func tracks(_ file: String, in directory: String) -> Bool {
    run(["ls-files", "--error-unmatch", "--", file], directory).status == 0
  }

  private func checked(_ arguments: [String], in directory: String) throws(ScaffoldError) -> String {
    let output = run(arguments, directory)
    guard output.status == 0 else {
      let message = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ScaffoldError(.invalidInput, "--changed-since: git \(arguments.first ?? "") failed: \(message)")
    }
    return output.stdout
  }
}
