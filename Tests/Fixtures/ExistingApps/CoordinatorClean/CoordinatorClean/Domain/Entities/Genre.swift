enum Genre: String, Equatable {
    case action, comedy, documentary, drama, horror
}
