import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Indexer tests: expected positions are marked in the source with emoji markers (see `MarkedSource`).
final class SwiftIndexerTests: XCTestCase {
  private func index(_ source: MarkedSource) -> FileIndex {
    SwiftIndexer.index(source.text, path: "Test.swift")
  }

  private func reference(
    _ name: String, _ source: MarkedSource, _ marker: String, in enclosingType: String? = nil
  ) -> TypeReference {
    TypeReference(name: name, position: source[marker], enclosingType: enclosingType)
  }

  private func referenceNames(_ text: String) -> [String] {
    SwiftIndexer.index(text, path: "Test.swift").references.map(\.name)
  }

  // MARK: - Imports

  func testImportsInEveryForm() {
    let source = MarkedSource(
      """
      import 1️⃣UIKit
      @testable import 2️⃣Orders; @_exported import 3️⃣Core.Networking
      @_implementationOnly import 4️⃣Secret
      public import 5️⃣Shared
      package import 6️⃣Pkg
      internal import struct 7️⃣Foundation.Date
      @_spi(Private) @preconcurrency import 8️⃣Legacy
      """)
    XCTAssertEqual(
      index(source).imports,
      [
        ImportDeclaration(module: "UIKit", path: "UIKit", position: source["1️⃣"]),
        ImportDeclaration(module: "Orders", path: "Orders", attributes: ["testable"], position: source["2️⃣"]),
        ImportDeclaration(
          module: "Core", path: "Core.Networking", attributes: ["_exported"], position: source["3️⃣"]),
        ImportDeclaration(
          module: "Secret", path: "Secret", attributes: ["_implementationOnly"], position: source["4️⃣"]),
        ImportDeclaration(module: "Shared", path: "Shared", attributes: ["public"], position: source["5️⃣"]),
        ImportDeclaration(module: "Pkg", path: "Pkg", attributes: ["package"], position: source["6️⃣"]),
        ImportDeclaration(
          module: "Foundation", path: "Foundation.Date", kind: "struct", attributes: ["internal"],
          position: source["7️⃣"]),
        ImportDeclaration(
          module: "Legacy", path: "Legacy", attributes: ["_spi", "preconcurrency"], position: source["8️⃣"]),
      ])
    XCTAssertEqual(index(source).references, [], "module names are not type references")
  }

  func testImportsInsideIfConfig() {
    let source = MarkedSource("#if canImport(UIKit)\nimport 1️⃣UIKit\n#else\nimport 2️⃣AppKit\n#endif")
    XCTAssertEqual(index(source).imports.map(\.position), [source["1️⃣"], source["2️⃣"]])
    XCTAssertEqual(index(source).references, [])
  }

  // MARK: - Declarations

  func testDeclarationsIncludingNestedOnes() {
    let source = MarkedSource(
      """
      public final class 1️⃣Store<State>: ObservableObject {
        struct 2️⃣Entry { enum 3️⃣Kind { case a } }
        class func make() -> Store { fatalError() }
        class var shared: Store { fatalError() }
        typealias 4️⃣ID = Int
      }
      protocol 5️⃣Loading { func load() }
      actor 6️⃣Cache {}
      @freestanding(expression)
      public macro 7️⃣stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
      extension 8️⃣Store.9️⃣Entry: Equatable {
        struct 🔟Nested {}
      }
      indirect enum Tree { case leaf }
      """)
    let declarations = index(source).declarations
    XCTAssertEqual(
      declarations.map { "\($0.kind) \($0.qualifiedName) \($0.position)" },
      [
        "class Store \(source["1️⃣"])", "struct Store.Entry \(source["2️⃣"])", "enum Store.Entry.Kind \(source["3️⃣"])",
        "typealias Store.ID \(source["4️⃣"])", "protocol Loading \(source["5️⃣"])", "actor Cache \(source["6️⃣"])",
        "macro stringify \(source["7️⃣"])", "extension Store.Entry \(source["9️⃣"])",
        "struct Store.Entry.Nested \(source["🔟"])", "enum Tree 14:15",
      ])
    XCTAssertEqual(declarations[7].name, "Entry")
    _ = source["8️⃣"]
  }

  func testExtensionsOfSpecialisedTypesAndOperatorGenerics() {
    let text = """
      extension Rope<Big.Chunk>.Builder {}
      public func ||<T>(lhs: Check<T>, rhs: Check<T>) -> Check<T> { lhs }
      @abi(init<S: Sequence>(_ elements: S)) init<S: Sequence>(slow elements: S) { let s: S.Element }
      """
    let index = SwiftIndexer.index(text, path: "T.swift")
    XCTAssertEqual(index.declarations.map(\.qualifiedName), ["Rope.Builder"])
    XCTAssertEqual(index.references.map(\.name), ["Rope", "Big", "Check", "Check", "Check", "Sequence"])
  }

  func testKeywordsThatAreNotDeclarations() {
    let text = """
      func f(class x: Int, actor: Int) -> Any.Type { x.self }
      let p: protocol<A, B>
      let actor = Actor(); actor.run()
      func g(_ v: some P & AnyObject) where T: class {}
      """
    XCTAssertEqual(SwiftIndexer.index(text, path: "T.swift").declarations, [])
  }

  // MARK: - References

  func testReferencesInTypePositions() {
    let source = MarkedSource(
      """
      struct Screen: 1️⃣View {
        @2️⃣State var model: 3️⃣OrderViewModel
        let items: [4️⃣Item: 5️⃣Price]
        let router = 6️⃣OrderRouter.shared
        func run() -> 7️⃣Result<8️⃣Order, 9️⃣Failure> {
          let path = \\🔟Order.id
          return .success(Order.self)
        }
      }
      """)
    let references = index(source).references
    XCTAssertEqual(
      Array(references.prefix(10)),
      [
        reference("View", source, "1️⃣", in: "Screen"), reference("State", source, "2️⃣", in: "Screen"),
        reference("OrderViewModel", source, "3️⃣", in: "Screen"), reference("Item", source, "4️⃣", in: "Screen"),
        reference("Price", source, "5️⃣", in: "Screen"), reference("OrderRouter", source, "6️⃣", in: "Screen"),
        reference("Result", source, "7️⃣", in: "Screen"), reference("Order", source, "8️⃣", in: "Screen"),
        reference("Failure", source, "9️⃣", in: "Screen"), reference("Order", source, "🔟", in: "Screen"),
      ])
    XCTAssertEqual(references.map(\.name).dropFirst(10), ["Order"])
  }

  /// Each reference names the top-level type (or extended type) it sits in, header included; code at file
  /// scope, even after a type, has none.
  func testReferencesKnowTheirEnclosingTopLevelType() {
    let source = MarkedSource(
      """
      final class ListViewModel: 1️⃣Base {
        struct Row { let item: 2️⃣Item }
        func load() { _ = 3️⃣Repository() }
      }
      func helper(_ router: 4️⃣Router) {}
      extension 5️⃣Order {
        var first: 6️⃣Item? { items.first }
      }
      let global = 7️⃣Factory.make()
      """)
    XCTAssertEqual(
      index(source).references,
      [
        reference("Base", source, "1️⃣", in: "ListViewModel"), reference("Item", source, "2️⃣", in: "ListViewModel"),
        reference("Repository", source, "3️⃣", in: "ListViewModel"), reference("Router", source, "4️⃣"),
        reference("Order", source, "5️⃣", in: "Order"), reference("Item", source, "6️⃣", in: "Order"),
        reference("Factory", source, "7️⃣"),
      ])
  }

  func testModuleSelectorsNameTheTypeNotTheModule() {
    let text = "extension Orders::Order {}\nlet x: Orders::Order"
    XCTAssertEqual(SwiftIndexer.index(text, path: "T.swift").declarations.map(\.qualifiedName), ["Order"])
    XCTAssertEqual(referenceNames(text), ["Order", "Order"])
  }

  func testQualifiedNamesCountTheirFirstComponentOnly() {
    XCTAssertEqual(referenceNames("let x: Outer.Inner = Outer.Inner.make(); y.Member = z.Other"), ["Outer", "Outer"])
  }

  func testExclusions() {
    let text = """
      struct Box<Element, each Rest>: Sequence where Element: Hashable {
        typealias Iterator = IndexingIterator<[Element]>
        func map<Output>(_ transform: (Element) -> Output, Label: Int) -> Box<Output> { Self.make(Into: 1) }
        enum Kind: String { case Red, Green(Shade) }
        var Value: Int { 0 }
      }
      protocol Source { associatedtype Payload; func next() -> Payload }
      #if DEBUG && canImport(UIKit)
      let debug = true
      #endif
      """
    XCTAssertEqual(
      referenceNames(text),
      ["Sequence", "Hashable", "IndexingIterator", "Int", "Box", "String", "Shade", "Int"])
  }

  func testNamesThatAreNeitherTypesNorValues() {
    let text = """
      func read<let count: Int, Element: BinaryInteger>(_ e: Element) -> (`Self`, Element) {
        OUTER: for x in xs { continue OUTER }
        xs.map { Name, other in 0 }
        xs.map { (Key, value) -> Row in 1 }
        if #available(Android 24, SwiftStdlib 5.7, *) {}
      }
      protocol Reducing<State> where Body: Reducing { associatedtype Body; associatedtype State }
      infix operator <=> : ComparisonPrecedence
      precedencegroup Custom { higherThan: AdditionPrecedence }
      """
    XCTAssertEqual(referenceNames(text), ["Int", "BinaryInteger", "Row", "Reducing"])
  }

  func testLookalikesOfExcludedNamesStayReferences() {
    let text = """
      func adapt(completion: @escaping (Result<Request, any Error>) -> Void, @ViewBuilder content: () -> Body) {
        state = .continue
        Assert(x)
        switch error {
        case let error as VerificationError:
          switch error.code { default: break }
        }
        xs.map { [box = Boxed(x)] _ in 0 }
        parse(operator op: BinaryOperator)
      }
      """
    XCTAssertEqual(
      referenceNames(text),
      [
        "Result", "Request", "Error", "Void", "ViewBuilder", "Body", "Assert", "VerificationError", "Boxed",
        "BinaryOperator",
      ])
  }

  func testCommentsAndStringsAreNotReferencesButInterpolationsAre() {
    let source = MarkedSource(
      """
      // OrderRepository in a comment
      /* OrderRepository in a block comment */
      let a = "OrderRepository in a string"
      let b = \"\"\"
        OrderRepository in a multi-line string \\(1️⃣OrderRepository.name)
        \"\"\"
      let c = #"OrderRepository in a raw string \\(OrderRepository) \\#(2️⃣OrderRepository())"#
      let d = "\\(f("\\(3️⃣OrderRepository.self)"))"
      let e = /OrderRepository/
      """)
    XCTAssertEqual(
      index(source).references,
      [
        reference("OrderRepository", source, "1️⃣"), reference("OrderRepository", source, "2️⃣"),
        reference("OrderRepository", source, "3️⃣"),
      ])
  }

  func testAttributesMacrosAndExtensions() {
    let source = MarkedSource(
      """
      @1️⃣MainActor @2️⃣Observable
      final class Model {}
      #3️⃣Preview { 4️⃣ContentView() }
      extension 5️⃣Model: 6️⃣Sendable {}
      """)
    XCTAssertEqual(
      index(source).references.map(\.position),
      ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { source[$0] })
  }

  /// The marked references are preview code; the others are production code.
  func testPreviewCodeInEveryForm() {
    let source = MarkedSource(
      """
      #1️⃣Preview(as: .systemSmall, using: 2️⃣Intent.sample) { 3️⃣OrderWidget() } timeline: { 4️⃣Entry() }
      func after() -> Live { Live() }
      extension Model {
        static let mocked = 5️⃣Model(6️⃣Service())
        static let live = Model()
        let previewLayer = Layer()
      }
      #if DEBUG
      extension 7️⃣Service {
        static var sampleItems: [8️⃣Item] { [] }
      }
      #9️⃣Preview("Named", traits: .sizeThatFitsLayout) { 🔟View() }
      #endif
      #if DEBUG
      extension Service {
        static func reset() -> Service { Service() }
      }
      #endif
      """)
    let references = SwiftIndexer.index(
      Array(source.text.utf8), path: "Test.swift", lowercaseTypes: [],
      previewData: NamePatterns(LintConfiguration.defaultPreviewData)
    ).references
    XCTAssertEqual(
      references.filter(\.isPreview).map(\.position),
      ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"].map { source[$0] })
    XCTAssertEqual(
      references.filter { !$0.isPreview }.map(\.name),
      ["Live", "Live", "Model", "Model", "Layer", "Service", "Service", "Service"])
    // Without preview-data names, only the previews themselves.
    XCTAssertEqual(index(source).references.filter(\.isPreview).count, 6)
  }

  func testIfConfigBranchesKeepScopesBalanced() {
    let text = """
      #if os(iOS)
      extension Screen: UIViewRepresentable {
      #else
      extension Screen: NSViewRepresentable {
      #endif
        struct Coordinator {}
      }
      struct After {}
      """
    XCTAssertEqual(
      SwiftIndexer.index(text, path: "T.swift").declarations.map(\.qualifiedName),
      ["Screen", "Screen", "Screen.Coordinator", "After"])
  }

  func testBuiltinAttributeArgumentsAreNotReferences() {
    let text = """
      @objc(ObjCName) @available(iOS 15, *) @attached(peer, names: named(Mock), prefixed(Fake)) class A {}
      @Injected(Resolver.shared) var service: Service
      """
    XCTAssertEqual(referenceNames(text), ["Injected", "Resolver", "Service"])
  }

  // MARK: - Line comments

  func testLineComments() {
    let source = MarkedSource(
      """
      1️⃣// scaffold:ignore layer-dependency -- reason
      let x = 1 2️⃣// trailing
      let s = \"\"\"
        // not a comment
        \"\"\" 3️⃣/// doc
      /* block */ 4️⃣//after block
      """)
    XCTAssertEqual(
      index(source).lineComments,
      [
        LineComment(
          text: " scaffold:ignore layer-dependency -- reason", position: source["1️⃣"], isTrailing: false,
          nextCodeLine: 2),
        LineComment(text: " trailing", position: source["2️⃣"], isTrailing: true),
        LineComment(text: "/ doc", position: source["3️⃣"], isTrailing: true),
        LineComment(text: "after block", position: source["4️⃣"], isTrailing: false),
      ])
  }

  /// Without its references, a file's index keeps everything else: over every Swift fixture, the imports,
  /// declarations and comments equal those of the full index.
  func testAnIndexWithoutReferencesKeepsTheImportsDeclarationsAndComments() throws {
    let files = try Fixtures.swiftFiles()
    XCTAssertGreaterThan(files.count, 100)
    var omitted = 0
    for (path, bytes) in files {
      let full = SwiftIndexer.index(bytes, path: path)
      let partial = SwiftIndexer.index(bytes, path: path, lowercaseTypes: [], readsReferences: false)
      XCTAssertEqual(partial.imports, full.imports, path)
      XCTAssertEqual(partial.declarations, full.declarations, path)
      XCTAssertEqual(partial.lineComments, full.lineComments, path)
      XCTAssertEqual([partial.references.isEmpty, partial.omitsReferences, full.omitsReferences], [true, true, false])
      XCTAssertNil(partial.lowercaseNames, path)
      omitted += full.references.count
    }
    XCTAssertGreaterThan(omitted, 1000)
  }

  func testPathIsRecorded() {
    let index = SwiftIndexer.index([UInt8](), path: "A/B.swift")
    XCTAssertEqual(index, FileIndex(path: "A/B.swift", lowercaseNames: index.lowercaseNames))
  }

  /// Every lowercase identifier in code is in `lowercaseNames`, backticks removed; words of comments and
  /// string text, keywords and capitalised names are not (for these names: it is a Bloom filter).
  func testLowercaseNamesHoldTheLowercaseIdentifiersInCode() throws {
    let index = SwiftIndexer.index(
      """
      // carousel in a comment
      let view = iCarousel(frame: `default`)
      let title = "gallery \\(count)"
      class Stage: Shelf {}
      """, path: "A.swift")
    let names = try XCTUnwrap(index.lowercaseNames)
    for name in ["view", "iCarousel", "frame", "default", "title", "count"] {
      XCTAssertTrue(names.mayContain(name), name)
    }
    for name in ["carousel", "comment", "gallery", "let", "class", "Stage", "Shelf", "iCarousels", ""] {
      XCTAssertFalse(names.mayContain(name), name)
    }
  }

  /// The filter is sized to the file's distinct names: it holds each of them with few false hits, and a
  /// large file of few names folds to a small one.
  func testLowercaseNamesAreSizedToTheNames() throws {
    let words = (0..<3000).map { "value\($0)" }
    let many = try XCTUnwrap(
      SwiftIndexer.index(words.map { "let \($0) = 1\n" }.joined(), path: "A.swift").lowercaseNames)
    XCTAssertTrue(words.allSatisfy(many.mayContain))
    let falseHits = (3000..<6000).count { many.mayContain("value\($0)") }
    XCTAssertLessThan(falseHits, 150, "at most about one bit in eight set")
    let few = try XCTUnwrap(
      SwiftIndexer.index(String(repeating: "let x = y\n", count: 3000), path: "A.swift").lowercaseNames)
    XCTAssertEqual(few.words.count, 1)
    XCTAssertTrue(few.mayContain("x") && few.mayContain("y"))
  }

  // MARK: - References read from the file's bytes

  func testAReferenceReadFromTheFileEqualsOneMadeFromItsStrings() {
    let source = MarkedSource("let a = 1️⃣Orders.Item(); let b: 2️⃣`Cart` = 3️⃣Cart()")
    let found = index(source).references
    XCTAssertEqual(
      found,
      [
        TypeReference(name: "Orders", position: source["1️⃣"], member: "Item"),
        TypeReference(name: "Cart", position: source["2️⃣"]),
        TypeReference(name: "Cart", position: source["3️⃣"]),
      ])
    XCTAssertNotEqual(found[0], TypeReference(name: "Orders", position: source["1️⃣"], member: "Items"))
    XCTAssertNotEqual(found[0], TypeReference(name: "Order", position: source["1️⃣"], member: "Item"))
    XCTAssertNotEqual(found[1], TypeReference(name: "Carts", position: source["2️⃣"]))
  }

  func testAReferencesNameAndMemberCanBeReplaced() {
    let source = MarkedSource("struct S { let p = 1️⃣Orders.Item() }")
    var changed = index(source).references[0]
    XCTAssertEqual(changed.member, "Item")
    changed.name = "Item"
    XCTAssertEqual([changed.name, changed.member, changed.enclosingType], ["Item", "Item", "S"])
    changed.member = nil
    XCTAssertEqual(changed, TypeReference(name: "Item", position: source["1️⃣"], enclosingType: "S"))
  }

  func testACommentTellsFromItsBytesWhetherItMayBeADirective() {
    let source = MarkedSource("// \t scaffold:ignore x\nlet a = 1 // scaffold\n/// scaffold:ignore\n")
    let comments = index(source).lineComments
    XCTAssertEqual(comments.map(\.text), [" \t scaffold:ignore x", " scaffold", "/ scaffold:ignore"])
    XCTAssertEqual(comments.map { $0.mayStart(with: "scaffold:") }, [true, false, false])
    XCTAssertNotEqual(comments[1], LineComment(text: " scaffolds", position: comments[1].position, isTrailing: true))
    XCTAssertEqual(comments[1], LineComment(text: " scaffold", position: comments[1].position, isTrailing: true))
  }
}
