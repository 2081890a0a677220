import Testing
@testable import CardlintModel

/// A host profile's id comes from its file's name: the last part of the path between slashes, without `.yaml`.
@Suite struct FileStemTests {
    @Test func stemIsTheLastPartWithoutYAML() {
        for path in ["/a/b/teams-desktop.yaml", "teams.yaml", "rules/hosts/outlook.yml", "/x/y/", "/x//webex.yaml//", "/", "", "a",
                     "hosts/.yaml", "/über/été.yaml", "a/b.yaml.yaml"] {
            // The definition it replaces: `split(separator: "/")`'s last part.
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let expected = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
            #expect(HostProfileReader.fileStem(path) == expected, "\(path)")
        }
    }
}
