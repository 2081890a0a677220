// swift-tools-version:6.0
// The target list is the pipeline: each stage depends only on earlier ones.
//   reading → templating → model → text → layout → rules → report → kit → cardlint (CLI)
import PackageDescription
import Foundation

// CARDLINT_FOUNDATION_ICU=1 (Scripts/package.sh --portable, with --static-swift-stdlib): the ICU C shims
// use the ICU copy that Foundation links (_FoundationICU) instead of the system's, so a static binary
// holds one ICU and needs no libicu on the machine it runs on. Unset (the default), `swift build` and
// `swift test` link the system ICU as always.
let foundationICU = Context.environment["CARDLINT_FOUNDATION_ICU"] == "1"
let icuLibraries: [LinkerSetting] = foundationICU ? [] : [.linkedLibrary("icuuc"), .linkedLibrary("icudata"), .linkedLibrary("icui18n")]
let icuC: [CSetting] = foundationICU ? [.define("CARDLINT_FOUNDATION_ICU"), .unsafeFlags(["-I", toolchainSwiftLib()])] : []

/// The toolchain's usr/lib/swift (where the _foundation_unicode headers are), found from `swift` on PATH
/// or SWIFT_TOOLCHAIN_LIB.
func toolchainSwiftLib() -> String {
    if let dir = Context.environment["SWIFT_TOOLCHAIN_LIB"] { return dir }
    for dir in (Context.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(dir)/../lib/swift"
        if FileManager.default.fileExists(atPath: candidate + "/_foundation_unicode/ubrk.h") { return candidate }
    }
    return "/usr/lib/swift"
}

let package = Package(
    name: "cardlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cardlint", targets: ["cardlint"]),
        .library(name: "CardlintKit", targets: ["CardlintKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries, wrapped so that no ICU or libyaml type leaks into Swift modules.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "CICU", cSettings: icuC, linkerSettings: icuLibraries),
        .target(name: "CICURegex", cSettings: icuC, linkerSettings: icuLibraries),
        // The process's arguments without /proc (Swift's CommandLine reads /proc/self/cmdline on Linux).
        .target(name: "CArgv"),
        // gzip for the HTML report's wireframes (the browser inflates them when asked).
        .target(name: "CGzip", linkerSettings: [.linkedLibrary("z")]),

        // Stage 1: bytes → positioned JSON / YAML values.
        .target(name: "CardlintReading", dependencies: ["CYAML"]),
        // Stage 2: template + data → expanded JSON with a source map.
        .target(name: "CardlintTemplating", dependencies: ["CardlintReading"]),
        // Stage 3: positioned JSON → card tree against the catalog; HostConfig; host profiles and fallback.
        .target(name: "CardlintModel", dependencies: ["CardlintReading"]),
        // Stage 4a: ICU segmentation, widths from font metrics → a TextMeasurer.
        .target(name: "CardlintText", dependencies: ["CICU", "CardlintReading"]),
        // Stage 4b: layout(card, context, measurer) → LayoutTree. Pure.
        .target(name: "CardlintLayout", dependencies: ["CardlintModel", "CardlintText"]),
        // Stage 5: YAML rules → compiled rules → findings.
        .target(name: "CardlintRules", dependencies: ["CardlintModel", "CardlintLayout", "CardlintText", "CICURegex"]),
        // Stage 6: findings → bytes (text, json, sarif, html, …).
        .target(name: "CardlintReport", dependencies: ["CardlintRules", "CardlintLayout", "CGzip"]),
        // The facade: the whole pipeline, file walking, config, baselines.
        .target(name: "CardlintKit", dependencies: ["CardlintReport", "CardlintRules", "CardlintTemplating", "CArgv"]),
        // Editors: a Language Server on top of the facade (not a second pipeline).
        .target(name: "CardlintLSP", dependencies: ["CardlintKit"]),
        // The thin CLI.
        .executableTarget(
            name: "cardlint",
            dependencies: ["CardlintKit", "CardlintLSP", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Benchmarks (run by Scripts/benchmark.sh; not a test).
        .executableTarget(name: "cardlint-bench", dependencies: ["CardlintKit", "CardlintLayout", "CardlintTemplating"], path: "Benchmarks/CardlintBench"),

        .target(name: "CardlintTestSupport", dependencies: ["CardlintKit"], path: "Tests/CardlintTestSupport"),
        .testTarget(name: "CardlintReadingTests", dependencies: ["CardlintReading", "CardlintTestSupport"]),
        .testTarget(name: "CardlintTemplatingTests", dependencies: ["CardlintTemplating"]),
        .testTarget(name: "CardlintModelTests", dependencies: ["CardlintModel", "CardlintTestSupport"]),
        .testTarget(name: "CardlintTextTests", dependencies: ["CardlintText", "CardlintTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CardlintLayoutTests", dependencies: ["CardlintLayout", "CardlintTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CardlintRulesTests", dependencies: ["CardlintRules", "CardlintTestSupport"]),
        .testTarget(name: "CardlintReportTests", dependencies: ["CardlintReport", "CardlintTestSupport"]),
        .testTarget(name: "CardlintKitTests", dependencies: ["CardlintKit", "CardlintTestSupport"]),
        // End-to-end: runs the built `cardlint` binary on scenario files.
        .testTarget(name: "CardlintLSPTests", dependencies: ["CardlintLSP", "CardlintTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["cardlint", "CardlintTestSupport"], exclude: ["Scenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
