import ArgumentParser
import CardlintKit
import CardlintRules
import Foundation

struct CheckRules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-rules",
        abstract: "Validate rule files and run their examples (for teams writing their own rules).",
        discussion: "With no path, checks the shipped rule packs.")

    @OptionGroup var resourceOptions: ResourceOptions

    @Argument(help: ArgumentHelp("Rule files or folders of rule files.", valueName: "path"))
    var paths: [String] = []

    func run() throws {
        let resources = try resourceOptions.load()
        var rules: [Rule] = []
        if paths.isEmpty { rules = resources.rules }
        for p in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else { Terminal.fail("no such file or folder: \(p)") }
            do {
                let found = isDir.boolValue
                    ? try RuleLoader.loadFolder(p, pack: "custom", vocabulary: resources.vocabulary)
                    : [try RuleLoader.loadFile(p, pack: "custom", vocabulary: resources.vocabulary)]
                if found.isEmpty { Terminal.fail("no rule files (*.yaml, *.yml) in \(p)") }
                rules += found
            } catch { Terminal.fail(error.description) }
        }
        if !paths.isEmpty {
            do {
                try RuleLoader.checkUnique(rules, existing: resources.rules)
                try RuleNameCheck.check(rules, catalog: resources.catalog)
            } catch { Terminal.fail(error.description) }
        }
        let runner = ExampleRunner(resources: resources)
        var failures = 0, passed = 0
        for rule in rules {
            // Examples are compiled here, not when the rules load: a malformed one is an error of the rule file.
            let examples: [RuleExample]
            do { examples = try rule.examples() } catch { Terminal.fail(error.description) }
            if !examples.contains(where: { $0.expectation == .triggering }) || !examples.contains(where: { $0.expectation == .notTriggering }) {
                print("\(rule.location): error: rule '\(rule.id)' needs at least one triggering and one not-triggering example")
                failures += 1
            }
            for e in examples {
                let outcome = runner.run(rule, e)
                if outcome.problems.isEmpty { passed += 1; continue }
                failures += 1
                for p in outcome.problems { print("\(e.location): error: [\(rule.id)] \(p)") }
            }
        }
        print("\(passed) passed, \(failures) failed")
        if failures > 0 { throw ExitCode(1) }
    }
}
