import Foundation

enum PermissionKind: CaseIterable {
    case notifications
    case location
}

final class PermissionsViewModel {
    private(set) var granted: Set<PermissionKind> = []

    var allGranted: Bool { granted.count == PermissionKind.allCases.count }

    func grant(_ kind: PermissionKind) {
        granted.insert(kind)
    }
}
