import CardlintTestSupport
import Foundation
import Testing

/// cardlint never opens a network connection: image URLs, `$schema`, `iconUrl` and remote data
/// are never fetched. Run it in a fresh network namespace (no interfaces at all) and it must
/// give exactly the same output as with networking.
@Suite struct NoNetworkTests {
    static let unshareWorks = CLIRunner.succeeds("/usr/bin/unshare", ["-n", "true"])

    @Test(.enabled(if: unshareWorks, "needs `unshare -n` (root or user namespaces)"))
    func sameFindingsWithoutNetwork() throws {
        let corpus = TestSupport.repoRoot + "/corpus"
        let args = ["lint", corpus + "/samples", corpus + "/accessibility", corpus + "/templates", "--format", "json"]
        let online = try CLIRunner.run(args, in: TestSupport.repoRoot, stdin: nil)
        let offline = try CLIRunner.run(["-n", CLIRunner.binary] + args, in: TestSupport.repoRoot, stdin: nil,
                                        executable: "/usr/bin/unshare")
        #expect(offline.status == online.status, "stderr: \(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        #expect(online.stdout.contains("\"findings\""))
    }
}
