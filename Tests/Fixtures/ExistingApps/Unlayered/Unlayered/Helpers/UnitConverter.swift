enum UnitConverter {
    static func scaled(_ amount: Double, from servings: Int, to target: Int) -> Double {
        guard servings > 0 else { return amount }
        return (amount * Double(target) / Double(servings) * 10).rounded() / 10
    }

    static func fahrenheit(celsius: Double) -> Double { celsius * 9 / 5 + 32 }
}
