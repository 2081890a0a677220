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
        var parsed: [String: JSONValue] = [:]
        return try hostConfigJSON(baseDirectory: baseDirectory, parsed: &parsed)
    }

    /// As `hostConfigJSON(baseDirectory:)`, reading each file once for all the profiles of a load:
    /// `parsed` holds the files already read (by path), and gets the ones this profile reads first.
    /// Several profiles name one file (seven the spec's `sample-light.json`).
    public func hostConfigJSON(baseDirectory: URL, parsed: inout [String: JSONValue])
        throws(HostConfigLoadError) -> [(theme: String, file: String, json: JSONValue)] {
        var out: [(theme: String, file: String, json: JSONValue)] = []
        for theme in themes {
            let url = baseDirectory.appendingPathComponent(theme.file)
            if let json = parsed[url.path] {
                out.append((theme.name, theme.file, json))
                continue
            }
            guard let data = RegularFile.contents(atPath: url.path) else {
                throw HostConfigLoadError(path: url.path, message: "cannot read the host config of theme '\(theme.name)'")
            }
            do {
                let json = try JSONParser.parse([UInt8](data)).value
                parsed[url.path] = json
                out.append((theme.name, theme.file, json))
            } catch {
                let position = SourceFile(path: url.path, bytes: [UInt8](data)).position(of: error.range.start)
                throw HostConfigLoadError(path: url.path, message: "\(position): \(error.message)")
            }
        }
        return out
    }
}
