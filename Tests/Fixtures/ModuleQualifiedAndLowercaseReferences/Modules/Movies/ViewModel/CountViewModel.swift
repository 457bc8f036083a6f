final class CountViewModel {
  // A value named like the type shadows it in this file: not a reference.
  let iCarousel = 3

  func total(iCarouselDataSource: Int) -> Int { iCarousel + iCarouselDataSource }
}
