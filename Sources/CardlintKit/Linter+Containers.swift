import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// Why a file found in a folder walk holds no card (`--verbose`, and the JSON report's
/// `summary.skipped`). Files that are not opened at all are `FileWalker.Skip`.
public enum SkipReason: String, Sendable, CaseIterable, Codable {
    /// Does not parse as strict JSON and names no Adaptive Card: JSON with comments or trailing
    /// commas (tsconfig.json, .vscode/settings.json), JSON5.
    case notJSON = "not-strict-json"
    /// JSON that holds no Adaptive Card anywhere (package.json, renovate.json).
    case noCard = "no-card"
    /// HTML without an `application/adaptivecard+json` script.
    case noCardHTML = "html-without-card"

    public var phrase: String {
        switch self {
        case .notJSON: "not strict JSON (comments, trailing commas, JSON5) and names no Adaptive Card"
        case .noCard: "JSON that holds no Adaptive Card"
        case .noCardHTML: "HTML without an adaptivecard+json script"
        }
    }
}

/// Byte scans that say whether text is about Adaptive Cards at all.
enum CardMarkers {
    /// Whether the bytes name an Adaptive Card (`AdaptiveCard`, the attachment content type, or
    /// the schema's host): a file that does not parse is reported only then.
    static func mentionsCard(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("AdaptiveCard") || text.contains("card.adaptive") || text.contains("adaptivecards.io")
    }
}

extension FileWalker {
    /// `*.html` / `*.htm` in any case (Outlook Actionable Message bodies).
    public static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }
}

extension Linter {
    /// The cards of a container file, each linted as a card, every finding moved to its place in
    /// the container (through the escapes of a card held in a JSON string).
    func lintContainer(_ source: SourceFile, root: JSONValue?, cards: [EmbeddedCard], findings initial: [Finding], inlineData: [DataSet]?, origin: CardOrigin) -> Outcome {
        var findings = initial + channelFindings(source, root: root, cards: cards)
        if let root { findings += hostMessageSizeFindings(source, root: root, what: "the message") }
        var related: [String: SourceFile] = [:]
        var failed = false
        for card in cards {
            if let failure = card.failure {
                failed = true
                if let f = readerFinding(failure.id, failure.message, failure.range) { findings.append(f) }
                continue
            }
            findings += card.warnings.compactMap { readerFinding($0.id, $0.message, $0.range, diagnosed: $0.severity) }
            let cardSource = card.text.map { SourceFile(path: source.path, bytes: $0.bytes) } ?? source
            let r = card.value.range
            let cardBytes = card.text?.bytes ?? (r.start < r.end && r.end <= source.bytes.count ? Array(source.bytes[r.start..<r.end]) : [])
            let (found, data) = lintCardValue(card.value, source: cardSource, cardBytes: cardBytes, inlineData: inlineData, container: card.kind, origin: origin)
            related.merge(data) { a, _ in a }
            findings += found.map { placed($0, card: card) }
        }
        var report = FileReport(path: source.path, source: source, findings: FindingMerger.merge(findings), relatedSources: related, failed: failed)
        report.containers = cards.map(\.kind.rawValue)
        return .report(report)
    }

    /// A finding of an embedded card, positioned in the container: its range mapped, its pointer
    /// prefixed with the card's place (for a card in a JSON string, the string's pointer). A fix is kept only where its edit lands on the container's
    /// own bytes (a card object in the JSON file), never for the card root or text in a string.
    func placed(_ finding: Finding, card: EmbeddedCard) -> Finding {
        var f = finding
        guard card.kind != .card || card.text != nil else { return f }
        if let text = card.text {
            f.range = text.containerRange(f.range)
            f.related = f.related.map { rel in
                guard rel.path == nil else { return rel }
                var rel = rel
                rel.range = text.containerRange(rel.range)
                return rel
            }
            f.fix = nil
        } else if case .setCard = f.fix?.kind {
            f.fix = nil
        }
        // Inside a JSON string no pointer reaches the element: the finding names the string.
        f.pointer = card.text?.offsets.isEmpty == false ? card.pointer : card.pointer + f.pointer
        return f
    }

    /// An HTML file: the cards of its `application/adaptivecard+json` scripts.
    func lintHTML(_ source: SourceFile, explicit: Bool, origin: CardOrigin) -> Outcome {
        let cards = CardContainers.cards(inHTML: source.bytes)
        if cards.isEmpty {
            if !explicit { return .skippedNonCard(.noCardHTML, path: source.path) }
            let f = readerFinding("not-a-card", "not an Adaptive Card: the HTML has no <script type=\"application/adaptivecard+json\">", SourceRange(start: 0, end: 0))
            return .report(FileReport(path: source.path, source: source, findings: f.map { [$0] } ?? []))
        }
        return lintContainer(source, root: nil, cards: cards, findings: [], inlineData: nil, origin: origin)
    }
}

extension Linter {
    /// What the channel a container goes through does not carry (`rules/containers.yaml`): a
    /// message over its size limit (measured on the minified JSON that is sent), and actions it
    /// cannot deliver.
    func channelFindings(_ source: SourceFile, root: JSONValue?, cards: [EmbeddedCard]) -> [Finding] {
        var out: [Finding] = []
        guard let kind = cards.first?.kind, let data = resources.containers[kind] else { return [] }
        if let max = data.maxBytes {
            var measured: [(size: Int, range: SourceRange, what: String)] = []
            if data.measuresUTF16, let root {
                measured = [(EmbeddedText.utf16SizeWithoutBase64Images(source.bytes, root.range), SourceRange(start: root.range.start, end: root.range.start + 1),
                             "the message, as UTF-16 without base64 images,")]
            } else if data.measuresPayload, let root {
                measured = [(EmbeddedText.minifiedSize(source.bytes, root.range), SourceRange(start: root.range.start, end: root.range.start + 1), "the payload")]
            } else {
                for c in cards where c.failure == nil {
                    let bytes = c.text?.bytes ?? source.bytes
                    let at = c.text?.containerRange(c.value.range) ?? c.value.range
                    measured.append((EmbeddedText.minifiedSize(bytes, c.value.range), SourceRange(start: at.start, end: at.start + 1), "the card"))
                }
            }
            for m in measured {
                let over = m.size > max
                guard over || m.size > data.warnBytes ?? max else { continue }
                let message = "\(m.what) is \(m.size) bytes\(data.measuresUTF16 ? "" : " minified"); \(kind.phrase) are limited to \(max) bytes (\(max / 1024) KB)"
                    + (over ? ": the host rejects it (HTTP 413)" : ", and it is within \(max - m.size) bytes of that")
                    + (data.maxSeverity == nil ? "" : " (documented for Teams; other channels may differ)")
                if var f = readerFinding("message-too-large", message, m.range) {
                    if !over { f.severity = min(f.severity, .warning) }
                    if let cap = data.maxSeverity { f.severity = min(f.severity, cap) }
                    out.append(f)
                }
            }
        }
        if !data.unsupportedActions.isEmpty {
            for c in cards where c.failure == nil {
                forEachObject(c.value) { object in
                    guard let type = object["type"], let name = type.string, data.unsupportedActions.contains(name) else { return }
                    let range = c.text?.containerRange(type.range) ?? type.range
                    let message = "\(name) does nothing in \(kind.phrase): the channel has no bot to receive it"
                    if let f = readerFinding("container-unsupported-action", message, range) { out.append(f) }
                }
            }
        }
        for c in cards where c.failure == nil {
            for p in data.requiredCardProperties where (c.value[p]?.string ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                let at = c.value["type"]?.range ?? c.value.range
                let message = "the card in \(kind.phrase) has no '\(p)': the host requires it on the card"
                if let f = readerFinding("container-card-missing-property", message, c.text?.containerRange(at) ?? at) { out.append(f) }
            }
        }
        return out
    }

    /// Messages over the size limit of a host the card is checked on (`message-size`: the live chat
    /// widget's 28 KB), measured on the minified JSON of `root` (the payload, or the card alone: a
    /// lower bound of the message that carries it). Scoped to those hosts; a note when the fact is not firm.
    func hostMessageSizeFindings(_ source: SourceFile, root: JSONValue, what: String) -> [Finding] {
        // Most runs have no host with a message limit: looked at in place, before the run's host
        // profiles are copied out (~7 K instructions a card).
        guard hosts.prefix(runHostCount).contains(where: { $0.profile.messageSize != nil }) else { return [] }
        let limited = runHosts.filter { $0.messageSize != nil }
        guard !limited.isEmpty else { return [] }
        let size = EmbeddedText.minifiedSize(source.bytes, root.range)
        var out: [Finding] = []
        for max in Set(limited.compactMap(\.messageSize)).sorted() where size > max - 4096 {
            let hosts = limited.filter { $0.messageSize == max }
            let over = size > max
            let message = "\(what) is \(size) bytes minified; \(hosts.map(\.id).joined(separator: ", ")) messages are limited to \(max) bytes (\(max / 1024) KB)"
                + (over ? ": the channel rejects it" : ", and it is within \(max - size) bytes of that")
            guard var f = readerFinding("message-too-large", message, SourceRange(start: root.range.start, end: root.range.start + 1)) else { continue }
            if !over { f.severity = min(f.severity, .warning) }
            if let u = hosts.compactMap({ $0.evidence("message-size") }).first(where: { !$0.isFirm })?.uncertainty {
                f.severity = .note
                f.message += Finding.unverifiedMarker + u.dropFirst("unverified: ".count) + ")"
            }
            f.scope.hosts = hosts.map(\.id).sorted()
            out.append(f)
        }
        return out
    }

    /// Every object in `value`, depth first (iteratively: the reader bounds nesting, this does not recurse).
    func forEachObject(_ value: JSONValue, _ body: (JSONValue) -> Void) {
        var stack = [value]
        while let v = stack.popLast() {
            switch v.kind {
            case .object(let members): body(v); stack.append(contentsOf: members.reversed().map(\.value))
            case .array(let items): stack.append(contentsOf: items.reversed())
            default: break
            }
        }
    }
}
