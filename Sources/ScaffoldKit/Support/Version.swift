/// The scaffold release this build belongs to.
package enum ScaffoldVersion {
  package static let current = "0.1.0"
}
