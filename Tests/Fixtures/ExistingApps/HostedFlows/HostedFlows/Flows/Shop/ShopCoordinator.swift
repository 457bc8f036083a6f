import SwiftUI
import UIKit

final class ShopCoordinator {
    weak var navigationController: UINavigationController?
    private let productService: ProductServiceProtocol
    private let cartManager: CartManager

    init(navigationController: UINavigationController, productService: ProductServiceProtocol) {
        self.navigationController = navigationController
        self.productService = productService
        self.cartManager = CartManager(productService: productService)
    }

    func start() {
        let viewModel = CatalogViewModel(productService: productService)
        viewModel.onSelect = { [weak self] product in self?.showDetail(of: product) }
        navigationController?.setViewControllers([CatalogViewController(viewModel: viewModel)], animated: false)
    }

    private func showDetail(of product: Product) {
        let viewModel = ProductDetailViewModel(product: product, cartManager: cartManager)
        navigationController?.pushHostingController(ProductDetailView(viewModel: viewModel), animated: true)
    }
}
