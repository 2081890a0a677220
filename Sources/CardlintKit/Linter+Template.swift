import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTemplating
import Foundation

/// Template sample data given directly (rule examples) instead of found next to the file.
public struct DataSet: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
}

enum TemplateDetection {
    /// A card is a template when it has a `${` binding or a `$data` / `$when` key (a byte scan:
    /// cheap, and false positives only cost an expansion that changes nothing). Every marker holds
    /// a `$`: the scan jumps from `$` to `$` (`memchr`) and looks around each.
    static func isTemplate(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return false }
            let n = buf.count
            var j = 0
            while j < n, let hit = memchr(base + j, Int32(UInt8(ascii: "$")), n - j) {
                j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if j + 1 < n, buf[j + 1] == UInt8(ascii: "{") { return true }
                if j >= 1, j + 6 <= n, buf[j - 1] == UInt8(ascii: "\""), buf[j + 5] == UInt8(ascii: "\""),
                   matches(buf, j + 1, "data") || matches(buf, j + 1, "when") {
                    return true
                }
                j += 1
            }
            return false
        }
    }

    /// Whether the text holds a binding of the templating preview (`{name}`, `{$root.x}`): such
    /// cards are expanded too, so that `template-preview-syntax` reports it.
    static func hasPreviewBinding(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            var i = 0
            while i < b.count, let hit = memchr(base + i, Int32(UInt8(ascii: "{")), b.count - i) {
                i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if PreviewBindings.end(b, at: i) != nil { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether `word` (four ASCII letters) is at `at`.
    private static func matches(_ buf: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { w in buf[at] == w[0] && buf[at + 1] == w[1] && buf[at + 2] == w[2] && buf[at + 3] == w[3] }
    }
}

extension Linter {
    struct Expanded {
        var findings: [Finding] = []
        /// Each expansion: the card, the data file it used (nil: no data or inline), `$data` item origins.
        var cards: [(JSONValue, String?, [String: DataOrigin])] = []
        var dataFiles: [SourceFile] = []
        /// Without data: `cards` are the variants of the template's known values (`ValueVariants`).
        var variants = false
    }

    /// Expands a template once per data set (or once without data), mapping problems to the template.
    func expandTemplate(_ template: JSONValue, source: SourceFile, inlineData: [DataSet]?) -> Expanded {
        var out = Expanded()
        var sets: [(data: JSONValue, source: SourceFile?)] = []
        let named: [DataSet] = inlineData ?? dataFiles(for: source.path).compactMap { p in
            switch readDataFile(p) {
            case .success(let bytes): return DataSet(name: p, bytes: bytes)
            case .failure(let why):
                // Not read, so its findings would be missed: said, never silent (a link out of the tree found
                // next to the template is left out as a folder walk leaves it out).
                if why != .symbolicLink, let f = readerFinding("template-data-invalid", "sample data \(p) cannot be read: \(why)",
                                                               SourceRange(start: template.range.start, end: template.range.start + 1)) {
                    out.findings.append(f)
                }
                return nil
            }
        }
        if named.isEmpty, inlineData?.isEmpty ?? true,
           let f = readerFinding("template-data-missing", Self.noDataMessage(source.path), SourceRange(start: template.range.start, end: template.range.start + 1)) {
            out.findings.append(f)
        }
        for d in named {
            let file = SourceFile(path: d.name, bytes: d.bytes)
            do {
                sets.append((try JSONParser.parse(d.bytes).value, file))
                out.dataFiles.append(file)
            } catch {
                let p = file.position(of: error.range.start)
                if let f = readerFinding("template-data-invalid", "sample data \(d.name):\(p.line):\(p.column) is not valid JSON: \(error.message)",
                                         SourceRange(start: template.range.start, end: template.range.start + 1)) {
                    out.findings.append(f)
                }
            }
        }
        let result = TemplateExpander.expand(template: template, source: source, dataSets: sets, functions: settings.templateFunctions)
        out.findings += Self.onePreviewNote(result.diagnostics).compactMap { readerFinding($0.id, $0.message, $0.range) }
        for (i, run) in result.expansions.enumerated() {
            guard let output = run.output, !run.failed else { continue }
            out.cards.append((output, i < sets.count && inlineData == nil ? sets[i].source?.path : nil, run.itemOrigins))
        }
        if sets.isEmpty, let run = result.expansions.first, run.valueVariants > 1, !run.failed {
            let variants = (0..<run.valueVariants).compactMap {
                TemplateExpander.expand(template: template, source: source, data: nil, variant: $0, functions: settings.templateFunctions).output
            }
            if variants.count == run.valueVariants {
                out.cards = variants.map { ($0, nil, [:]) }
                out.variants = true
            }
        }
        return out
    }

    /// Preview-syntax bindings are one cause per file (the engine the app expands the card with):
    /// one finding, at the first, counting the others.
    static func onePreviewNote(_ diagnostics: [TemplateDiagnostic]) -> [TemplateDiagnostic] {
        let preview = diagnostics.filter { $0.id == "template-preview-syntax" }
        guard preview.count > 1, var first = preview.min(by: { $0.range.start < $1.range.start }) else { return diagnostics }
        first.message += " (and \(preview.count - 1) more such binding\(preview.count == 2 ? "" : "s") in this file)"
        return diagnostics.filter { $0.id != "template-preview-syntax" } + [first]
    }

    /// `template-data-missing`: what was looked for, and what went unchecked without it.
    static func noDataMessage(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
        return "no sample data for this template (no \(stem).data.json or \(stem).data.*.json beside it, no `data:` in .cardlint.yml): " +
            "its bindings were expanded without data, so data paths, values and `$when` outcomes went unchecked"
    }

    /// A data file's bytes: a regular file within the size limit only, and (found next to the
    /// template, so chosen by whoever wrote the folder) not through a link out of the tree
    /// (`.symbolicLink`: left out without a word, as a folder walk leaves such links out).
    func readDataFile(_ path: String) -> Result<[UInt8], FileBytes.Failure> {
        if settings.dataFiles.isEmpty, !settings.allowOutsidePaths, PathContainment.leavesTree(explicit: path) { return .failure(.symbolicLink) }
        return FileBytes.read(path, limit: settings.fileSizeLimit)
    }

    /// `--data` files or `data:` in the config, else the naming conventions next to the template.
    func dataFiles(for path: String) -> [String] {
        guard settings.dataFiles.isEmpty else { return settings.dataFiles }
        // Keep the template's own spelling of its folder (relative paths stay relative in reports).
        let dir = (path as NSString).deletingLastPathComponent
        return DataSets.discover(templatePath: path).map { dir.isEmpty ? ($0 as NSString).lastPathComponent : dir + "/" + ($0 as NSString).lastPathComponent }
    }

    /// The findings of every expanded card, with their data scope; the findings of one rule at one
    /// template place that repeat across `$data` items are merged (`DataItemMerge`).
    func lintExpansions(_ expanded: Expanded, container: ContainerKind = .card, origin: CardOrigin) -> [Finding] {
        var scoped: [(finding: Finding, itemCount: Int)] = []
        let layoutRules = textLayoutRules
        var perCard: [[Finding]] = []
        for (card, dataPath, origins) in expanded.cards {
            let findings = lintWithUnknowns(card, layoutRules: layoutRules, container: container, origin: origin)
            perCard.append(findings)
            // The data set's name, once per data set rather than per finding.
            let dataSet = dataPath.map { ($0 as NSString).lastPathComponent }
            scoped += findings.map { withDataScope($0, dataPath, dataSet: dataSet, origins) }
        }
        if expanded.variants { return Self.combineVariants(perCard) }
        return DataItemMerge.merge(scoped)
    }

    /// The enabled layout rules whose findings depend on what a text says.
    var textLayoutRules: Set<String> {
        Set(engine.rules.filter {
            $0.needs == .layout && !$0.check.functionNames.allSatisfy(UnresolvedLayout.textIndependent.contains)
        }.map(\.rule.metadata.id))
    }

    /// A card's findings where some values are unknown (bindings without data, placeholders): layout
    /// findings that may depend on an unknown text are dropped, unless the text's literal part alone
    /// (every unknown value empty, the shortest it can be) already gives them.
    func lintWithUnknowns(_ card: JSONValue, layoutRules: Set<String>, container: ContainerKind = .card, origin: CardOrigin) -> [Finding] {
        let all = lintCard(card, container: container, origin: origin)
        let kept = UnresolvedLayout.filter(all, card: card, layoutRules: layoutRules)
        guard kept.count < all.count, let literal = UnresolvedLayout.literalOnly(card) else { return kept }
        struct Key: Hashable { var rule: String, pointer: String, start: Int, end: Int }
        func key(_ f: Finding) -> Key { Key(rule: f.ruleID, pointer: f.pointer, start: f.range.start, end: f.range.end) }
        let certain = Set(UnresolvedLayout.filter(lintCard(literal, container: container, origin: origin), card: literal, layoutRules: layoutRules).map(key))
        let keptKeys = Set(kept.map(key))
        return all.filter { keptKeys.contains(key($0)) || certain.contains(key($0)) }
    }

    /// The findings of a template's value variants (no data): one that holds in every variant is
    /// certain; one that holds only for some of the values a binding can take is at most a warning.
    static func combineVariants(_ perCard: [[Finding]]) -> [Finding] {
        struct Key: Hashable { var rule: String, start: Int, end: Int, pointer: String }
        var order: [Key] = []
        var found: [Key: (finding: Finding, variants: Int)] = [:]
        for findings in perCard {
            var seen = Set<Key>()
            for f in findings {
                let k = Key(rule: f.ruleID, start: f.range.start, end: f.range.end, pointer: f.pointer)
                guard seen.insert(k).inserted else { continue }
                if var e = found[k] {
                    e.finding.scope.formUnion(f.scope)
                    if f.severity > e.finding.severity { e.finding = f }
                    found[k] = (e.finding, e.variants + 1)
                } else {
                    order.append(k); found[k] = (f, 1)
                }
            }
        }
        return order.compactMap { k in
            guard let entry = found[k] else { return nil }
            var f = entry.finding
            if entry.variants < perCard.count {
                if f.severity == .error { f.severity = .warning }
                f.appendToMessage(" (for one of the values its binding can take)")
            }
            return f
        }
    }

    /// Adds the data set (`dataSet`: the name of the file at `dataPath`) and `$data` item a finding
    /// came from (nearest repeated ancestor), and the number of items in that `$data` array (1
    /// outside repeated content).
    func withDataScope(_ f: Finding, _ dataPath: String?, dataSet: String?, _ origins: [String: DataOrigin]) -> (finding: Finding, itemCount: Int) {
        var f = f
        var itemCount = 1
        f.scope.dataSet = dataSet
        var pointer = f.pointer
        while true {
            if let o = origins[pointer] {
                f.scope.dataItem = o.index + 1
                itemCount = o.itemCount
                if let r = o.dataRange, !o.inTemplate {
                    f.related.append(RelatedLocation(path: dataPath, range: r, message: "item \(o.index + 1) of $data"))
                }
                break
            }
            guard let slash = pointer.lastIndex(of: "/") else { break }
            pointer = String(pointer[..<slash])
        }
        return (f, itemCount)
    }
}
