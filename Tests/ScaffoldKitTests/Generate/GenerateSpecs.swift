import ScaffoldKit

/// The specs the generator tests render. Built in Swift so these tests do not depend on spec decoding.
enum GenerateSpecs {
  /// The default module: one model, two reads over HTTP, list and detail screens, a route between them.
  static let order = ModuleSpec(
    name: "Order",
    baseURL: "https://api.example.com",
    models: [
      ModelSpec(
        name: "Order",
        kind: .structure(fields: [
          FieldSpec(name: "id", type: .named("UUID")),
          FieldSpec(name: "title", type: .named("String")),
          FieldSpec(name: "createdAt", type: .named("Date")),
        ]))
    ],
    operations: [
      OperationSpec(
        name: "fetchOrders", returns: .array(.named("Order")), http: HTTPSpec(method: .GET, path: "/orders")),
      OperationSpec(
        name: "fetchOrder", params: [FieldSpec(name: "id", type: .named("UUID"))], returns: .named("Order"),
        http: HTTPSpec(method: .GET, path: "/orders/{id}")
      ),
    ],
    screens: [
      ScreenSpec(name: "OrderList", kind: .list, model: "Order", load: "fetchOrders"),
      ScreenSpec(name: "OrderDetail", kind: .detail, model: "Order", load: "fetchOrder"),
    ],
    routes: [RouteSpec(from: "OrderList", to: "OrderDetail", params: [FieldSpec(name: "id", type: .named("UUID"))])]
  )

  /// A richer module: three models (one an enum), five operations (one returning nothing, one with two
  /// parameters), a list, a detail, a validated form and a form editing the record the detail shows, both UI
  /// kinds, cache-first.
  static let shop = ModuleSpec(
    name: "Shop",
    ui: .both,
    cachePolicy: .cacheFirst,
    baseURL: "https://shop.example.com/api",
    models: [
      ModelSpec(
        name: "Product",
        kind: .structure(fields: [
          FieldSpec(name: "id", type: .named("UUID")),
          FieldSpec(name: "name", type: .named("String")),
          FieldSpec(name: "price", type: .named("Decimal")),
          FieldSpec(name: "genre", type: .named("Genre")),
          FieldSpec(name: "tags", type: .array(.named("String"))),
          FieldSpec(name: "details", type: .optional(.named("String"))),
          FieldSpec(name: "stock", type: .named("Int")),
          FieldSpec(name: "isFeatured", type: .named("Bool")),
        ])),
      ModelSpec(name: "Genre", kind: .enumeration(cases: ["books", "music", "games"])),
      ModelSpec(
        name: "Review",
        kind: .structure(fields: [
          FieldSpec(name: "author", type: .named("String")),
          FieldSpec(name: "rating", type: .named("Int")),
          FieldSpec(name: "product", type: .optional(.named("Product"))),
          FieldSpec(name: "scores", type: .dictionary(key: .named("String"), value: .named("Double"))),
        ])),
    ],
    operations: [
      OperationSpec(
        name: "fetchProducts", params: [FieldSpec(name: "genre", type: .optional(.named("Genre")))],
        returns: .array(.named("Product")), http: HTTPSpec(method: .GET, path: "/products")
      ),
      OperationSpec(
        name: "fetchProduct", params: [FieldSpec(name: "id", type: .named("UUID"))], returns: .named("Product"),
        http: HTTPSpec(method: .GET, path: "/products/{id}")
      ),
      OperationSpec(
        name: "saveProduct", params: [FieldSpec(name: "product", type: .named("Product"))], returns: .named("Product"),
        http: HTTPSpec(method: .POST, path: "/products")
      ),
      OperationSpec(
        name: "deleteProduct", params: [FieldSpec(name: "id", type: .named("UUID"))], returns: .void,
        http: HTTPSpec(method: .DELETE, path: "/products/{id}")
      ),
      OperationSpec(
        name: "updateProduct",
        params: [FieldSpec(name: "id", type: .named("UUID")), FieldSpec(name: "product", type: .named("Product"))],
        returns: .named("Product"), http: HTTPSpec(method: .PUT, path: "/products/{id}")
      ),
    ],
    screens: [
      ScreenSpec(name: "ProductList", kind: .list, model: "Product", load: "fetchProducts", actions: ["deleteProduct"]),
      ScreenSpec(
        name: "ProductDetail", kind: .detail, model: "Product", load: "fetchProduct", actions: ["deleteProduct"]),
      ScreenSpec(
        name: "ProductForm", kind: .form, model: "Product", submit: "saveProduct",
        validations: [
          ValidationSpec(field: "name", rule: .required, message: "Enter a name."),
          ValidationSpec(field: "name", rule: .minLength(3), message: "Use at least 3 characters."),
          ValidationSpec(field: "name", rule: .maxLength(40), message: "Use at most 40 characters."),
          ValidationSpec(field: "price", rule: .range(min: 0.5, max: 1000), message: "Prices run from 0.50 to 1000."),
          ValidationSpec(field: "stock", rule: .range(min: 0, max: nil), message: "Stock cannot be negative."),
          ValidationSpec(field: "tags", rule: .required, message: "Add a \"tag\"."),
          ValidationSpec(field: "details", rule: .maxLength(200), message: "Keep details short."),
        ]
      ),
      ScreenSpec(name: "EditProduct", kind: .form, model: "Product", load: "fetchProduct", submit: "updateProduct"),
    ],
    routes: [
      RouteSpec(from: "ProductList", to: "ProductDetail", params: [FieldSpec(name: "id", type: .named("UUID"))]),
      RouteSpec(from: "ProductList", to: "ProductForm"),
      RouteSpec(from: "ProductForm", to: "ProductDetail", params: [FieldSpec(name: "id", type: .named("UUID"))]),
      RouteSpec(from: "ProductDetail", to: "EditProduct", params: [FieldSpec(name: "id", type: .named("UUID"))]),
    ]
  )

  /// A sign-in form: email and password rules, a POST returning a session, no list, UIKit only.
  static let login = ModuleSpec(
    name: "Login",
    ui: .uikit,
    cachePolicy: .remoteFirst,
    models: [
      ModelSpec(
        name: "Credentials",
        kind: .structure(fields: [
          FieldSpec(name: "email", type: .named("String")),
          FieldSpec(name: "password", type: .named("String")),
          FieldSpec(name: "rememberMe", type: .named("Bool")),
        ])),
      ModelSpec(
        name: "Session",
        kind: .structure(fields: [
          FieldSpec(name: "token", type: .named("String")),
          FieldSpec(name: "userID", type: .named("UUID")),
          FieldSpec(name: "expiresAt", type: .optional(.named("Date"))),
        ])),
    ],
    operations: [
      OperationSpec(
        name: "signIn", params: [FieldSpec(name: "credentials", type: .named("Credentials"))],
        returns: .named("Session"), http: HTTPSpec(method: .POST, path: "/sessions")
      ),
      OperationSpec(name: "currentSession", returns: .optional(.named("Session"))),
    ],
    screens: [
      ScreenSpec(
        name: "SignIn", kind: .form, model: "Credentials", submit: "signIn",
        validations: [
          ValidationSpec(field: "email", rule: .required, message: "Enter your email."),
          ValidationSpec(field: "email", rule: .email, message: "That is not an email address."),
          ValidationSpec(field: "password", rule: .minLength(8), message: "Passwords have at least 8 characters."),
          ValidationSpec(
            field: "password", rule: .pattern("[A-Za-z0-9!@#$%^&*]+"), message: "Use letters, digits, or !@#$%^&*."),
        ]
      )
    ]
  )

  /// A list of enum values from an operation without HTTP, cache-only: enum screens, no URLSession.
  static let genres = ModuleSpec(
    name: "Genres",
    ui: .both,
    cachePolicy: .cacheOnly,
    models: [ModelSpec(name: "Genre", kind: .enumeration(cases: ["fiction", "poetry"]))],
    operations: [OperationSpec(name: "fetchGenres", returns: .array(.named("Genre")))],
    screens: [ScreenSpec(name: "GenreList", kind: .list, model: "Genre", load: "fetchGenres")]
  )
}
