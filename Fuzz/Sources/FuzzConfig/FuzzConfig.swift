import CardlintKit
import CardlintRules
import Foundation

/// What every input shares: the bundled rules and a scratch folder for the files under test.
final class ConfigFixture: Sendable {
    let resources: Resources
    let dir: String

    init() {
        guard let root = Resources.locateRoot() else { fatalError("fuzz-config: set CARDLINT_RULES to the rules/ folder") }
        do { resources = try Resources(root: root) } catch { fatalError("fuzz-config: \(error)") }
        dir = NSTemporaryDirectory() + "/cardlint-fuzz-config-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir + "/rules", withIntermediateDirectories: true)
    }
}

let fixture = ConfigFixture()
let card = Array(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi"}], "actions": [{"type": "Action.OpenUrl", "title": "Open", "url": "http://x.com"}]}"#.utf8)

/// One input: the same bytes as a `.cardlint.yml` (loaded and used to lint a small card) and as
/// a rule file (compiled as `check-rules` does, its examples run). Errors are expected; crashes are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let config = fixture.dir + "/.cardlint.yml", rule = fixture.dir + "/rules/fuzz-rule.yaml"
    guard FileManager.default.createFile(atPath: config, contents: bytes),
          FileManager.default.createFile(atPath: rule, contents: bytes) else { fatalError("fuzz-config: cannot write to \(fixture.dir)") }
    let factory = LinterFactory(resources: fixture.resources, explicitConfig: config, settings: LintSettings())
    if let linter = try? factory.linter(for: fixture.dir + "/card.json") {
        _ = linter.lint(path: fixture.dir + "/card.json", bytes: card, explicit: true)
    }
    if let checked = try? RuleLoader.loadFile(rule, pack: "custom", vocabulary: fixture.resources.vocabulary),
       let examples = try? checked.examples() {
        let runner = ExampleRunner(resources: fixture.resources)
        for example in examples { _ = runner.run(checked, example) }
    }
    return 0
}
