import HeapTuning
import XCTest

/// `scaffold lint` pads glibc's heap growth (`LintCommand.padHeapGrowth`); elsewhere the call does nothing.
final class HeapTuningTests: XCTestCase {
  func testTheHeapGrowthPadIsSetWhereTheCLibraryHasOne() {
    #if canImport(Glibc)
      XCTAssertEqual(scaffold_pad_heap_growth(64 << 20), 1)
    #else
      XCTAssertEqual(scaffold_pad_heap_growth(64 << 20), 0)
    #endif
  }
}
