import TemplateEngine

extension ModuleSpec {
  /// The spec `scaffold new-module <Name>` uses without `--spec` (docs/spec.md, docs/examples/default.json
  /// for `Item`): one struct model `<Name>` (`id: UUID`, `title: String`, `summary: String?`,
  /// `updatedAt: Date`), operations `fetch<Names>() -> [<Name>]` (`fetch<Name>List` when the plural is the name itself, as for
  /// `Series`) and `fetch<Name>(id:) -> <Name>`, a list
  /// and a detail screen, and a route from the list to the detail passing the `id`. No HTTP endpoints: the
  /// remote data source stays a protocol for the app to implement.
  package static func `default`(name: String) -> ModuleSpec {
    // A name whose plural is itself (`Series`, `News`, `Settings`) lists with `fetch<Name>List`.
    let plural = pluralize(name) == name ? name + "List" : pluralize(name)
    let id = FieldSpec(name: "id", type: .named("UUID"))
    return ModuleSpec(
      name: name,
      ui: .swiftui,
      cachePolicy: .remoteFirst,
      models: [
        ModelSpec(
          name: name,
          kind: .structure(fields: [
            id,
            FieldSpec(name: "title", type: .named("String")),
            FieldSpec(name: "summary", type: .optional(.named("String"))),
            FieldSpec(name: "updatedAt", type: .named("Date")),
          ]))
      ],
      operations: [
        OperationSpec(name: "fetch\(plural)", returns: .array(.named(name))),
        OperationSpec(name: "fetch\(name)", params: [id], returns: .named(name)),
      ],
      screens: [
        ScreenSpec(name: "\(name)List", kind: .list, model: name, load: "fetch\(plural)"),
        ScreenSpec(name: "\(name)Detail", kind: .detail, model: name, load: "fetch\(name)"),
      ],
      routes: [RouteSpec(from: "\(name)List", to: "\(name)Detail", params: [id])]
    )
  }

  /// English plural of an UpperCamelCase name (`Category` -> `Categories`, `Person` -> `People`): the one
  /// inflection templates use too.
  static func pluralize(_ name: String) -> String { Inflection.pluralize(name) }
}
