/// `path:line:col: error: message [rule]`, the compiler's format, which Xcode and most editors link to.
enum XcodeReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    result.diagnostics.map { "\($0)\n" }.joined()
  }
}
