struct OnboardingPage {
    let imageName: String
    let headline: String

    static let all = [
        OnboardingPage(imageName: "onboarding-cook", headline: "Cook something new tonight"),
        OnboardingPage(imageName: "onboarding-list", headline: "Your shopping list writes itself"),
        OnboardingPage(imageName: "onboarding-timer", headline: "Timers for every step"),
    ]
}
