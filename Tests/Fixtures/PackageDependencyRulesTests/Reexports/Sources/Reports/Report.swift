import Plain
import PromiseKit

struct Report {}
