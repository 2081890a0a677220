import ArgumentParser
import CardlintKit
import CardlintReading
import CardlintRules
import Foundation

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule: why it matters, how to fix, its WCAG criteria, options and examples.")

    @OptionGroup var resourceOptions: ResourceOptions

    @Argument(help: "The rule id, e.g. image-missing-alt-text (see `cardlint rules`).")
    var ruleID: String

    func run() throws {
        let resources = try resourceOptions.load()
        guard let rule = resources.rules.first(where: { $0.id == ruleID }) else {
            Terminal.fail("unknown rule '\(ruleID)'\(DidYouMean.hint(ruleID, from: resources.rules.map(\.id)))")
        }
        let m = rule.metadata
        var out = "\(m.id) — \(m.title)\n\n"
        out += "severity: \(m.severity.rawValue)    pack: \(m.pack)    tags: \(m.tags.joined(separator: ", "))\n"
        for c in m.wcagCriteria {
            out += "WCAG \(c) \(resources.vocabulary.wcagCriteria[c] ?? "")\n"
        }
        out += "\n" + m.description.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n"
        out += "check: \(rule.check.functionNames.joined(separator: ", "))\n"
        for name in rule.check.functionNames {
            if let f = CheckRegistry.function(named: name) {
                out += "  \(name): \(f.summary)\n"
                if !f.optionNames.isEmpty { out += "    options: \(f.optionNames.joined(separator: ", "))\n" }
            }
        }
        out += "message: \(rule.message.source)\n"
        if let uri = m.helpURI { out += "help: \(uri)\n" }
        out += "defined in: \(rule.location)\n"
        let all: [RuleExample]
        do { all = try rule.examples() } catch { Terminal.fail(error.description) }
        for (title, kind) in [("Triggering", RuleExample.Expectation.triggering), ("Not triggering", .notTriggering)] {
            let examples = all.filter { $0.expectation == kind }
            guard !examples.isEmpty else { continue }
            out += "\n\(title):\n"
            for e in examples {
                let body = e.file.map { "(file \($0))" } ?? e.json.trimmingCharacters(in: .whitespacesAndNewlines)
                out += body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        print(out, terminator: "")
    }
}
