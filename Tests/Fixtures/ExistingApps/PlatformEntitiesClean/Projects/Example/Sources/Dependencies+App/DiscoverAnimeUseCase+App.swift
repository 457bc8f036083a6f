import AnimeDomain

/// The app's live use case: where the app wires each feature's dependencies.
enum DiscoverAnimeUseCaseLive {
    static var value: any DiscoverAnimeUseCase { RemoteAnimeRepository() }
}
