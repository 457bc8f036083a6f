final class CartViewModel {}
