import XCTest

@testable import Orders

final class OrderServiceTests: XCTestCase {}
