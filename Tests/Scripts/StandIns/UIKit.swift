// A stand-in for UIKit: declarations only, with the signatures and main-actor isolation of Apple's
// documentation, for just the API the built-in templates use. It lets Linux type-check the code that
// generated modules fence with `#if canImport(UIKit)`. A type-checking aid, not a runtime: nothing here
// draws, lays out or handles events.
//
// Linux has no Objective-C runtime, so `@objc` and `#selector` cannot compile here; the check rewrites
// `#selector(name)` to `Selector(Self.name)` (which still checks that the method exists with those labels)
// and drops `@objc` before type-checking. `Selector` below stands in for the Objective-C one.
@_exported import Foundation

public struct Selector: Hashable, Sendable {
  public init<Method>(_ method: Method) {}
}

// MARK: - Responders and views

@MainActor @preconcurrency
open class UIResponder: NSObject {
  @discardableResult open func becomeFirstResponder() -> Bool { true }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}

extension NotificationCenter {
  /// The Objective-C form, which Linux Foundation does not have.
  public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}

@MainActor @preconcurrency
open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: .zero) }
  open var backgroundColor: UIColor?
  open var isHidden: Bool = false
  open var tintColor: UIColor!
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  open var layoutMargins: UIEdgeInsets = UIEdgeInsets()
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }
  open var accessibilityLabel: String?
  open var isAccessibilityElement: Bool = false
  open var bounds: CGRect = .zero
  open var window: UIWindow? { nil }
  open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  open var subviews: [UIView] { [] }
  open var superview: UIView? { nil }
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
  public init() {}
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  public override init() {}
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {}

@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

@MainActor @preconcurrency
open class UIScrollView: UIView {
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  open var contentInset: UIEdgeInsets = UIEdgeInsets()
  open var verticalScrollIndicatorInsets: UIEdgeInsets = UIEdgeInsets()
  open var alwaysBounceVertical: Bool = false
  open var refreshControl: UIRefreshControl?
}

// MARK: - Auto Layout

@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
  open var isActive: Bool = false
  open var constant: CGFloat = 0
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

// MARK: - Colours, fonts, text

open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) {}
  open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tintColor: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  open class var secondarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
}

open class UIFont: NSObject, @unchecked Sendable {
  public enum TextStyle: Sendable {
    case body, footnote, caption1, headline, subheadline, title1
  }
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let URL = UITextContentType(rawValue: "url")
  public static let name = UITextContentType(rawValue: "name")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

@MainActor @preconcurrency
open class UILabel: UIView {
  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines: Int = 1
  open var adjustsFontForContentSizeCategory: Bool = false
}

// MARK: - Controls

@MainActor @preconcurrency
open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
  open var isEnabled: Bool = true
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

@MainActor @preconcurrency
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open var titleLabel: UILabel? { nil }
}

public enum UITextBorderStyle: Int, Sendable {
  case none, line, bezel, roundedRect
}

extension UITextField {
  public typealias BorderStyle = UITextBorderStyle
}

@MainActor @preconcurrency
open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
  open var borderStyle: UITextField.BorderStyle = .none
  open var keyboardType: UIKeyboardType = .default
  open var textContentType: UITextContentType!
  open var font: UIFont?
  open var adjustsFontForContentSizeCategory: Bool = false
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry: Bool = false
  open var returnKeyType: UIReturnKeyType = .default
  open var inputAccessoryView: UIView?
}

public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

@MainActor @preconcurrency
open class UITextView: UIView {
  open var text: String!
  open var isEditable: Bool = true
}

@MainActor @preconcurrency
open class UISwitch: UIControl {
  open var isOn: Bool = false
  open func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var selectedSegmentIndex: Int = -1
  public static let noSegment: Int = -1
}

@MainActor @preconcurrency
open class UIDatePicker: UIControl {
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }
  open var date: Date = Date()
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime
}

@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var isRefreshing: Bool { false }
  open func beginRefreshing() {}
  open func endRefreshing() {}
}

@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    case medium, large
  }
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func startAnimating() {}
  open func stopAnimating() {}
}

// MARK: - Stacks

public enum NSLayoutConstraintAxis: Int, Sendable {
  case horizontal, vertical
}

extension NSLayoutConstraint {
  public typealias Axis = NSLayoutConstraintAxis
}

@MainActor @preconcurrency
open class UIStackView: UIView {
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  open var arrangedSubviews: [UIView] { [] }
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0
  open var alignment: UIStackView.Alignment = .fill
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
  open func addArrangedSubview(_ view: UIView) {}
  open func removeArrangedSubview(_ view: UIView) {}
}

// MARK: - View controllers

@MainActor @preconcurrency
open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  open var view: UIView!
  open var title: String?
  open var navigationItem: UINavigationItem { UINavigationItem() }
  open var navigationController: UINavigationController? { nil }
  open var presentedViewController: UIViewController? { nil }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  open var title: String?
  open var rightBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftBarButtonItem: UIBarButtonItem?
}

@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace
  }
  public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
  public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
    self.init()
  }
  open var isEnabled: Bool = true
}

@MainActor @preconcurrency
open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]?
}

public enum UIAccessibility {
  public struct Notification: Hashable, Sendable {
    public static let announcement = Notification()
    public static let layoutChanged = Notification()
  }
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { nil }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }
  open func addAction(_ action: UIAlertAction) {}
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
}

@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
}

@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
}

// MARK: - Tables

extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var row: Int { self[1] }
}

@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor @preconcurrency
public protocol UITableViewDelegate: NSObjectProtocol {}

@MainActor @preconcurrency
open class UITableView: UIView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  weak open var dataSource: (any UITableViewDataSource)?
  weak open var delegate: (any UITableViewDelegate)?
  open var backgroundView: UIView?
  open var refreshControl: UIRefreshControl?
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
  open func reloadData() {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor @preconcurrency
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  open var contentConfiguration: (any UIContentConfiguration)?
  open var contentView: UIView { UIView(frame: .zero) }
  open var accessoryType: AccessoryType = .none
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
}

@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  public init() {}
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {}
  public var numberOfItems: Int { 0 }
}

@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor @preconcurrency
public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String?
  public var secondaryText: String?
}

@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var tableView: UITableView!
  open var refreshControl: UIRefreshControl?
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
}

@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  public convenience init(actions: [UIContextualAction]) { self.init() }
}

@MainActor @preconcurrency
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal, destructive
  }
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  open var backgroundColor: UIColor!
  public convenience init(
    style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
  ) {
    self.init()
  }
}

// MARK: - Windows and scenes

@MainActor @preconcurrency
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}
