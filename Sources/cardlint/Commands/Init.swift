import ArgumentParser
import Foundation

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Write a commented starter .cardlint.yml in the current folder.")

    @Flag(help: "Overwrite an existing .cardlint.yml.")
    var force = false

    func run() throws {
        let path = ".cardlint.yml"
        if FileManager.default.fileExists(atPath: path), !force {
            Terminal.fail("\(path) already exists (use --force to overwrite)")
        }
        try StarterConfig.text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    }
}

enum StarterConfig {
    static let text = """
    # cardlint configuration. Paths are relative to this file.
    # Docs: cardlint rules · cardlint explain <rule-id>

    # Presets (recommended, strict), packs (conformance, accessibility, compatibility, reading) or other .yml files.
    extends: [recommended]

    # Per rule: off, note, warning, error — or {severity: …, options: {…}}.
    rules:
      # unknown-property: error
      # invalid-enum-value: off

    # Which files to lint when walking folders (globs; ** spans folders).
    # include: ["cards/**/*.json"]
    exclude: ["**/node_modules/**"]

    # Different settings for some files.
    # overrides:
    #   - files: ["legacy/**"]
    #     rules: {feature-newer-than-version: off}

    # Your own rules (YAML files, same format as cardlint's own; check them with `cardlint check-rules DIR`).
    # rules-dirs: [cardlint-rules]

    # Your renderer's custom element types (same YAML format as cardlint's catalog).
    # custom-elements: [cardlint/custom-elements.yaml]
    # custom-types: [Contoso.Map]     # types your app registers with its SDK (Android, iOS, Windows)

    # Hosts to check against (see `cardlint hosts`), viewports and Dynamic Type sizes to simulate.
    # hosts: [teams-desktop, teams-mobile, outlook]
    # viewports: [default]
    # type-scales: [large, AX5]

    # Sample data for templates (default: x.data.json next to x.json).
    # data: [samples/sample.data.json]

    # Functions your app registers with the expression engine before it expands templates
    # (calls to them are known; their results are unknown, like a binding without data).
    # template-functions:
    #   - {name: formatPrice, min: 1, max: 2}

    """
}
