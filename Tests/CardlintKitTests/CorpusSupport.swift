import CardlintKit
import CardlintReading
import CardlintReport
import CardlintTestSupport
import Foundation

/// The corpus under `corpus/`: real-world-like cards, each `x.json` with its `x.expected`
/// (one `line:col severity rule-id` per finding, `#` comment lines ignored). See `corpus/README.md`.
enum Corpus {
    static let root = TestSupport.repoRoot + "/corpus"

    /// Card paths relative to `corpus/`, sorted. Cards under `templates/` (another owner's folder)
    /// are taken only when they opt in with an `x.expected`.
    static let cards: [String] = {
        let inputs = FileWalker.expand([root]).inputs.map(\.path)
        return inputs.compactMap { path -> String? in
            guard path.hasPrefix(root + "/") else { return nil }
            let rel = String(path.dropFirst(root.count + 1))
            if rel.hasPrefix("templates/"), !FileManager.default.fileExists(atPath: expectedPath(rel)) { return nil }
            return rel
        }.sorted()
    }()

    static func expectedPath(_ card: String) -> String {
        root + "/" + String(card.dropLast(".json".count)) + ".expected"
    }

    /// One linter factory for the whole run: shipped rules, default settings, no config file
    /// (exactly what `cardlint lint` does when no `.cardlint.yml` is found).
    static let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())

    /// Lints one card as `cardlint lint corpus/<card>` does (named explicitly, so non-cards are reported).
    static func lint(_ card: String) -> FileReport? {
        let path = root + "/" + card
        guard let data = FileManager.default.contents(atPath: path), let linter = try? factory.linter(for: path) else {
            return nil
        }
        guard case .report(let report) = linter.lint(path: path, bytes: Array(data), explicit: true) else { return nil }
        return report
    }

    /// The report's findings as expectation lines, sorted by line, column, rule id.
    static func lines(_ report: FileReport) -> [String] {
        let rows = report.findings.map { f -> (Int, Int, String, String) in
            let p = report.source?.position(of: f.range.start)
            return (p?.line ?? 0, p?.column ?? 0, f.ruleID, f.severity.rawValue)
        }
        return rows.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map { "\($0.0):\($0.1) \($0.3) \($0.2)" }
    }

    struct Expected {
        var findings: [String]
        var comments: [String]
    }

    static func expected(_ card: String) -> Expected? {
        guard let text = try? String(contentsOfFile: expectedPath(card), encoding: .utf8) else { return nil }
        var e = Expected(findings: [], comments: [])
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") { e.comments.append(line) } else { e.findings.append(line) }
        }
        return e
    }

    /// A readable diff: `-` expected but not reported, `+` reported but not expected.
    static func diff(expected: [String], actual: [String]) -> String {
        var missing = expected, extra: [String] = []
        for a in actual {
            if let i = missing.firstIndex(of: a) { missing.remove(at: i) } else { extra.append(a) }
        }
        var out = missing.map { "- \($0)" } + extra.map { "+ \($0)" }
        if missing.isEmpty, extra.isEmpty { out.append("(same lines, different order)") }
        out.append("expected:\n" + expected.map { "    " + $0 }.joined(separator: "\n"))
        out.append("actual:\n" + actual.map { "    " + $0 }.joined(separator: "\n"))
        out.append("if the change is intended, run Scripts/update-corpus-expectations.sh and review the diff")
        return out.joined(separator: "\n")
    }
}
