#if canImport(UIKit)
import UIKit

class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource {
    let pages = OnboardingPage.all

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        nil
    }
}
#endif
