import Foundation

class CookingTimer {
    private var remaining: Int
    private var timer: Timer?

    init(minutes: Int, tick: @escaping (Int) -> Void) {
        remaining = minutes * 60
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.remaining -= 1
            tick(self.remaining)
            if self.remaining <= 0 { timer.invalidate() }
        }
    }
}
