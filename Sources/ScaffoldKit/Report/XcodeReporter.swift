/// `path:line:col: error: message [rule]`, the compiler's format, which Xcode and most editors link to.
enum XcodeReporter: Reporter {
  static func render(_ result: LintResult, context: ReportContext) -> String {
    var output: [UInt8] = []
    // About the length of a finding's line: one allocation for the whole report, most of the time.
    output.reserveCapacity(result.diagnostics.count * 160)
    for diagnostic in result.diagnostics {
      diagnostic.write(to: &output)
      output.append(UInt8(ascii: "\n"))
    }
    return String(decoding: output, as: UTF8.self)
  }
}
