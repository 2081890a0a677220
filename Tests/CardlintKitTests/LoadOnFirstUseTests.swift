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

    /// A host's HostConfig files are read when a run needs the host (no longer all of them, parsed at
    /// start): a broken file of a host outside the run is never read; the run's own hosts' files are
    /// read when its linter is made, and a broken one is an error there, at its line and column.
    @Test func aRunReadsOnlyItsHostsConfigFiles() throws {
        // Outlook's config, broken: Outlook is not a default host, and this card's audience is not inferred.
        let root = try TestSupport.rulesWithBrokenHostConfig("outlook-light.json")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resources = try Resources(root: root)
        #expect(Self.hostsRead(resources).isEmpty)
        let card = TestSupport.repoRoot + "/corpus/samples/expense-approval.json"
        #expect(try Self.lint(resources, card) == (try Self.lint(TestSupport.resources, card)))
        #expect(Set(Self.hostsRead(resources)) == Set(resources.defaults.hosts))
        #expect(throws: KitError.self) { try resources.hostContexts(["outlook"]) }
        do { _ = try resources.hostContexts(["teams-desktop", "outlook"]) } catch {
            #expect(error.description.hasPrefix(root + "/hostconfigs/outlook-light.json: error: 2:"), "\(error)")
        }
        // Stated as the run's host, the broken file stops the run before any card.
        var settings = LintSettings()
        settings.hosts = ["outlook"]
        #expect(throws: KitError.self) { try LinterFactory(resources: resources, explicitConfig: nil, settings: settings).linter(for: card) }
    }

    /// A broken config file of a host a card's inferred audience names is read during the run, not
    /// at start: the run reports it (`LinterFactory.hostConfigErrors`, an error and exit 2 for `lint`)
    /// instead of leaving that host's theme and layout checks out in silence.
    @Test func aBrokenConfigOfAnAudienceHostIsReported() throws {
        let root = try TestSupport.rulesWithBrokenHostConfig("outlook-light.json")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resources = try Resources(root: root)
        let dir = try ConfigTests.project(["hub.json": AudienceTests.hubCard])
        // A card of the default hosts only: nothing else read, nothing to report.
        let plain = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        _ = try LintRunner(factory: plain).run([FileWalker.Input(path: TestSupport.repoRoot + "/corpus/samples/expense-approval.json", explicit: true)])
        #expect(plain.hostConfigErrors().isEmpty)
        // `targetWidth` makes Outlook part of the card's audience: its broken file is read, and reported.
        let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        _ = try LintRunner(factory: factory).run([FileWalker.Input(path: dir + "/hub.json", explicit: true)])
        let errors = factory.hostConfigErrors()
        #expect(errors.count == 1 && errors.first?.hasPrefix(root + "/hostconfigs/outlook-light.json: error: 2:") == true, "\(errors)")
    }
}
