/// Findings grouped by file, files in the order of their first finding (the diagnostics are sorted by path).
func groupedByPath(_ diagnostics: [Diagnostic]) -> [(path: String, diagnostics: [Diagnostic])] {
  var groups: [(path: String, diagnostics: [Diagnostic])] = []
  for diagnostic in diagnostics {
    if groups.last?.path == diagnostic.location.path {
      groups[groups.count - 1].diagnostics.append(diagnostic)
    } else {
      groups.append((diagnostic.location.path, [diagnostic]))
    }
  }
  return groups
}
