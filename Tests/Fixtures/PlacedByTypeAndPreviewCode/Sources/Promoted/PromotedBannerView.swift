import SwiftUI

// The same code in a View: a true layer-dependency error.
struct PromotedBannerView {
  let service: ProductService
}
