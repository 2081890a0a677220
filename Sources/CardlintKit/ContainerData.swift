import CardlintReading
import CardlintRules
import Foundation

/// `rules/containers.yaml`: per container kind, the audience it tells and the limits of the
/// channel that carries it (each with its documentation source).
public struct ContainerData: Sendable {
    public struct Kind: Sendable {
        /// The host family the container delivers to.
        public var audience: String?
        public var maxBytes: Int?
        public var warnBytes: Int?
        /// `payload`: the whole file is what is sent; `card`: each card is.
        public var measuresPayload = false
        /// `payload-utf16`: the whole file, counted as UTF-16 without base64 images (Teams bots).
        public var measuresUTF16 = false
        /// The most severe a size finding may be (`max-severity`): a limit documented for one
        /// channel of several the container may go to is at most a warning.
        public var maxSeverity: Severity?
        public var unsupportedActions: [String] = []
        public var requiredCardProperties: [String] = []
        public var sources: [String: String] = [:]
    }

    public var kinds: [String: Kind] = [:]

    public subscript(kind: ContainerKind) -> Kind? { kinds[kind.rawValue] }

    static func load(_ path: String, data files: DataFiles) throws(KitError) -> ContainerData {
        guard let data = FileManager.default.contents(atPath: path) else { throw .message("cannot read \(path)") }
        do {
            let root = try files.yaml(String(decoding: data, as: UTF8.self), path: path)
            try OptionReader(node: root, path: path).allowOnly(["kinds"])
            var out = ContainerData()
            for pair in root["kinds"]?.pairs ?? [] {
                let key = pair.key.scalar ?? "", node = pair.value
                guard ContainerKind(rawValue: key) != nil else {
                    throw OptionReader(node: node, path: path).error("'\(key)' is not a container kind (\(ContainerKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                let r = OptionReader(node: node, path: path)
                try r.allowOnly(["audience", "max-bytes", "warn-bytes", "measure", "unsupported-actions", "required-card-properties", "max-severity", "sources"])
                var k = Kind(audience: try r.string("audience"), maxBytes: try r.int("max-bytes"), warnBytes: try r.int("warn-bytes"))
                let measure = try r.string("measure") ?? "card"
                guard ["card", "payload", "payload-utf16"].contains(measure) else {
                    throw r.error("'measure' is card, payload or payload-utf16", at: node["measure"])
                }
                k.measuresPayload = measure != "card"
                k.measuresUTF16 = measure == "payload-utf16"
                if let s = try r.string("max-severity") {
                    guard let sev = Severity(rawValue: s) else { throw r.error("'max-severity' is error, warning or note", at: node["max-severity"]) }
                    k.maxSeverity = sev
                }
                k.unsupportedActions = try r.strings("unsupported-actions") ?? []
                k.requiredCardProperties = try r.strings("required-card-properties") ?? []
                for p in node["sources"]?.pairs ?? [] { k.sources[p.key.scalar ?? ""] = p.value.scalar ?? "" }
                if (k.maxBytes != nil || !k.unsupportedActions.isEmpty || !k.requiredCardProperties.isEmpty) && k.sources.isEmpty {
                    throw r.error("a limit needs its source (`sources:`)")
                }
                out.kinds[key] = k
            }
            return out
        } catch let e as YAMLError { throw .message(e.description) } catch let e as RuleError { throw .rules(e) } catch {
            throw .message("\(path): \(error)")
        }
    }
}
