import MoviesAPI

struct PersonView {
  // Module-qualified: still the Repository's protocol, a true layer-dependency error.
  let gateway: MoviesAPI.PersonDetailsGateway
  // Qualified by a name that is neither a module nor a type of the project: not resolved.
  let other: Elsewhere.PersonDetailsGateway
}
