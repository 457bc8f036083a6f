import TemplateEngine

/// "Did you mean …?": the template engine's, so the CLI, the linter and the spec reader suggest alike.
package typealias Suggestions = TemplateEngine.Suggestions
