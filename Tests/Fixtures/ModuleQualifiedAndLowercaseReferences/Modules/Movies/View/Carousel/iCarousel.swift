/// A vendored carousel view that keeps its Objective-C era name.
class iCarousel {}

protocol iCarouselDataSource: AnyObject {}
