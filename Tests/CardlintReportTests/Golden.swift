import Foundation
import Testing

/// Golden files live in `.golden/` next to this file: the manifest declares no resources, and
/// SwiftPM skips hidden directories, so they cause no "unhandled file" warning.
/// Set `CARDLINT_UPDATE_GOLDEN=1` to rewrite them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".golden")

    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CARDLINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}
