// swift-tools-version:6.0
// libFuzzer targets for cardlint, kept out of the main package: they are built only with
// `-sanitize=fuzzer` (see Scripts/fuzz.sh), so `swift build` and `swift test` never see them.
import PackageDescription

let package = Package(
    name: "cardlint-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "cardlint", path: "..")],
    targets: [
        // Bytes → a whole lint of one file, rendered in every report format, plus `cardlint layout`.
        .executableTarget(name: "fuzz-lint", dependencies: [.product(name: "CardlintKit", package: "cardlint")],
                          path: "Sources/FuzzLint"),
        // Bytes → one lint in process on one host and one viewport, rendered in one format (chosen by
        // the input's length): the light target, for runs of a million inputs.
        .executableTarget(name: "fuzz-lint-light", dependencies: [.product(name: "CardlintKit", package: "cardlint")],
                          path: "Sources/FuzzLintLight"),
        // Bytes → a `.cardlint.yml` and a rule YAML file, loaded as `lint` and `check-rules` load them.
        .executableTarget(name: "fuzz-config", dependencies: [.product(name: "CardlintKit", package: "cardlint")],
                          path: "Sources/FuzzConfig"),
    ],
    swiftLanguageModes: [.v6]
)
