import XCTest

@testable import TemplateEngine

/// The one inflection of generated names, on nouns common in app domains: each singular pluralizes to its
/// plural, the plural stays as it is (never pluralized twice), and singularizing the plural gives the singular
/// back — also as the last word of a compound type name (`UserCategory` → `UserCategories`).
final class InflectionTableTests: XCTestCase {
  static let table: [(singular: String, plural: String)] = [
    ("item", "items"), ("order", "orders"), ("product", "products"), ("user", "users"), ("account", "accounts"),
    ("message", "messages"), ("photo", "photos"), ("video", "videos"), ("song", "songs"), ("album", "albums"),
    ("playlist", "playlists"), ("movie", "movies"), ("cookie", "cookies"), ("review", "reviews"),
    ("comment", "comments"), ("post", "posts"), ("event", "events"), ("ticket", "tickets"), ("invoice", "invoices"),
    ("payment", "payments"), ("transaction", "transactions"), ("download", "downloads"), ("device", "devices"),
    ("profile", "profiles"), ("house", "houses"), ("warehouse", "warehouses"), ("purchase", "purchases"),
    ("response", "responses"), ("license", "licenses"), ("category", "categories"), ("city", "cities"),
    ("country", "countries"), ("company", "companies"), ("story", "stories"), ("entry", "entries"),
    ("day", "days"), ("key", "keys"), ("survey", "surveys"), ("journey", "journeys"), ("status", "statuses"),
    ("bonus", "bonuses"), ("campus", "campuses"), ("bus", "buses"), ("address", "addresses"),
    ("business", "businesses"), ("class", "classes"), ("box", "boxes"), ("tax", "taxes"), ("match", "matches"),
    ("branch", "branches"), ("wish", "wishes"), ("dish", "dishes"), ("quiz", "quizzes"), ("analysis", "analyses"),
    ("crisis", "crises"), ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"),
    ("leaf", "leaves"), ("life", "lives"), ("knife", "knives"), ("shelf", "shelves"), ("hero", "heroes"),
    ("potato", "potatoes"), ("index", "indices"), ("matrix", "matrices"), ("criterion", "criteria"),
    ("series", "series"), ("news", "news"), ("species", "species"),
    ("settings", "settings"), ("data", "data"), ("media", "media"), ("information", "information"),
    ("feedback", "feedback"), ("equipment", "equipment"), ("software", "software"), ("fish", "fish"),
    ("sheep", "sheep"), ("analytics", "analytics"), ("content", "content"), ("progress", "progress"),
    ("gas", "gases"), ("canvas", "canvases"), ("alias", "aliases"),
  ]

  func testTheTableHasAtLeastSixtyNouns() {
    XCTAssertGreaterThanOrEqual(Self.table.count, 60)
    XCTAssertEqual(Set(Self.table.map(\.singular)).count, Self.table.count)
  }

  func testEverySingularPluralizesAndBack() {
    for (singular, plural) in Self.table {
      XCTAssertEqual(Inflection.pluralize(singular), plural, singular)
      XCTAssertEqual(Inflection.singularize(plural), singular, plural)
      XCTAssertEqual(Inflection.singularize(singular), singular, "\(singular) is already singular")
    }
  }

  func testAPluralIsNeverPluralizedTwice() {
    for (_, plural) in Self.table {
      XCTAssertEqual(Inflection.pluralize(plural), plural, plural)
    }
  }

  func testOnlyTheLastWordOfACompoundNameChangesAndKeepsItsCapital() {
    for (singular, plural) in Self.table {
      let upper = StringCase.upperFirst(singular)
      XCTAssertEqual(Inflection.pluralize("User" + upper), "User" + StringCase.upperFirst(plural), singular)
      XCTAssertEqual(Inflection.singularize("User" + StringCase.upperFirst(plural)), "User" + upper, plural)
    }
    XCTAssertEqual(Inflection.pluralize("URL"), "URLs")
    XCTAssertEqual(Inflection.pluralize("ProfileURL"), "ProfileURLs")
    XCTAssertEqual(Inflection.pluralize(""), "")
  }
}
