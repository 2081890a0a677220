import ArgumentParser
import CardlintKit
import CardlintModel
import CardlintReading
import Foundation

struct Effective: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "effective",
        abstract: "Print the card a host renders after fallback (JSON on stdout, one note per change on stderr).",
        discussion: """
        Example:
          cardlint effective card.json --host teams-mobile
        Templates are shown unexpanded: lint them to see each data set.
        """)

    @OptionGroup var resourceOptions: ResourceOptions

    @Argument(help: ArgumentHelp("The card file (- for standard input).", valueName: "card"))
    var card: String

    @Option(help: ArgumentHelp("The host to simulate (see `cardlint hosts`).", valueName: "id"))
    var host: String

    func run() throws {
        let resources = try resourceOptions.load()
        guard let profile = resources.hosts.first(where: { $0.profile.id == host })?.profile else {
            let ids = resources.hosts.map(\.profile.id)
            Terminal.fail("unknown host '\(host)'\(DidYouMean.hint(host, from: ids)); see `cardlint hosts`")
        }
        let path = card == "-" ? "<stdin>" : card
        let bytes = CardBytes.read(card)
        let source = SourceFile(path: path, bytes: bytes)
        let json: JSONValue
        do { json = try JSONParser.parse(bytes, options: .cards).value } catch {
            Terminal.fail("\(path):\(source.position(of: error.range.start)): \(error.message)")
        }
        let built = CardBuilder.build(json, catalog: resources.catalog)
        let effective = FallbackResolver.resolve(built, host: profile, catalog: resources.catalog)
        var positions = IncrementalPositions(source)
        for change in effective.changes {
            Terminal.writeError("\(path):\(positions.position(of: change.range.start)): note: \(Self.note(change, host: profile.id))")
        }
        if let shown = effective.json {
            var out = ""
            PrettyJSON.write(shown, indent: 0, into: &out)
            print(out)
        } else {
            print("null")
        }
    }

    /// `Rating replaced by its fallback TextBlock on teams-mobile (not supported)`.
    static func note(_ c: FallbackChange, host: String) -> String {
        let type = c.type ?? "element"
        switch c.kind {
        case .replaced: return "\(type) replaced by its fallback \(c.replacement ?? "element") on \(host) (\(c.reason))"
        case .dropped: return "\(type) dropped by \"fallback\": \"drop\" on \(host) (\(c.reason))"
        case .removed: return "\(type) removed on \(host), no fallback (\(c.reason))"
        case .forbidden: return "\(type) dropped on \(host), fallback not tried (\(c.reason))"
        case .cardReplacedByFallbackText: return "card replaced by its fallbackText on \(host) (\(c.reason))"
        case .cardNotShown: return "card not shown on \(host) (\(c.reason))"
        }
    }
}

/// Line:column of offsets given in increasing order, as `SourceFile.position` computes them, but
/// counting columns on from the previous offset: a long one-line card costs one pass, not one per note.
struct IncrementalPositions {
    let source: SourceFile
    var line = -1, offset = 0, column = 1
    init(_ source: SourceFile) { self.source = source }

    mutating func position(of target: Int) -> String {
        let target = max(0, min(target, source.bytes.count))
        var lo = 0, hi = source.lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if source.lineStarts[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        if lo != line || target < offset { line = lo; offset = source.lineStarts[lo]; column = 1 }
        while offset < target {
            if source.bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return "\(line + 1):\(column)"
    }
}

/// Writes a JSON value with two-space indentation, keeping member order.
enum PrettyJSON {
    static func write(_ v: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch v.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d):
            out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : (d.isFinite ? String(d) : "null")
        case .string(let s): string(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += end + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad
                string(m.key, into: &out)
                out += ": "
                write(m.value, indent: indent + 1, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += end + "}"
        }
    }

    static func string(_ s: String, into out: inout String) { JSONString.appendQuoted(s, into: &out) }
}
