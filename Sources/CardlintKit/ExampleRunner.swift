import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Runs a rule's examples through the whole pipeline with only that rule enabled, and says
/// what does not hold. Used by the test suite (every example of every rule) and `check-rules`.
public struct ExampleRunner: Sendable {
    public let resources: Resources
    public init(resources: Resources) { self.resources = resources }

    public struct Outcome: Sendable {
        public var findings: [Finding]
        /// Empty when the example behaves as declared.
        public var problems: [String]
    }

    public func run(_ rule: Rule, _ example: RuleExample) -> Outcome {
        var settings = LintSettings(hosts: example.hosts, viewports: example.viewports, typeScales: example.typeScales)
        if let limit = example.maxFileSize { settings.maxFileSize = limit }
        var problems: [String] = []
        let hosts: [HostContext]
        do { hosts = try resources.hostContexts(for: settings) } catch {
            return Outcome(findings: [], problems: ["\(error)"])
        }
        var candidates: [HostContext] = []
        if settings.hosts.isEmpty {
            do { candidates = try resources.audienceCandidates(for: settings) } catch { return Outcome(findings: [], problems: ["\(error)"]) }
        }
        let linter = Linter(resources: resources, rules: [ActiveRule(rule: rule)], settings: settings, hosts: hosts,
                            audienceCandidates: candidates)
        let outcome: Linter.Outcome
        if let file = example.file {
            // Relative to the data folder's parent, made absolute (`--rules-root rules` has no parent to cut).
            let path = URL(fileURLWithPath: resources.root).standardizedFileURL.deletingLastPathComponent().appendingPathComponent(file).path
            outcome = linter.lint(FileWalker.Input(path: path, explicit: true))
        } else {
            if rule.check.readerDiagnostic == nil, (try? JSONParser.parse(example.json)) == nil {
                problems.append("the example is not valid JSON, so it proves nothing")
            }
            let data = example.data.map { [DataSet(name: "example.data.json", bytes: Array($0.utf8))] }
            outcome = linter.lint(path: "example.json", bytes: Array(example.json.utf8), explicit: true, inlineData: data ?? [])
        }
        guard case .report(let report) = outcome else {
            return Outcome(findings: [], problems: problems + ["the example was skipped as not an Adaptive Card"])
        }
        let mine = report.findings.filter { $0.ruleID == rule.id }
        switch example.expectation {
        case .triggering:
            if mine.isEmpty { problems.append("expected a finding, got none") }
            if let n = example.count, mine.count != n { problems.append("expected \(n) findings, got \(mine.count)") }
            for m in example.markers where !mine.contains(where: { $0.range.start == m }) {
                let src = SourceFile(path: "example", text: example.json)
                let at = mine.map { src.position(of: $0.range.start).description }.joined(separator: ", ")
                problems.append("expected a finding at \(src.position(of: m)) (the ↓ marker), found at: \(at.isEmpty ? "nowhere" : at)")
            }
        case .notTriggering:
            if !mine.isEmpty {
                problems.append("expected no finding, got: " + mine.map(\.shownMessage).joined(separator: "; "))
            }
        }
        return Outcome(findings: mine, problems: problems)
    }
}
