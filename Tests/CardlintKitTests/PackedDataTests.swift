import CardlintReading
import CardlintReport
import CardlintRules
import CardlintText
import CardlintTestSupport
import Foundation
import Testing
@testable import CardlintKit

/// The data folder's YAML image written when packaging (`PackedData`, `cardlint pack-data`): the
/// resources loaded with it are those loaded from the YAML, and an edited file is read from its YAML.
@Suite(.serialized) struct PackedDataTests {
    /// A copy of the shipped data folder in a new temporary folder.
    static func copyOfRules() throws -> (folder: String, rules: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-pack-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.rulesRoot, toPath: folder + "/rules")
        try? FileManager.default.removeItem(atPath: folder + "/rules/" + YAMLImage.fileName)
        return (folder, folder + "/rules")
    }

    /// The JSON and SARIF reports of every card under `corpus/` linted with `resources`.
    static func reports(_ resources: Resources) throws -> (json: String, sarif: String) {
        let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        let result = try LintRunner(factory: factory).run(FileWalker.expand([TestSupport.repoRoot + "/corpus"]).inputs)
        #expect(result.files.count > 100)
        let run = LintRun(tool: ToolInfo(version: CardlintVersion.current, informationURI: CardlintVersion.informationURI), files: result.files,
                          rules: resources.rules.map(\.metadata), skippedNonCards: result.skippedNonCards, workingDirectory: TestSupport.repoRoot)
        return (JSONReporter().render(run), SARIFReporter().render(run))
    }

    @Test func resourcesLoadedFromTheImageLintTheCorpusAlike() throws {
        let (folder, rules) = try Self.copyOfRules()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var parsedSteps = 0
        let parsed = try Work.count { try Resources(root: rules) }
        let withoutImage = try Resources(root: rules)
        #expect(withoutImage.data.imageCount == 0)
        let hash = CardlintVersion.dataHash(root: rules)

        let count = try PackedData.write(root: rules)
        #expect(count == (try YAMLImage.files(root: rules)).count)
        #expect(CardlintVersion.dataHash(root: rules) == hash, "the image is not part of the data's hash")
        let imaged = try Work.count { try Resources(root: rules) }
        let withImage = try Resources(root: rules)
        #expect(withImage.data.imageCount == count)
        // Every YAML file the loaders read came from the image: none of libyaml's nodes were converted.
        for file in try YAMLImage.files(root: rules) {
            let text = try Self.text(rules + "/" + file.path)
            parsedSteps += try Work.count { try YAMLLoader.load(text, path: file.path) }
        }
        #expect(parsed - imaged > parsedSteps / 2, "parsed: \(parsed), from the image: \(imaged), all YAML: \(parsedSteps)")

        let before = try Self.reports(withoutImage), after = try Self.reports(withImage)
        #expect(before.json == after.json)
        #expect(before.sarif == after.sarif)
        #expect(withImage.rules.map(\.metadata) == withoutImage.rules.map(\.metadata))
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try FileBytes.read(path, limit: RegularFile.maxSize).get(), as: UTF8.self)
    }

    /// A rule file edited after packaging is read from its YAML, not from the image's stale tree.
    @Test func anEditedFileIsReadFromItsYAML() throws {
        let (folder, rules) = try Self.copyOfRules()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try PackedData.write(root: rules)
        let rule = try #require(try Resources(root: rules).rules.first)
        let path = rule.metadata.origin
        let text = try Self.text(path)
        let edited = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("title:") ? "title: An edited title" : String($0) }.joined(separator: "\n")
        #expect(edited != text)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let reloaded = try Resources(root: rules)
        #expect(reloaded.data.imageCount > 0)
        #expect(reloaded.rules.first { $0.id == rule.id }?.metadata.title == "An edited title")
    }

    /// A metric table edited into something that does not read, in a packed folder, fails the load
    /// with its file and line (the image's copy of the table is not used for the changed bytes).
    @Test func aBrokenMetricTableIsAnErrorAtItsLine() throws {
        let (folder, rules) = try Self.copyOfRules()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try PackedData.write(root: rules)
        #expect(FileManager.default.fileExists(atPath: rules + "/metrics/" + MetricImage.fileName))
        let path = rules + "/metrics/inter.tsv"
        var lines = try Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let k = try #require(lines.firstIndex { $0.hasPrefix("0041\t") })
        lines[k] = "zz" + lines[k]
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        do { _ = try Resources(root: rules); Issue.record("a broken metric table loaded") } catch {
            #expect("\(error)" == "\(path):\(k + 1): error: `zz0041` is not a hexadecimal code point", "\(error)")
        }
    }

    /// The image replaces a link of its name instead of writing through it.
    @Test func writingTheImageNeverFollowsALink() throws {
        let (folder, rules) = try Self.copyOfRules()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = folder + "/outside"
        try "keep".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: rules + "/" + YAMLImage.fileName, withDestinationPath: outside)
        _ = try PackedData.write(root: rules)
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep")
        let attributes = try FileManager.default.attributesOfItem(atPath: rules + "/" + YAMLImage.fileName)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(DataFiles(root: rules).imageCount > 100)
    }

    /// A data folder whose YAML does not parse is not packed (nothing is written).
    @Test func aFolderThatDoesNotParseIsNotPacked() throws {
        let (folder, rules) = try Self.copyOfRules()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a: [".write(toFile: rules + "/broken.yaml", atomically: true, encoding: .utf8)
        #expect(throws: KitError.self) { try PackedData.write(root: rules) }
        #expect(!FileManager.default.fileExists(atPath: rules + "/" + YAMLImage.fileName))
    }
}
