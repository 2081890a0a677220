import CardlintReading
import Foundation

extension HostProfile {
    /// One theme's host config, parsed.
    public struct ThemedHostConfig: Sendable {
        public var theme: String
        public var file: String
        public var config: HostConfig
        /// Problems found in the host config file (shipped files have none; a test checks).
        public var issues: [HostConfigIssue]
    }

    /// A host config file that could not be read or is not JSON.
    public struct HostConfigLoadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): error: \(message)" }
    }

    /// Reads and parses every theme's host config from `baseDirectory` (normally `rules/hostconfigs`),
    /// in the profile's theme order.
    public func hostConfigs(baseDirectory: URL) throws(HostConfigLoadError) -> [ThemedHostConfig] {
        try hostConfigJSON(baseDirectory: baseDirectory).map { theme in
            let (config, issues) = HostConfig.parse(theme.json)
            return ThemedHostConfig(theme: theme.theme, file: theme.file, config: config, issues: issues)
        }
    }

    /// Every theme's host config file read and parsed as JSON (a file that cannot be read or is not
    /// JSON is an error here), not yet read as a `HostConfig`.
    public func hostConfigJSON(baseDirectory: URL) throws(HostConfigLoadError) -> [(theme: String, file: String, json: JSONValue)] {
        var out: [(theme: String, file: String, json: JSONValue)] = []
        for theme in themes {
            let url = baseDirectory.appendingPathComponent(theme.file)
            guard let data = RegularFile.contents(atPath: url.path) else {
                throw HostConfigLoadError(path: url.path, message: "cannot read the host config of theme '\(theme.name)'")
            }
            do {
                out.append((theme.name, theme.file, try JSONParser.parse([UInt8](data)).value))
            } catch {
                let position = SourceFile(path: url.path, bytes: [UInt8](data)).position(of: error.range.start)
                throw HostConfigLoadError(path: url.path, message: "\(position): \(error.message)")
            }
        }
        return out
    }
}
