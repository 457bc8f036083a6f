import Core
import PromiseKit

struct OrderLoader {}
