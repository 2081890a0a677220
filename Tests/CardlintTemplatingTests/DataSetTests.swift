import Foundation
import Testing
@testable import CardlintTemplating

/// Data files found next to a template by the naming conventions of Microsoft's and PnP's samples.
@Suite struct DataSetTests {
    func folder(_ files: [String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-datasets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for f in files { try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/" + f)) }
        return dir
    }

    func names(_ dir: String, _ template: String) -> [String] {
        DataSets.discover(templatePath: dir + "/" + template).map { ($0 as NSString).lastPathComponent }
    }

    @Test func aFolderOfTemplatesSharesOneDataFile() throws {
        let dir = try folder(["Template.DataBinding.json", "Template.Functions.String.json", "Template.data.json",
                              "Template.Functions.data.json", "Template.Keywords.json", "Template.Keywords.data.json"])
        #expect(names(dir, "Template.DataBinding.json") == ["Template.data.json"])
        #expect(names(dir, "Template.Functions.String.json") == ["Template.Functions.data.json"])  // the nearest family
        #expect(names(dir, "Template.Keywords.json") == ["Template.Keywords.data.json"])  // its own file first
        #expect(names(dir, "Template.data.json").isEmpty)
        #expect(names(dir, "Other.json").isEmpty)
    }

    @Test func templateDataFilesOfPnPSamples() throws {
        let dir = try folder(["ac-qv-event.template.json", "ac-qv-event.template.data.json", "x.template.json", "x.data.json"])
        #expect(names(dir, "ac-qv-event.template.json") == ["ac-qv-event.template.data.json"])
        #expect(names(dir, "x.template.json") == ["x.data.json"])
    }
}
