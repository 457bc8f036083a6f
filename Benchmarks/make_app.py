#!/usr/bin/env python3
"""Writes a deterministic synthetic iOS app in the mvvm Modules layout for lint benchmarks.

usage: make_app.py OUTPUT_DIR [--features N] [--lines-per-file N]
                   [--screens N] [--core N] [--app] [--links N] [--violations N]

Every feature gets View, ViewModel, Repository, Model and Router files with realistic Swift: generics,
closures, async/await, string interpolation (nested), multi-line and raw strings, doc and block comments,
#if blocks, property wrappers and extensions. The output depends only on the arguments, so figures from
different runs compare.

The other options shape a whole layered app, for the architecture pictures (`scaffold graph`):
  --screens N      N more screens per feature, each a View and a ViewModel file
  --core N         N Core service files that features use (Repositories, Views)
  --app            an App/AppContainer.swift composition root that wires every feature
  --links N        each Router opens N features further down the list (a dependency DAG) instead of the next
  --violations N   N injected violations, cycling through View -> Repository, a View naming another
                   feature's Model, a ViewModel importing UIKit and a Repository naming its ViewModel
Example, 1,600 files: make_app.py app --features 40 --screens 17 --core 39 --app --links 2 --violations 12
"""
import argparse
import os
import random

HEADER = "// {path}\n// Synthetic benchmark source. Copyright (c) Example Corp.\n\nimport Foundation\n"


def model(name, rng, target):
    out = [HEADER.format(path=f"Modules/{name}/Model/{name}.swift")]
    out.append(f"/// A {name.lower()} as the API returns it.\npublic struct {name}: Codable, Equatable, Sendable, Identifiable {{")
    fields = [("id", "UUID"), ("title", "String"), ("createdAt", "Date"), ("count", "Int"), ("tags", "[String]"),
              ("note", "String?"), ("price", "Decimal"), ("isArchived", "Bool")]
    for field, type_ in fields:
        out.append(f"  public var {field}: {type_}")
    out.append("")
    out.append("  public init(" + ", ".join(f"{f}: {t}" for f, t in fields) + ") {")
    for field, _ in fields:
        out.append(f"    self.{field} = {field}")
    out.append("  }\n}\n")
    out.append(f"public enum {name}Status: String, Codable, Sendable, CaseIterable {{\n  case draft, active, archived\n}}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"extension {name} {{\n  /// Derived value number {i}.\n  public var derived{i}: String {{")
        out.append(f"    \"\\(title)-{i}-\\(tags.joined(separator: \",\"))\"\n  }}\n")
        out.append(f"  public static func sample{i}() -> {name} {{\n    {name}(id: UUID(), title: \"Sample {i}\", createdAt: Date(timeIntervalSince1970: {i}), count: {i}, tags: [\"a\", \"b\"], note: nil, price: {i}, isArchived: false)\n  }}\n}}\n")
        i += 1
    return "\n".join(out)


def repository(name, rng, target):
    out = [HEADER.format(path=f"Modules/{name}/Repository/{name}Repository.swift")]
    out.append(f"public protocol {name}Repository: Sendable {{\n  func fetchAll() async throws -> [{name}]\n  func fetch(id: UUID) async throws -> {name}\n}}\n")
    out.append(f"public enum {name}RepositoryError: Error, Equatable {{\n  case notFound\n  case unauthorized\n  case transport(String)\n}}\n")
    out.append(f"public final class Default{name}Repository: {name}Repository {{\n  private let remote: any {name}RemoteDataSource\n  private let cache: {name}Cache<UUID, {name}>\n")
    out.append(f"  public init(remote: any {name}RemoteDataSource, cache: {name}Cache<UUID, {name}>) {{\n    self.remote = remote\n    self.cache = cache\n  }}\n")
    out.append(f"  public func fetchAll() async throws -> [{name}] {{\n    do {{\n      let items = try await remote.fetchAll()\n      for item in items {{ await cache.store(item, for: item.id) }}\n      return items.sorted {{ $0.createdAt < $1.createdAt }}\n    }} catch let error as URLError where error.code == .notConnectedToInternet {{\n      return await cache.all()\n    }}\n  }}\n")
    out.append(f"  public func fetch(id: UUID) async throws -> {name} {{\n    if let cached = await cache.value(for: id) {{ return cached }}\n    guard let item = try await remote.fetchAll().first(where: {{ $0.id == id }}) else {{\n      throw {name}RepositoryError.notFound\n    }}\n    return item\n  }}\n}}\n")
    out.append(f"public protocol {name}RemoteDataSource: Sendable {{\n  func fetchAll() async throws -> [{name}]\n}}\n")
    out.append(f"public actor {name}Cache<Key: Hashable & Sendable, Value: Sendable> {{\n  private var storage: [Key: Value] = [:]\n  public init() {{}}\n  public func store(_ value: Value, for key: Key) {{ storage[key] = value }}\n  public func value(for key: Key) -> Value? {{ storage[key] }}\n  public func all() -> [Value] {{ Array(storage.values) }}\n}}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"extension Default{name}Repository {{\n  /* Query helper {i}. /* Nested comment */ still a comment */\n  func query{i}(matching text: String) async throws -> [{name}] {{\n    let all = try await fetchAll()\n    let query = #\"^\\w+-{i}$\"#\n    return all.filter {{ item in\n      item.title.localizedCaseInsensitiveContains(text) || item.tags.contains(query)\n    }}\n  }}\n}}\n")
        i += 1
    return "\n".join(out)


def view_model(name, rng, target):
    out = [HEADER.format(path=f"Modules/{name}/ViewModel/{name}ViewModel.swift"), "import Observation\n"]
    out.append(f"@MainActor\n@Observable\npublic final class {name}ViewModel {{\n  public enum State: Equatable {{\n    case idle, loading, loaded([{name}]), empty, failed(String)\n  }}\n")
    out.append(f"  public private(set) var state: State = .idle\n  private let repository: any {name}Repository\n\n  public init(repository: any {name}Repository) {{\n    self.repository = repository\n  }}\n")
    out.append(f"  public func load() async {{\n    state = .loading\n    do {{\n      let items = try await repository.fetchAll()\n      state = items.isEmpty ? .empty : .loaded(items)\n    }} catch {{\n      state = .failed(\"Could not load {name.lower()}s: \\(error.localizedDescription)\")\n    }}\n  }}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"  /// Filters the loaded items ({i}).\n  public func filtered{i}(_ predicate: ({name}) -> Bool) -> [{name}] {{\n    guard case .loaded(let items) = state else {{ return [] }}\n    let message = \"\"\"\n      Filtering \\(items.count) items\n      with \\(\"nested \\(\"{i}\")\") predicate\n      \"\"\"\n    _ = message\n    return items.filter(predicate).map {{ $0 }}\n  }}\n")
        if i % 4 == 0:
            out.append(f"  #if DEBUG\n  public func debugDescription{i}() -> String {{ \"\\(state)\" }}\n  #else\n  public func debugDescription{i}() -> String {{ \"\" }}\n  #endif\n")
        i += 1
    out.append("}\n")
    return "\n".join(out)


def view(name, rng, target):
    out = [HEADER.format(path=f"Modules/{name}/View/{name}View.swift")]
    out.append("#if canImport(SwiftUI)\nimport SwiftUI\n")
    out.append(f"public struct {name}View: View {{\n  @State private var model: {name}ViewModel\n  private let router: {name}Router\n\n  public init(model: {name}ViewModel, router: {name}Router) {{\n    _model = State(initialValue: model)\n    self.router = router\n  }}\n")
    out.append(f"  public var body: some View {{\n    List {{\n      switch model.state {{\n      case .loaded(let items):\n        ForEach(items) {{ item in\n          Button(item.title) {{ router.show(item) }}\n        }}\n      case .failed(let message):\n        Text(message)\n      default:\n        ProgressView()\n      }}\n    }}\n    .task {{ await model.load() }}\n  }}\n}}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"private struct {name}Row{i}: View {{\n  let item: {name}\n  var body: some View {{\n    HStack {{\n      Text(\"\\(item.title) #{i}\")\n      Spacer()\n      Text(item.createdAt, style: .date)\n    }}\n    .accessibilityLabel(\"Row {i}: \\(item.title)\")\n  }}\n}}\n")
        i += 1
    out.append("#endif\n")
    return "\n".join(out)


def screen_view(name, index, target):
    out = [HEADER.format(path=f"Modules/{name}/View/{name}Screen{index}View.swift"), "#if canImport(SwiftUI)\nimport SwiftUI\n"]
    out.append(f"public struct {name}Screen{index}View: View {{\n  let model: {name}Screen{index}ViewModel\n  let router: {name}Router\n  let theme: CoreTheme\n")
    out.append(f"  public var body: some View {{\n    VStack {{\n      Text(model.title).foregroundStyle(theme.accent)\n      Button(\"Open\") {{ router.show(model.item) }}\n    }}\n  }}\n}}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"private struct {name}Screen{index}Row{i}: View {{\n  let item: {name}\n  var body: some View {{ Text(\"\\(item.title) {i}\") }}\n}}\n")
        i += 1
    out.append("#endif\n")
    return "\n".join(out)


def screen_view_model(name, index, target):
    out = [HEADER.format(path=f"Modules/{name}/ViewModel/{name}Screen{index}ViewModel.swift")]
    out.append(f"@MainActor\npublic final class {name}Screen{index}ViewModel {{\n  public private(set) var item: {name}\n  private let repository: any {name}Repository\n")
    out.append(f"  public init(item: {name}, repository: any {name}Repository) {{\n    self.item = item\n    self.repository = repository\n  }}\n")
    out.append(f"  public var title: String {{ \"\\(item.title) ({index})\" }}\n\n  public func reload() async throws {{\n    item = try await repository.fetch(id: item.id)\n  }}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"  public func matches{i}(_ other: {name}) -> Bool {{ other.tags.contains(\"{i}\") }}\n")
        i += 1
    out.append("}\n")
    return "\n".join(out)


def core_service(index, target):
    kind = ["Network", "Storage", "Analytics", "Logger"][index % 4]
    out = [HEADER.format(path=f"Core/Services/{kind}/Core{kind}Service{index}.swift")]
    out.append(f"public protocol Core{kind}Service{index}: Sendable {{\n  func perform(_ request: String) async throws -> Data\n}}\n")
    out.append(f"public struct Default{kind}Service{index}: Core{kind}Service{index} {{\n  public init() {{}}\n  public func perform(_ request: String) async throws -> Data {{ Data(request.utf8) }}\n}}\n")
    if index == 0:
        out.append("public struct CoreTheme: Sendable {\n  public var accent: Color\n  public init(accent: Color) { self.accent = accent }\n}\n")
        out.append("#if canImport(SwiftUI)\nimport SwiftUI\n#else\npublic struct Color: Sendable {}\n#endif\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"extension Default{kind}Service{index} {{\n  func helper{i}() -> String {{ \"{kind} {i}\" }}\n}}\n")
        i += 1
    return "\n".join(out)


def app_container(names):
    out = [HEADER.format(path="App/AppContainer.swift"), "@MainActor\npublic final class AppContainer {"]
    out.append("  public let theme = CoreTheme(accent: Color())\n  public init() {}\n")
    for name in names:
        out.append(f"  public func make{name}Router() -> {name}Router {{\n    {name}Router(repository: Default{name}Repository(remote: Stub{name}Remote(), cache: {name}Cache()))\n  }}\n")
    out.append("}\n")
    for name in names:
        out.append(f"struct Stub{name}Remote: {name}RemoteDataSource {{\n  func fetchAll() async throws -> [{name}] {{ [] }}\n}}\n")
    return "\n".join(out)


VIOLATIONS = [
    ("View", "{name}View.swift", "func injectedLeak(_ repository: any {name}Repository) {{}}\n"),
    ("View", "{name}View.swift", "func injectedForeignModel(_ item: {foreign}) {{}}\n"),
    ("ViewModel", "{name}ViewModel.swift", None),
    ("Repository", "{name}Repository.swift", "func injectedBackReference(_ model: {name}ViewModel) {{}}\n"),
]


def router(name, rng, target, other):
    out = [HEADER.format(path=f"Modules/{name}/Router/{name}Router.swift")]
    out.append(f"@MainActor\npublic final class {name}Router {{\n  public enum Route: Hashable {{\n    case list\n    case detail(id: UUID)\n  }}\n  public private(set) var path: [Route] = []\n  private let repository: any {name}Repository\n\n  public init(repository: any {name}Repository) {{\n    self.repository = repository\n  }}\n")
    out.append(f"  public func makeViewModel() -> {name}ViewModel {{\n    {name}ViewModel(repository: repository)\n  }}\n\n  public func show(_ item: {name}) {{\n    path.append(.detail(id: item.id))\n  }}\n")
    for linked in ([other] if isinstance(other, str) else other):
      out.append(f"  public func openRelated(_ router: {linked}Router) {{\n    path.removeAll()\n  }}\n")
    i = 0
    while sum(s.count("\n") + 1 for s in out) < target:
        out.append(f"  // Deep link {i}: scheme://{name.lower()}/{i}\n  public func handle{i}(url: URL) -> Bool {{\n    guard url.pathComponents.count > {i % 3} else {{ return false }}\n    path.append(.list)\n    return true\n  }}\n")
        i += 1
    out.append("}\n")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--features", type=int, default=800)
    parser.add_argument("--lines-per-file", type=int, default=128)
    parser.add_argument("--screens", type=int, default=0)
    parser.add_argument("--core", type=int, default=0)
    parser.add_argument("--app", action="store_true")
    parser.add_argument("--links", type=int, default=0)
    parser.add_argument("--violations", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(42)
    names = [f"Feature{i:04d}" for i in range(args.features)]
    files = lines = size = 0

    def write(relative, text):
        nonlocal files, lines, size
        path = os.path.join(args.output, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
        files += 1
        lines += text.count("\n")
        size += len(text.encode())

    links = random.Random(7)
    for index, name in enumerate(names):
        other = names[(index + 1) % len(names)]
        if args.links:
            later = names[index + 1:]
            other = sorted(links.sample(later, min(args.links, len(later))))
        layers = {
            "Model": (f"{name}.swift", model(name, rng, args.lines_per_file)),
            "Repository": (f"{name}Repository.swift", repository(name, rng, args.lines_per_file)),
            "ViewModel": (f"{name}ViewModel.swift", view_model(name, rng, args.lines_per_file)),
            "View": (f"{name}View.swift", view(name, rng, args.lines_per_file)),
            "Router": (f"{name}Router.swift", router(name, rng, args.lines_per_file, other)),
        }
        for screen in range(args.screens):
            layers[f"View{screen}"] = (f"{name}Screen{screen}View.swift", screen_view(name, screen, args.lines_per_file))
            layers[f"ViewModel{screen}"] = (
                f"{name}Screen{screen}ViewModel.swift", screen_view_model(name, screen, args.lines_per_file))
        if args.core:
            layers["Repository"] = (layers["Repository"][0], layers["Repository"][1] + (
                f"\nextension Default{name}Repository {{\n  func transport(_ service: any CoreNetworkService{(index * 4) % args.core}) {{}}\n}}\n"))
        for violation in range(index, args.violations, max(len(names), 1)):
            layer, file_name, line = VIOLATIONS[violation % len(VIOLATIONS)]
            file_name = file_name.format(name=name)
            text = layers[layer][1]
            if line is None:
                text = text.replace("import Foundation\n", "import Foundation\nimport UIKit\n", 1)
            else:
                text += line.format(name=name, foreign=names[(index + len(names) // 2) % len(names)])
            layers[layer] = (file_name, text)
        for layer, (file_name, text) in layers.items():
            folder = layer.rstrip("0123456789")
            write(os.path.join("Modules", name, folder, file_name), text)
    for index in range(args.core):
        kind = ["Network", "Storage", "Analytics", "Logger"][index % 4]
        write(f"Core/Services/{kind}/Core{kind}Service{index}.swift", core_service(index, args.lines_per_file))
    if args.app:
        write("App/AppContainer.swift", app_container(names))
    print(f"files={files} lines={lines} bytes={size}")


if __name__ == "__main__":
    main()
