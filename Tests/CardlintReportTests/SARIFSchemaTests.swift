import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

/// Validates SARIF with the command from linter-ux.md §4c (python `jsonschema`, Draft 7 validator
/// with format checking) against the official 2.1.0 schema.
enum SARIFValidator {
    static let schema: String? = {
        // The official OASIS schema (errata 01) is vendored next to the golden files; see sarif-schema-SOURCE.md.
        let vendored = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".golden/sarif-schema-2.1.0.json").path
        let candidates = [ProcessInfo.processInfo.environment["CARDLINT_SARIF_SCHEMA"], vendored]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }()

    static let python: String? = {
        let fromPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        for p in fromPath + ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
        where FileManager.default.isExecutableFile(atPath: p) {
            if (try? run(p, ["-c", "import jsonschema"]).status) == 0 { return p }
        }
        return nil
    }()

    static var available: Bool { schema != nil && python != nil }

    static let script = """
    import json,sys,jsonschema; s=json.load(open(sys.argv[1])); v=jsonschema.Draft7Validator(s, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER); errs=sorted(v.iter_errors(json.load(open(sys.argv[2]))), key=lambda e: [str(p) for p in e.absolute_path]); [print("/".join(map(str, e.absolute_path)) or "<root>", "->", e.message) for e in errs]; print("valid" if not errs else f"{len(errs)} error(s)"); sys.exit(1 if errs else 0)
    """

    static func run(_ exe: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Validates, or does nothing when python3/jsonschema/the schema is missing (the suite below says so).
    static func expectValid(_ sarif: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let schema, let python else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-\(UUID().uuidString).sarif")
        try sarif.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try run(python, ["-c", script, schema, url.path])
        #expect(result.status == 0, "SARIF is not schema-valid:\n\(result.output)", sourceLocation: sourceLocation)
    }
}

// In CI (CI=true, where Scripts/bootstrap.sh installs jsonschema) the suite always runs, so a missing validator fails loudly.
@Suite(.enabled(if: SARIFValidator.available || ProcessInfo.processInfo.environment["CI"] != nil, "needs python3 with jsonschema (Scripts/bootstrap.sh installs it)"))
struct SARIFSchemaTests {
    @Test func fixtureIsValid() throws {
        try SARIFValidator.expectValid(SARIFReporter().render(Fixture.run()))
    }

    @Test func emptyRunIsValid() throws {
        let run = LintRun(tool: ToolInfo(version: "0.1.0", informationURI: "https://cardlint.dev"), files: [], rules: [],
                          workingDirectory: "/tmp/some dir")
        try SARIFValidator.expectValid(SARIFReporter().render(run))
    }

    @Test func validatorRejectsBrokenSARIF() throws {
        // Proves the check can fail: a region without startLine is invalid in the errata schema.
        let broken = SARIFReporter().render(Fixture.run()).replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0.0\"")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-broken-\(UUID().uuidString).sarif")
        try broken.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try SARIFValidator.run(try #require(SARIFValidator.python), ["-c", SARIFValidator.script, try #require(SARIFValidator.schema), url.path])
        #expect(result.status == 1)
    }
}

@Suite struct SARIFContentTests {
    let sarif = SARIFReporter().render(Fixture.run())

    @Test func requiredGitHubFields() {
        for needle in ["\"columnKind\": \"unicodeCodePoints\"", "\"uriBaseId\": \"%SRCROOT%\"", "\"uri\": \"file:///work/project/\"",
                       "\"name\": \"ImageHasAltText\"", "\"semanticVersion\": \"0.1.0\"", "\"precision\": \"high\"",
                       "\"primaryLocationLineHash\"", "\"cardlint/v2\"", "\"executionSuccessful\": true", "\"exitCode\": 1",
                       "\"toolExecutionNotifications\"", "\"relatedLocations\"", "\"snippet\"", "\"typeScales\""] {
            #expect(sarif.contains(needle), "missing \(needle)")
        }
    }

    @Test func endColumnIsExclusiveInCodePoints() {
        // `"light"` (7 code points) starts at 5:56 after ü, ß and 👋 (one column each) and ends before column 63.
        let region = "\"endColumn\": 63,\n                  \"endLine\": 5,\n                  \"snippet\": {\n"
            + "                    \"text\": \"\\\"light\\\"\"\n                  },\n                  \"startColumn\": 56,"
        #expect(sarif.contains(region))
    }

    @Test func pathsOutsideTheWorkingDirectoryAreAbsoluteURIs() {
        #expect(SARIFURI.artifact("/elsewhere/a b.json", workingDirectory: "/work/project") == ("file:///elsewhere/a%20b.json", nil))
        #expect(SARIFURI.artifact("/work/project/cards/ä.json", workingDirectory: "/work/project") == ("cards/%C3%A4.json", "%SRCROOT%"))
        #expect(SARIFURI.artifact("./cards/x.json", workingDirectory: "/w") == ("cards/x.json", "%SRCROOT%"))
    }
}
