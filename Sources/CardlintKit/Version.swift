/// cardlint's version (semantic versioning).
public enum CardlintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/cardlint/cardlint"
}
