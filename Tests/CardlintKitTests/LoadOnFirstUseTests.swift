import CardlintTestSupport
import Foundation
import Testing
@testable import CardlintKit

/// Data a run may not need is read when first needed: the script tables (`scripts.tsv`,
/// `conjuncts.tsv`, `arabic-forms.tsv`) when a text first holds a code point of theirs, the HostConfigs
/// of a loaded host when a card is first checked on it. A run of one Latin card at the defaults reads
/// neither the tables nor the configs of the hosts outside the defaults; a card in other scripts, or
/// with a Teams-only feature, reads what it needs and finds what it found before.
@Suite struct LoadOnFirstUseTests {
    static func lint(_ resources: Resources, _ path: String) throws -> [String] {
        let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        let result = try LintRunner(factory: factory).run([FileWalker.Input(path: path, explicit: true)])
        return result.files.flatMap(\.findings).map { "\($0.ruleID) \($0.pointer) \($0.message)" }
    }

    /// The ids of the loaded hosts whose HostConfigs have been read.
    static func hostsRead(_ resources: Resources) -> [String] {
        resources.hosts.filter(\.themesParsed).map(\.profile.id)
    }

    @Test func aLatinCardReadsOnlyWhatItNeeds() throws {
        let fresh = try Resources(root: TestSupport.rulesRoot)
        #expect(!fresh.measurer.scriptTablesParsed)
        #expect(Self.hostsRead(fresh).isEmpty)
        let latin = try Self.lint(fresh, TestSupport.repoRoot + "/corpus/samples/expense-approval.json")
        #expect(!fresh.measurer.scriptTablesParsed)
        #expect(Set(Self.hostsRead(fresh)) == Set(fresh.defaults.hosts))
        // The same findings as with resources that have read everything.
        #expect(latin == (try Self.lint(TestSupport.resources, TestSupport.repoRoot + "/corpus/samples/expense-approval.json")))

        let multilingual = TestSupport.repoRoot + "/corpus/accessibility/multilingual-announcement-ltr.json"
        let found = try Self.lint(fresh, multilingual)
        #expect(fresh.measurer.scriptTablesParsed)
        #expect(found == (try Self.lint(TestSupport.resources, multilingual)))
    }

    /// `targetWidth`, read only by the Hub hosts, makes Teams, Copilot and Outlook the card's audience:
    /// Outlook, outside the defaults, has its configs read then.
    @Test func anInferredAudienceReadsItsHostsConfigs() throws {
        let fresh = try Resources(root: TestSupport.rulesRoot)
        let dir = try ConfigTests.project(["a.json": AudienceTests.hubCard])
        let findings = try Self.lint(fresh, dir + "/a.json")
        #expect(findings.contains { $0.hasPrefix("audience-inferred ") })
        let read = Set(Self.hostsRead(fresh))
        #expect(read.contains("outlook") && !fresh.defaults.hosts.contains("outlook"))
        #expect(findings == (try Self.lint(TestSupport.resources, dir + "/a.json")))
    }
}
