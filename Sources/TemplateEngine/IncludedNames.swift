extension Template {
  /// The partial names the template includes by a literal name (`{% include "Header" %}`), in order of
  /// first appearance, blocks included; names computed from the context are left out. With `parentName`,
  /// tells which files a render reads.
  public var includedNames: [String] {
    var names: [String] = []
    collectIncludes(nodes, into: &names)
    return names
  }

  private func collectIncludes(_ nodes: [Node], into names: inout [String]) {
    for node in nodes {
      switch node {
      case .text, .output: continue
      case .forLoop(let loop):
        collectIncludes(loop.body, into: &names)
        collectIncludes(loop.emptyBody, into: &names)
      case .conditional(let conditional):
        for branch in conditional.branches { collectIncludes(branch.body, into: &names) }
        collectIncludes(conditional.elseBody, into: &names)
      case .block(let block):
        collectIncludes(block.body, into: &names)
      case .include(let include):
        if case .literal(.string(let name)) = include.name.operand, include.name.filters.isEmpty,
          !names.contains(name)
        {
          names.append(name)
        }
      }
    }
  }
}
