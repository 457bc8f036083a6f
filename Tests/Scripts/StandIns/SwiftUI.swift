// A stand-in for SwiftUI: declarations only, with the signatures, isolation and availability of Apple's
// documentation, for just the API the built-in templates use. It lets Linux type-check the code that
// generated modules fence with `#if canImport(SwiftUI)`. A type-checking aid, not a runtime: nothing here
// draws, lays out or updates anything, and bodies are placeholders.
@_exported import Combine
import Foundation
import Observation
// On iOS, SwiftUI re-exports UIKit (its text-input modifiers take UIKit types).
@_exported import UIKit

// MARK: - Views and builders

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  init() {}
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// What a modifier method returns: the modified view.
public struct ModifiedContent<Content, Modifier>: View {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  public var body: Never { fatalError() }
}

// MARK: - State and bindings

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @frozen
  public struct Binding {
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
  }
  // Real SwiftUI declares `init<T>() where Value == T?`; the stand-in's unconstrained form lets a wrapped
  // property without an initial value (`@FocusState var focus: Field?`) be initialized by it.
  public init() {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    fatalError()
  }
}

public protocol DynamicProperty {}

@frozen @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @MainActor public var wrappedValue: ObjectType { fatalError() }
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@frozen @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup @frozen
  public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      fatalError()
    }
  }
  public init(initialValue: ObjectType) { wrappedValue = initialValue }
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public var wrappedValue: ObjectType
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - Text, images, controls

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
}

public struct Text: View, Equatable, Sendable {
  public init(_ key: LocalizedStringKey) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim content: String) {}
  public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Image: View, Equatable, Sendable {
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

extension Button where Label == Text {
  @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {}
}

@available(iOS 17.0, macOS 14.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  @available(iOS 15.0, macOS 12.0, *)
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  )
  where F.FormatOutput == String {}
  @available(iOS 15.0, macOS 12.0, *)
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {}
}

public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct DatePicker<Label: View>: View {
  public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  @_disfavoredOverload public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
}

public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

@available(iOS 16.0, macOS 13.0, *)
public struct LabeledContent<Label: View, Content: View>: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

// MARK: - Containers

public struct VStack<Content: View>: View {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

public struct Form<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct Section<Parent, Content, Footer>: View {
  public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

// MARK: - Navigation

@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) {}
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
}

@available(iOS 16.0, macOS 13.0, *)
public struct NavigationPath: Equatable {
  public init() {}
  public var count: Int { 0 }
  public var isEmpty: Bool { true }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
}

// MARK: - Toolbars

public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  { TupleToolbarContent((repeat each content)) }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { fatalError() }
}

extension Never: ToolbarContent {}

public struct TupleToolbarContent<T>: ToolbarContent {
  init(_ value: T) {}
  public var body: Never { fatalError() }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let primaryAction = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
  public static let keyboard = ToolbarItemPlacement()
}

public enum ScrollDismissesKeyboardMode: Sendable {
  case automatic, immediately, interactively, never
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}

public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let next = SubmitLabel()
  public static let go = SubmitLabel()
}

public enum Visibility: Sendable {
  case automatic, visible, hidden
}

// MARK: - Styles and layout values

public struct Font: Hashable, Sendable {
  public static let largeTitle = Font()
  public static let title = Font()
  public static let headline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let subheadline = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public enum Weight: Sendable { case regular, semibold, bold }
  public func weight(_ weight: Font.Weight) -> Font { self }
}

public protocol ShapeStyle: Sendable {}

public struct Color: View, ShapeStyle, Hashable {
  public init() {}
  public init(uiColor: UIColor) {}
  public static let red = Color()
  public static let green = Color()
  public static let blue = Color()
  public static let orange = Color()
  public static let gray = Color()
  public static let primary = Color()
  public static let secondary = Color()
  public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var green: Color { .green }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
}

public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
}

public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

public struct Alignment: Equatable, Sendable {
  public static let top = Alignment()
  public static let center = Alignment()
  public static let bottom = Alignment()
  public static let leading = Alignment()
  public static let trailing = Alignment()
}

public struct Edge: Sendable {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 3)
    public static let vertical = Set(rawValue: 12)
  }
}

public enum HorizontalEdge: Sendable {
  case leading, trailing
}

@available(iOS 15.0, macOS 12.0, *)
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

// MARK: - Modifiers

extension View {
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }
  @available(iOS 15.0, macOS 12.0, *)
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }
  @available(iOS 16.0, macOS 13.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  public func disabled(_ disabled: Bool) -> some View { self }
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  {
    self
  }
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  public func tag<V: Hashable>(_ tag: V) -> some View { self }
  public func font(_ font: Font?) -> some View { self }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  public func padding(_ length: CGFloat) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
  @available(iOS 15.0, macOS 12.0, *)
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    self
  }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  @available(iOS 16.0, macOS 13.0, *)
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  public func tint(_ tint: Color?) -> some View { self }
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { self }
  @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

// MARK: - Environment

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
  public var dismiss: DismissAction { fatalError() }
}

@MainActor @preconcurrency
public struct DismissAction {
  public func callAsFunction() {}
}

// MARK: - Apps

@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

extension Never: Scene {}

public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// MARK: - Previews

@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

public struct Group<Content> {
  public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
  public var body: Never { fatalError() }
}

extension View {
  public func previewDisplayName(_ displayName: String?) -> some View { self }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError() }
}

@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { fatalError() }
}
