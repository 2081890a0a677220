import CardlintKit
import CardlintReport
import Foundation

/// What every input shares, loaded once: the bundled rules and a linter for one host, one
/// viewport and one type size (the full `fuzz-lint` target lints on the default hosts and renders
/// every format; this one trades breadth per input for inputs per second).
final class LightFixture: Sendable {
    let linter: Linter
    let path: String
    let tool = ToolInfo(version: CardlintVersion.current, informationURI: CardlintVersion.informationURI)

    init() {
        guard let root = Resources.locateRoot() else { fatalError("fuzz-lint-light: set CARDLINT_RULES to the rules/ folder") }
        do {
            let resources = try Resources(root: root)
            let dir = NSTemporaryDirectory() + "/cardlint-fuzz-lint-light-\(getpid())"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            path = dir + "/card.json"
            let factory = LinterFactory(resources: resources, explicitConfig: nil,
                                        settings: LintSettings(hosts: ["teams-desktop"], viewports: ["iphone-se-320"],
                                                               typeScales: ["AX5"]))
            linter = try factory.linter(for: path)
        } catch { fatalError("fuzz-lint-light: \(error)") }
    }
}

let fixture = LightFixture()

/// One input: the bytes of a card file, linted in process on one host at one viewport; the report
/// is rendered in one format, chosen by the input's length (so every format sees every shape as the
/// corpus grows and shrinks). Only a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintLight(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .report(let file) = fixture.linter.lint(path: fixture.path, bytes: bytes, explicit: true) else { return 0 }
    let run = LintRun(tool: fixture.tool, files: [file], rules: fixture.linter.enabledRules, exitCode: 1, workingDirectory: "/")
    let format = ReportFormats.all[size % ReportFormats.all.count].identifier
    _ = ReportFormats.reporter(for: format)?.render(run)
    return 0
}
