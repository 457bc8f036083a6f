// Built-in templates live in Templates/; see EmbeddedTemplates (generated).

/// The template files bundled into the binary from `Templates/`, keyed by path relative to that folder
/// (`mvvm/manifest.json`).
public enum BuiltinTemplates {
  public static var files: [String: String] { EmbeddedTemplates.files }
}
