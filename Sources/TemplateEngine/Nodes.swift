/// A parsed template: what the renderer walks.
indirect enum Node: Sendable {
  case text(String)
  /// `{{ expression }}`; the offset locates "cannot output an array" errors.
  case output(FilterExpression, offset: Int)
  case forLoop(ForLoop)
  case conditional(Conditional)
  case include(Include)
  /// `{% block name %}…{% endblock %}`: a region a template that extends this one may replace.
  case block(Block)
}

extension Node {
  /// An include alone on a block's one line is as standalone as the block is where it is rendered:
  /// whole lines there, inline where the block sits inside a line.
  func placed(on place: StandaloneLine?) -> Node {
    guard case .include(var include) = self, include.standalone != nil else { return self }
    include.standalone = place
    return .include(include)
  }
}

/// A dotted path such as `order.items.0`, each part with its offset for precise error carets.
struct VariablePath: Sendable {
  var parts: [String]
  var offsets: [Int]

  var description: String { parts.joined(separator: ".") }
}

/// A literal, a variable, or a value built from other expressions.
indirect enum Operand: Sendable {
  case literal(TemplateValue)
  case variable(VariablePath)
  /// `a ~ b ~ c`: the parts' texts joined.
  case joined([FilterExpression])
  /// `[a, b, c]`: an array of the items' values.
  case list([FilterExpression])
  /// `a if condition else b`: `a` when the condition holds, else `b` (`null` without `else`).
  case conditional(FilterExpression, Condition, otherwise: FilterExpression?)
}

struct FilterCall: Sendable {
  var filter: Filter
  /// Offset of the filter's name.
  var offset: Int
  var arguments: [Operand]
  var argumentOffsets: [Int]
}

/// `operand|filter:arg,arg|filter`.
struct FilterExpression: Sendable {
  var operand: Operand
  var operandOffset: Int
  var filters: [FilterCall]
}

enum ComparisonOperator: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case contains = "in"
}

/// An `if`/`elif` condition.
indirect enum Condition: Sendable {
  case value(FilterExpression)
  case not(Condition)
  /// Flat rather than nested, so a long chain of `and`s does not recurse once per operator.
  case and([Condition])
  case or([Condition])
  case compare(FilterExpression, ComparisonOperator, FilterExpression, offset: Int)
}

struct ForLoop: Sendable {
  var variables: [String]
  var sequence: FilterExpression
  /// `for x in xs where condition`: only the items for which the condition holds.
  var filter: Condition?
  /// `outer: for x in xs`: inner loops can read this loop's variables as `forloop.outer.counter`.
  var label: String?
  var body: [Node]
  var emptyBody: [Node]
  /// Offset of the `for` keyword.
  var offset: Int
}

struct Conditional: Sendable {
  var branches: [(condition: Condition, body: [Node])]
  var elseBody: [Node]
}

struct Include: Sendable {
  var name: FilterExpression
  var context: FilterExpression?
  /// `name=value` pairs after the name (or the context): variables the partial sees besides the context's.
  var parameters: [(name: String, value: FilterExpression)] = []
  /// Offset of the `include` keyword.
  var offset: Int
  /// Set when the tag stands alone on its line: the partial is rendered as whole lines, each
  /// indented like the tag.
  var standalone: StandaloneLine?
}

/// `{% block name %}`: its body is rendered unless a template extending this one overrides the block.
struct Block: Sendable {
  var name: String
  var body: [Node]
  /// Offset of the block's name, where "not in the parent" errors point.
  var offset: Int
  /// The offset of the first `{{ block.super }}` in the body (not in nested blocks), if any.
  var superOffset: Int?
  /// Whether the block sits inside another block of its template: then a child may introduce it.
  var isNested = false
  /// The line the opening tag stood alone on, if it did: where the block sits in its template.
  var standalone: StandaloneLine?
  /// Whether the opening and closing tags share one line (`{% block b %}{% include "p" %}{% endblock %}`):
  /// then the body is not lines of its own, and an include in it takes its lines from where the block sits.
  var isOneLine = false
}

/// `{% extends "base" %}`: the template is the parent's text with this template's blocks in place of its own.
struct Extends: Sendable {
  var name: FilterExpression
  /// Offset of the `extends` keyword.
  var offset: Int
}

/// The whitespace around a tag that stands alone on its line (and so was removed with the line).
struct StandaloneLine: Sendable {
  var indent: String
  /// The line break that ended the line ("\n", "\r\n", or "" at the end of the template).
  var lineBreak: String
}
