import CardlintModel
import CardlintReading

/// A compiled rule: metadata, selector, check, message; its examples compiled when asked
/// (`examples()`). Immutable and shared by reference: the engine consults it for every node of every card.
public final class Rule: Sendable {
    public let metadata: RuleMetadata
    public let selector: Selector
    public let applies: Applicability
    public let check: Check
    public let message: MessageTemplate
    /// The rule file's `examples:` node. A lint run never looks at the examples (explain, check-rules,
    /// the docs and the tests do): they are compiled by `examples()`, not when the rule loads (522
    /// examples were 4.8 M instructions of every start).
    public let examplesNode: YAMLNode?
    /// The raw `check:` node, so a config can re-compile it with other options.
    public let checkNode: YAMLNode
    /// `source`: once, on the card as written (schema rules). `each-host`: on every selected host's
    /// effective card, after fallback (what people actually get). Wider context needs imply `each-host`.
    public let runsOnEachHost: Bool
    /// `rules/accessibility/x.yaml:1:1`.
    public let location: String
    /// How a finding is repaired (`fix:`), if the rule knows.
    public let fix: FixTemplate?

    public init(metadata: RuleMetadata, selector: Selector, applies: Applicability, check: Check, message: MessageTemplate,
                examplesNode: YAMLNode?, checkNode: YAMLNode, runsOnEachHost: Bool, location: String, fix: FixTemplate? = nil) {
        self.metadata = metadata; self.selector = selector; self.applies = applies; self.check = check
        self.message = message; self.examplesNode = examplesNode; self.checkNode = checkNode
        self.runsOnEachHost = runsOnEachHost; self.location = location; self.fix = fix
    }

    public var id: String { metadata.id }

    /// The rule's examples, compiled from `examplesNode`; a malformed one is an error at its
    /// file:line:column, as any error of the rule file.
    public func examples() throws(RuleError) -> [RuleExample] {
        do {
            return try ExampleLoader.load(examplesNode.map { OptionReader(node: $0, path: metadata.origin) }, path: metadata.origin)
        } catch {
            var e = error
            e.ruleID = id
            throw e
        }
    }
    public var needs: ContextNeed { check.needs }
}

/// When a rule applies at all (card version, hosts).
public struct Applicability: Sendable {
    public var minVersion: SchemaVersion?
    public var maxVersion: SchemaVersion?
    /// Host ids (globs with a trailing `*`) the rule is limited to; empty = all.
    public var hosts: [String] = []

    public func applies(to card: Card, host: String?) -> Bool {
        if let v = card.version {
            if let minVersion, v < minVersion { return false }
            if let maxVersion, v > maxVersion { return false }
        }
        if !hosts.isEmpty {
            guard let host else { return true }
            return hosts.contains { $0.hasSuffix("*") ? host.hasPrefix(String($0.dropLast())) : $0 == host }
        }
        return true
    }
}

/// One example card of a rule. `↓` in the card text marks where a finding must start.
public struct RuleExample: Sendable {
    public enum Expectation: Sendable { case triggering, notTriggering }
    public var expectation: Expectation
    /// Card JSON with markers removed.
    public var json: String
    /// Byte offsets (in `json`) where findings must start, from `↓` markers. Empty = any position.
    public var markers: [Int]
    /// Expected number of findings, when given (`count:`).
    public var count: Int?
    /// Hosts to evaluate under (`hosts:`), viewports, type scales, when the example needs them.
    public var hosts: [String]
    public var viewports: [String]
    public var typeScales: [String]
    /// A file to lint instead of `json` (`file:`, relative to the repository root), for bytes YAML cannot hold.
    public var file: String?
    /// Template sample data (`data:`), when the card is a template.
    public var data: String?
    /// The per-file size limit in bytes to lint the example with (`max-file-size:`), when it needs one.
    public var maxFileSize: Int?
    /// Where the example is written: `rules/x.yaml:40:7`.
    public var location: String

    public init(expectation: Expectation, text: String, count: Int? = nil, hosts: [String] = [], viewports: [String] = [],
                typeScales: [String] = [], data: String? = nil, location: String) {
        self.expectation = expectation
        let (clean, markers) = RuleExample.stripMarkers(text)
        self.json = clean; self.markers = markers; self.count = count; self.hosts = hosts
        self.viewports = viewports; self.typeScales = typeScales; self.data = data; self.location = location
    }

    /// Removes every `↓` (UTF-8 E2 86 93) and returns the byte offsets where they stood. The text
    /// between markers is copied a run at a time (byte by byte it was 2.5 M instructions of each start-up).
    static func stripMarkers(_ text: String) -> (String, [Int]) {
        var text = text
        var out: [UInt8] = []
        var offsets: [Int] = []
        text.withUTF8 { bytes in
            var from = 0, copied = 0
            while let i = bytes[from...].firstIndex(of: 0xE2) {
                from = i + 1
                guard i + 2 < bytes.count, bytes[i + 1] == 0x86, bytes[i + 2] == 0x93 else { continue }
                if out.isEmpty { out.reserveCapacity(bytes.count) }
                out.append(contentsOf: bytes[copied..<i])
                offsets.append(out.count)
                copied = i + 3
                from = copied
            }
            if !offsets.isEmpty { out.append(contentsOf: bytes[copied...]) }
        }
        return offsets.isEmpty ? (text, []) : (String(decoding: out, as: UTF8.self), offsets)
    }
}

extension Rule {
    /// The rule's check re-compiled with `options` merged over its own (for `.cardlint.yml`
    /// `rules: {id: {options: …}}`). Only a single-function check takes options.
    public func check(withOptions options: YAMLNode, path: String) throws(RuleError) -> Check {
        guard let pairs = checkNode.pairs, pairs.count == 1, !["all-of", "any-of", "not"].contains(pairs[0].key.scalar ?? ""),
              let name = pairs[0].key.scalar else {
            if let name = checkNode.scalar {
                return try CheckCompiler.function(name, options, options: options, path: path)
            }
            throw RuleError(options, path: path, "rule '\(id)' combines several checks; its options cannot be set from a config")
        }
        guard let given = options.pairs else { throw RuleError(options, path: path, "options must be a mapping") }
        var merged = pairs[0].value.pairs ?? []
        for p in given {
            if let i = merged.firstIndex(where: { $0.key.scalar == p.key.scalar }) { merged[i] = p } else { merged.append(p) }
        }
        let node = YAMLNode(kind: .mapping(merged), line: options.line, column: options.column)
        return try CheckCompiler.function(name, options, options: node, path: path)
    }
}
