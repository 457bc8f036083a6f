extension Linter {
  /// Places every analyzed file in its layer on all cores, in the order given; then indexes again the files
  /// that may name a type the project declares in lowercase (`indexLowercaseTypes`), which only the placed
  /// project tells. The sources are consumed: their bytes go as soon as they are not needed.
  func place(_ sources: consuming [IndexedSource]) -> [AnalyzedFile] {
    let layerMap = self.layerMap
    var contents: [[UInt8]?] = []
    contents.reserveCapacity(sources.count)
    for offset in sources.indices { contents.append(sources[offset].bytes.take()) }
    var files = Parallel.map(sources) { Self.place($0.index, layerMap: layerMap, placing: $0.placing) }
    indexLowercaseTypes(in: &files, contents: contents)
    return files
  }

  /// One file's bytes, indexed and placed in its layer (`path` is its display path).
  func analyze(_ bytes: [UInt8], path: String) -> AnalyzedFile {
    Self.place(indexer(bytes, path, true), layerMap: layerMap, root: configuration.root, fileSystem: fileSystem)
  }

  /// An indexed file placed in its layer.
  static func place(_ index: FileIndex, layerMap: LayerMap, root: String, fileSystem: any FileAccess) -> AnalyzedFile {
    place(
      index, layerMap: layerMap,
      placing: layerMap.placing(path: Paths.relative(fileSystem.absolute(index.path), to: root)))
  }

  /// An indexed file placed in its layer, which its path's patterns decided as `placing`.
  static func place(_ index: FileIndex, layerMap: LayerMap, placing: LayerMap.PathDecision) -> AnalyzedFile {
    var analyzed = AnalyzedFile(index: index, assignment: FileAssignment(role: .unassigned))
    let types = analyzed.topLevelTypes
    analyzed.assignment =
      layerMap.placeByType(
        layerMap.decide(placing, declaredTypes: types), placing, declaredTypes: types
      ).assignment
    return analyzed
  }
}
