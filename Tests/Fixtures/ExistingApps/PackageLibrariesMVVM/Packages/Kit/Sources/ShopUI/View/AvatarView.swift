import UIKit

public final class AvatarView: UIImageView {}
