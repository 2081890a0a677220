import CardlintKit
import CardlintReport
import Foundation

/// What every input shares: the bundled rules and a linter with the default settings.
final class LintFixture: Sendable {
    let factory: LinterFactory
    let linter: Linter
    let path: String

    init() {
        guard let root = Resources.locateRoot() else { fatalError("fuzz-lint: set CARDLINT_RULES to the rules/ folder") }
        do {
            let resources = try Resources(root: root)
            // A folder without a .cardlint.yml above it, so that the defaults apply.
            let dir = NSTemporaryDirectory() + "/cardlint-fuzz-lint-\(getpid())"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            path = dir + "/card.json"
            // The default hosts, at one narrow viewport and the largest type size: every code path of
            // the default matrix, at a tenth of its layouts (more inputs per second).
            factory = LinterFactory(resources: resources, explicitConfig: nil,
                                    settings: LintSettings(viewports: ["iphone-se-320"], typeScales: ["AX5"]))
            linter = try factory.linter(for: path)
        } catch { fatalError("fuzz-lint: \(error)") }
    }
}

let fixture = LintFixture()

/// One input: the bytes of a card file. Everything `cardlint lint` and `cardlint layout` would
/// print for it is rendered (and dropped); only a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .report(let file) = fixture.linter.lint(path: fixture.path, bytes: bytes, explicit: true) else { return 0 }
    let framed = [Wireframes.attach(to: file, factory: fixture.factory)]
    let tool = ToolInfo(version: CardlintVersion.current, informationURI: CardlintVersion.informationURI)
    let run = LintRun(tool: tool, files: framed, rules: fixture.linter.enabledRules, exitCode: 1, workingDirectory: "/")
    for format in ReportFormats.all {
        _ = ReportFormats.reporter(for: format.identifier)?.render(run)
    }
    if let layouts = try? CardLayouts.make(path: fixture.path, bytes: bytes, factory: fixture.factory, hostID: nil,
                                           viewports: ["iphone-se-320", "ipad-820"], typeScales: ["AX5"]) {
        _ = layouts.text()
        _ = layouts.json()
        _ = layouts.svg()
    }
    return 0
}
