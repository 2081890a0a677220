import CardlintReading
import Foundation
import Testing
@testable import CardlintModel

/// Shipped catalog and host profiles, and a one-call resolve, for the fallback tests.
enum FallbackFixture {
    static let root = hostsRepoRoot()
    static let catalog: Catalog? = try? CatalogLoader.load(directory: root.appendingPathComponent("rules/catalog").path)
    static let hosts: [HostProfile] = (try? HostProfileLoader.loadAll(directory: root.appendingPathComponent("rules/hosts"))) ?? []

    static func host(_ id: String) throws -> HostProfile {
        try #require(hosts.first { $0.id == id }, "no host profile \(id)")
    }

    /// Parses `text`, builds the card and resolves it on `host`.
    static func resolve(_ text: String, on host: HostProfile) throws -> (card: Card, effective: EffectiveCard) {
        let catalog = try #require(catalog, "the catalog does not load")
        let json = try JSONParser.parse(Array(text.utf8)).value
        let card = CardBuilder.build(json, catalog: catalog)
        return (card, FallbackResolver.resolve(card, host: host, catalog: catalog))
    }

    static func resolve(_ text: String, on id: String) throws -> (card: Card, effective: EffectiveCard) {
        try resolve(text, on: host(id))
    }

    /// `{"type":"AdaptiveCard","version":V,"body":[…]}`.
    static func card(_ body: String, version: String = "1.5", extra: String = "") -> String {
        #"{"type": "AdaptiveCard", "version": "\#(version)"\#(extra), "body": [\#(body)]}"#
    }
}

extension JSONValue {
    /// The value at an RFC 6901 pointer (tests only).
    func at(_ pointer: String) -> JSONValue? {
        var v: JSONValue? = self
        for token in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            if let i = Int(token), let a = v?.array { v = i < a.count ? a[i] : nil } else { v = v?[String(token)] }
        }
        return v
    }
}
