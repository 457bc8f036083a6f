import XCTest

@testable import ScaffoldKit

/// `ContentHash` tells a changed file from an unchanged one (and a damaged cache file from a whole one):
/// every flipped bit changes it, and so does a word moved to another place, though it reads four words
/// side by side.
final class ContentHashTests: XCTestCase {
  private func sample(_ length: Int, _ step: Int) -> [UInt8] {
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* step &+ 7) }
  }

  func testEveryFlippedBitChangesTheHash() {
    for length in [1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100, 257] {
      let bytes = sample(length, 131)
      let hash = ContentHash.hash(bytes)
      for offset in 0..<length {
        for bit in 0..<8 {
          var changed = bytes
          changed[offset] ^= 1 << bit
          XCTAssertNotEqual(ContentHash.hash(changed), hash, "length \(length), byte \(offset), bit \(bit)")
        }
      }
    }
  }

  func testWordsSwappedBetweenLanesOrBlocksChangeTheHash() {
    let bytes = sample(136, 37)
    let hash = ContentHash.hash(bytes)
    // Neighbouring lanes, the same lane of two blocks, a block and the words after the last block.
    for (first, second) in [(0, 8), (8, 24), (0, 32), (8, 40), (24, 96), (0, 128), (64, 128)] {
      var swapped = bytes
      for k in 0..<8 { swapped.swapAt(first + k, second + k) }
      XCTAssertNotEqual(ContentHash.hash(swapped), hash, "words at \(first) and \(second)")
    }
  }

  func testLengthAndSeedChangeTheHash() {
    let zeros = [UInt8](repeating: 0, count: 64)
    let hashes = Set((0...64).map { ContentHash.hash(Array(zeros[..<$0])) })
    XCTAssertEqual(hashes.count, 65, "every length of zeros hashes apart")
    XCTAssertNotEqual(ContentHash.hash(zeros, seed: 1), ContentHash.hash(zeros))
  }
}
