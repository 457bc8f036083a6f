/// The folder and file names iOS teams give each part of an app, as `init --detect` reads them: which role a
/// folder or a file-name ending plays, and which layer of a preset (from the architecture table) that role
/// belongs to.
enum LayoutVocabulary {
  /// What a folder or file plays in an app, whatever the preset calls it.
  enum Role: Sendable, Hashable {
    case view, viewModel, router, repository, model, useCase, service, core
  }

  /// Folders that hold one folder per feature (`Flows/<Feature>/`, `Screens/<Feature>/`, Mastodon's
  /// `Scene/<Feature>/`).
  static let featureContainers: Set<String> = [
    "Flows", "Features", "Scenes", "Scene", "Screens", "Screen", "Modules", "Presentation",
  ]

  /// Endings of feature folders that say what a feature is (`MoviesScene/`): a new module's folder gets the ending.
  static let featureFolderEndings = ["Scene", "Feature", "Module", "Flow"]

  /// Folders between a feature container and its features (Tuist's `Features/Sources/<Feature>`).
  static let structuralFolders: Set<String> = ["Sources", "Source", "Classes"]

  /// Folders of DI containers: where the app builds its features' dependencies.
  static let dependencyFolders: Set<String> = ["DI", "DIContainer", "Composition", "CompositionRoot", "Dependencies"]

  /// Folders of app entry points and DI containers.
  static let compositionRootFolders: Set<String> = dependencyFolders.union([
    "App", "Application", "AppDelegate", "Delegates", "Bootstrap",
  ])

  /// Whether a folder holds app entry points or DI containers: its name, or its name before a `+` (an app's
  /// live dependencies kept in `Dependencies+App/`, named as Swift extension files are), is one of them.
  static func isCompositionRootFolder(_ name: String) -> Bool { named(name, in: compositionRootFolders) }

  /// Whether a folder holds DI containers (`Application/DIContainer`, `Dependencies+App`), read as
  /// `isCompositionRootFolder` reads names.
  static func isDependencyFolder(_ name: String) -> Bool { named(name, in: dependencyFolders) }

  private static func named(_ name: String, in names: Set<String>) -> Bool {
    names.contains(name) || name.firstIndex(of: "+").map { names.contains(String(name[..<$0])) } ?? false
  }

  /// Folder names and the role of what they hold.
  static let folders: [String: Role] = [
    "View": .view, "Views": .view, "UI": .view, "Components": .view, "Cells": .view,
    "ViewModel": .viewModel, "ViewModels": .viewModel, "Presenter": .viewModel, "Presenters": .viewModel,
    "Router": .router, "Routers": .router, "Coordinator": .router, "Coordinators": .router, "Navigation": .router,
    "Repository": .repository, "Repositories": .repository,
    "Model": .model, "Models": .model, "Entities": .model, "Entity": .model,
    "UseCases": .useCase, "UseCase": .useCase, "Interactors": .useCase,
    "Data": .service, "Platform": .service, "Infrastructure": .service, "DataSources": .service, "DTOs": .service,
    "Network": .service, "Networking": .service, "API": .service, "Persistence": .service, "Storage": .service,
    "Core": .core, "Common": .core, "Shared": .core, "Helpers": .core, "Utils": .core, "Utilities": .core,
    "Extensions": .core, "Managers": .core, "Services": .service, "Support": .core,
  ]

  /// File-name endings (without `.swift`) and the role of a file that has one, longest first.
  static let suffixes: [(suffix: String, role: Role)] = [
    ("ViewController", .view), ("Coordinator", .router), ("Repository", .repository), ("ViewModel", .viewModel),
    ("Presenter", .viewModel), ("UseCase", .useCase), ("Router", .router), ("Screen", .view), ("Cell", .view),
    ("View", .view), ("VC", .view), ("VM", .viewModel),
  ]

  /// The folders a preset's templates write inside a layer (clean's `Entities`, `ViewModels`) and the names apps
  /// give the folders that hold the same files (`Models` for `Entities`, `DataMapping` for `DTOs`).
  static let innerFolders: [String: Set<String>] = [
    "Entities": ["Entities", "Entity", "Models", "Model"],
    "UseCases": ["UseCases", "UseCase", "Interactors"],
    "Repositories": ["Repositories", "Repository", "Gateway", "Gateways"],
    "Errors": ["Errors", "Error"],
    "DTOs": ["DTOs", "DTO", "DataMapping", "Mapping", "Mappings"],
    // Remote services are a data layer's sources (`Data/Network/Services/AuthService.swift`).
    "DataSources": ["DataSources", "DataSource", "Services"],
    "Views": ["Views", "View"],
    "ViewModels": ["ViewModels", "ViewModel", "Presenters", "Presenter"],
    "Coordinator": ["Coordinator", "Coordinators", "Router", "Routers", "Navigation"],
  ]

  /// Endings of UIKit data sources (`MoviesTableViewDataSource`): views, whatever folder holds them. A
  /// `DataSources/` folder holds Data's remote and local sources in one app and table data sources in
  /// another; the name tells which. The bare ending names a base class (`TableViewDataSource`), a view too.
  static let viewDataSourceEndings = ["CollectionViewDataSource", "TableViewDataSource"]

  /// Folder roles whose folders keep their own models (`Platform/API/Entities/`, `Data/Network/Models/`):
  /// persistence entities and transfer objects, which belong with the folder around them, not the app's model.
  static let rolesKeepingTheirModels: Set<Role> = [.service, .repository]

  /// The role a file name's ending gives, with the ending.
  static func suffixRole(of stem: String) -> (suffix: String, role: Role)? {
    suffixes.first { stem.hasSuffix($0.suffix) && stem != $0.suffix }
  }

  /// The layer of `preset` that plays `role`, when the preset has one (clean has no Core).
  static func layer(for role: Role, in preset: Preset) -> String? {
    let name: String?
    switch (preset.modulesAs, role) {
    case (.mvvm, .view): name = "View"
    case (.mvvm, .viewModel): name = "ViewModel"
    case (.mvvm, .router): name = "Router"
    case (.mvvm, .repository): name = "Repository"
    case (.mvvm, .model): name = "Model"
    case (.mvvm, .useCase): name = "Repository"
    // Services and networking fetch and store the app's models: in mvvm that is the Repository layer's job
    // (it may use Model and Core), not Core's, which may use no other layer.
    case (.mvvm, .service): name = "Repository"
    case (.mvvm, .core): name = "Core"
    case (.clean, .view), (.clean, .viewModel), (.clean, .router): name = "Presentation"
    case (.clean, .model), (.clean, .useCase): name = "Domain"
    case (.clean, .repository), (.clean, .service): name = "Data"
    case (.features, .view): name = "View"
    case (.features, .viewModel): name = "ViewModel"
    case (.features, .repository), (.features, .service), (.features, .useCase): name = "Service"
    case (.features, .core): name = "Core"
    default: name = nil
    }
    return name.flatMap { preset.architecture.layers.map(\.name).contains($0) ? $0 : nil }
  }

  /// The one layer of `preset` that holds a feature's screens, view models and navigation alike (clean's
  /// Presentation); nil where they are separate layers (mvvm) or where the preset has no such layer (features).
  static func featureLayer(in preset: Preset) -> String? {
    let layers = Set([Role.view, .viewModel, .router].map { layer(for: $0, in: preset) })
    return layers.count == 1 ? layers.first ?? nil : nil
  }
}
