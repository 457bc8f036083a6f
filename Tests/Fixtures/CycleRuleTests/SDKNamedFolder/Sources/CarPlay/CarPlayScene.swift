import CarPlay
import Shared

final class CarPlayScene {
  let icons = Icons()
}
