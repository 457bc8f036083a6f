import AnimeDomain
import SwiftData

@Model
final class SDAnime {
    var id: Int
    var title: String

    init(_ anime: Anime) {
        id = anime.id
        title = anime.title
    }
}
