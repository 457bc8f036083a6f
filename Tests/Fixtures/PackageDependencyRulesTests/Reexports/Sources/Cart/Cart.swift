import Foundation

struct Cart {}
