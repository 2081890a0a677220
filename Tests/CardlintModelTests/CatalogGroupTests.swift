import CardlintModel
import CardlintReading
import Foundation
import Testing

/// A group's properties are built once per load and shared by the types that extend it: each type
/// still gets its own version on the properties that do not state one, in declaration order.
@Suite struct CatalogGroupTests {
    static func load(_ yaml: String) throws -> Catalog {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("catgroup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try yaml.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        return try CatalogLoader.load(directory: dir.path)
    }

    static let yaml = """
        groups:
          base:
            properties:
              id: {type: string}
              spacing: {type: string, since: "1.2"}
              icon: {type: string, host-forms: [{hosts: [ios-sdk], source: "docs", type: url}]}
          shown:
            extends: [base]
            properties:
              isVisible: {type: boolean}
              id: {type: string, required: true}
        types:
          Old:
            kind: element
            extends: [shown]
            properties:
              text: {type: string}
          New:
            kind: element
            since: "1.5"
            extends: [shown, base]
          Plain:
            kind: element
            since: "1.3"
            extends: [base]
            properties:
              spacing: {type: number}
        """

    @Test func eachTypeGetsItsOwnVersion() throws {
        let c = try Self.load(Self.yaml)
        let old = try #require(c.spec("Old")), new = try #require(c.spec("New")), plain = try #require(c.spec("Plain"))
        #expect(old.properties["id"]?.since == SchemaVersion(1, 0))
        #expect(new.properties["id"]?.since == SchemaVersion(1, 5))
        #expect(new.properties["isVisible"]?.since == SchemaVersion(1, 5))
        // A version the file gives stays; a host form is as old as its type.
        #expect(old.properties["spacing"]?.since == SchemaVersion(1, 2))
        #expect(new.properties["spacing"]?.since == SchemaVersion(1, 2))
        #expect(old.properties["icon"]?.hostForms.first?.spec.since == SchemaVersion(1, 0))
        #expect(new.properties["icon"]?.hostForms.first?.spec.since == SchemaVersion(1, 5))
        // A type's own property replaces the group's, version included.
        #expect(plain.properties["spacing"]?.types == [.number])
        #expect(plain.properties["spacing"]?.since == SchemaVersion(1, 3))
    }

    @Test func orderAndOverrides() throws {
        let c = try Self.load(Self.yaml)
        let old = try #require(c.spec("Old")), new = try #require(c.spec("New"))
        #expect(old.propertyOrder == ["id", "spacing", "icon", "isVisible", "text"])
        // `shown` redeclares `id` as required; extending `base` again after it brings base's back.
        #expect(old.properties["id"]?.required == true)
        #expect(new.propertyOrder == ["id", "spacing", "icon", "isVisible"])
        #expect(new.properties["id"]?.required == false)
        #expect(old.propertyTable.specs.map(\.name) == old.propertyOrder)
    }

    @Test func groupErrorsStillPositioned() throws {
        let cyclic = "groups:\n  a:\n    extends: [b]\n  b:\n    extends: [a]\ntypes:\n  T:\n    kind: element\n    extends: [a]\n"
        do { _ = try Self.load(cyclic); Issue.record("a cycle loaded") } catch let error as CatalogError {
            #expect(error.message == "group 'a' extends itself")
            #expect(error.line == 5)
        }
        let broken = "groups:\n  a:\n    properties:\n      x: {type: strng}\ntypes:\n  T:\n    kind: element\n    extends: [a]\n"
        do { _ = try Self.load(broken); Issue.record("a broken group loaded") } catch let error as CatalogError {
            #expect(error.line == 4)
            #expect(error.message.contains("unknown type 'strng'"))
        }
    }
}
