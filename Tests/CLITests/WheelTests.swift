import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

/// The Python wheel (python/, Scripts/build-wheel.sh) as pip users and pre-commit get it: built with
/// `pip wheel` offline from a release archive (here of the debug binary), installed into a fresh
/// virtual environment with `pip install --no-index`, and run through its console entry point.
@Suite struct WheelTests {
    func sh(_ command: String, in dir: String, env: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["-c", command], in: dir, stdin: nil, environment: ["CARDLINT_RULES": ""].merging(env) { $1 },
                          executable: "/bin/bash")
    }

    @Test func theWheelInstallsAndRunsInAFreshVenv() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let root = TestSupport.repoRoot
        let archive = try sh("'\(root)/Scripts/package.sh' dist", in: tmp, env: ["CARDLINT_BINARY": CLIRunner.binary])
        #expect(archive.status == 0, "\(archive.stderr)")
        let arch = try sh("uname -m", in: tmp).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let wheel = try sh("'\(root)/Scripts/build-wheel.sh' '\(archive.stdout.trimmingCharacters(in: .whitespacesAndNewlines))' wheels",
                           in: tmp, env: ["CARDLINT_WHEEL_PLATFORM": "manylinux_2_17_\(arch)"])
        #expect(wheel.status == 0, "\(wheel.stderr)")
        let name = "cardlint-\(CardlintVersion.current)-py3-none-manylinux_2_17_\(arch).whl"
        #expect(wheel.stdout.hasSuffix("wheels/\(name)\n"), "\(wheel.stdout)")
        #expect(!FileManager.default.fileExists(atPath: root + "/python/build"), "no build files land in the checkout")

        let venv = try sh("python3 -m venv venv && venv/bin/pip install --quiet --no-index wheels/\(name)", in: tmp)
        #expect(venv.status == 0, "\(venv.stderr)")
        let version = try sh("venv/bin/cardlint --version", in: tmp)
        #expect(version.stdout.hasPrefix("cardlint \(CardlintVersion.current)\ndata \(CardlintVersion.dataHash(root: TestSupport.rulesRoot)) "), "\(version.stdout) \(version.stderr)")
        #expect(version.stdout.contains("/site-packages/cardlint/share/cardlint/rules\n"), "\(version.stdout)")
        try #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png"}]}"#
            .write(toFile: tmp + "/card.json", atomically: true, encoding: .utf8)
        let lint = try sh("venv/bin/cardlint lint card.json; echo \"exit $?\"", in: tmp)
        #expect(lint.stdout.contains("image-missing-alt-text") && lint.stdout.hasSuffix("exit 1\n"), "\(lint.stdout) \(lint.stderr)")
        let module = try sh("venv/bin/python -m cardlint --version", in: tmp)
        #expect(module.stdout.hasPrefix("cardlint \(CardlintVersion.current)\n"))
    }

    /// The package pre-commit installs from this repository (`language: python`) requires the wheel.
    @Test func thePreCommitPackageRequiresTheWheelOfTheSameVersion() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("hookpkg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let r = try sh("python3 -c 'import sys; sys.path.insert(0, \"\(TestSupport.repoRoot)/python/_build\"); import hook; print(hook.build_wheel(\".\"))'"
                       + " && python3 -m zipfile -e cardlint_pre_commit-*.whl x && cat x/*.dist-info/METADATA", in: tmp)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Requires-Dist: cardlint==\(CardlintVersion.current)\n"), "\(r.stdout)")
    }
}
