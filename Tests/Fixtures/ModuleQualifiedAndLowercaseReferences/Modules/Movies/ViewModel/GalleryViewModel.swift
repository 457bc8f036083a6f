final class GalleryViewModel {
  // A ViewModel holding a View type: a true layer-dependency error, found although the name is lowercase.
  weak var carousel: iCarousel?
  weak var source: (any iCarouselDataSource)?
}
