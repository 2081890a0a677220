// Micro-benchmarks of cardlint's stages, side by side with baselines, on one core.
// Usage: cardlint-bench <corpus-dir>   (run by Scripts/benchmark.sh on a release build)
import CardlintKit
import CardlintModel
import CardlintRules
import CardlintLayout
import CardlintTemplating
import CardlintReading
import Foundation

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

func time(_ runs: Int = 5, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
    }
    return median(samples)
}

let args = CommandLine.arguments
guard args.count >= 2 else { print("usage: cardlint-bench <corpus-dir>"); exit(2) }
let (inputs, _) = FileWalker.expand([args[1]])
let files: [[UInt8]] = inputs.prefix(10_000).compactMap { Linter.contents(atPath: $0.path) }
let datas = files.map { Data($0) }
let totalMB = Double(files.reduce(0) { $0 + $1.count }) / 1e6
print(String(format: "corpus: %d files, %.1f MB", files.count, totalMB))

if ProcessInfo.processInfo.environment["PARSE_OURS"] != nil {  // for instruction counts of our parser alone
    for f in files { if let r = try? JSONParser.parse(f) { sink &+= r.warnings.count + 1 } }
    exit(sink == 42 ? 1 : 0)
}

// 1. Parser vs Foundation's JSONSerialization on the same bytes.
var sink = 0
let ours = time {
    for f in files { if let r = try? JSONParser.parse(f) { sink &+= r.warnings.count + 1 } }
}
let foundation = time {
    for d in datas { if (try? JSONSerialization.jsonObject(with: d)) != nil { sink &+= 1 } }
}
print(String(format: "parse  cardlint %.0f MB/s   JSONSerialization %.0f MB/s   ratio %.1fx",
             totalMB / ours, totalMB / foundation, foundation / ours))

if ProcessInfo.processInfo.environment["PARSE_ONLY"] != nil { exit(0) }

// One large document: all cards in one array (linear time and memory).
var big: [UInt8] = [UInt8(ascii: "[")]
for (i, f) in files.enumerated() { if i > 0 { big.append(UInt8(ascii: ",")) }; big += f }
big.append(UInt8(ascii: "]"))
let bigTime = time(3) { if (try? JSONParser.parse(big)) != nil { sink &+= 1 } }
print(String(format: "parse  one %.1f MB document: %.0f MB/s", Double(big.count) / 1e6, Double(big.count) / 1e6 / bigTime))

// 2. End to end on one core: read → model → rules (all shipped rules, default settings).
guard let root = Resources.locateRoot(), let resources = try? Resources(root: root) else { print("no rules/"); exit(2) }
let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
if let linter = try? factory.linter(for: "./x.json") {
    let n = min(files.count, 2000)
    let e2e = time(3) {
        for i in 0..<n { if case .report(let r) = linter.lint(path: "c.json", bytes: files[i], explicit: false) { sink &+= r.findings.count } }
    }
    print(String(format: "lint   %.0f cards/s on one core (median of 3 runs over %d cards)", Double(n) / e2e, n))
}
if sink == 42 { print("") }

// 3. Per-rule cost on the source cards (slowest first), like ESLint's TIMING=1.
if ProcessInfo.processInfo.environment["TIMING"] != nil {
    let cards = files.prefix(1000).compactMap { try? JSONParser.parse($0).value }.map { CardBuilder.build($0, catalog: resources.catalog) }
    var rows: [(String, Double)] = []
    let t0 = time(1) { for c in cards { sink &+= c.nodes.count } }
    for rule in resources.rules where rule.check.readerDiagnostic == nil {
        let engine = RuleEngine(rules: [ActiveRule(rule: rule)], catalog: resources.catalog)
        let host = resources.hosts.first.map { RuleEnvironment(hostID: $0.profile.id, host: $0.profile, hostConfig: $0.themes.first?.config) }
        let t = time(3) {
            for c in cards {
                sink &+= engine.evaluate(card: c, environment: host ?? RuleEnvironment(), needs: [.card, .host, .theme], runsOnEachHost: rule.runsOnEachHost).count
            }
        }
        rows.append((rule.id, t))
    }
    print(String(format: "rules  building %d cards: %.2f ms", cards.count, t0 * 1000))
    for (id, t) in rows.sorted(by: { $0.1 > $1.1 }).prefix(15) {
        print(String(format: "  %-40@ %7.1f µs/card", id as NSString, t / Double(cards.count) * 1e6))
    }
}

// 4. Layout: a typical ~30-node card under the 16 contexts of the default matrix (one core).
if let matrix = resources.layoutData.matrix(named: "default"), let teams = resources.hosts.first(where: { $0.profile.id == "teams-desktop" }),
   let config = teams.themes.first?.config, let sample = files.first, let json = try? JSONParser.parse(sample).value {
    let card = CardBuilder.build(json, catalog: resources.catalog)
    let contexts = matrix.combinations.map { LayoutContext(viewport: $0.viewport, typeScale: $0.typeScale, hostConfig: config, fontFamily: "selawik") }
    let rounds = 200
    let t = time(5) {
        for _ in 0..<rounds { for c in contexts { sink &+= Layout.compute(card: card, context: c, measurer: resources.measurer).boxes.count } }
    }
    print(String(format: "layout %d-node card × %d contexts: %.3f ms (median of 5 × %d)", card.nodes.count, contexts.count, t / Double(rounds) * 1000, rounds))
}

// 5. Template expansion: a template with a 20-item $data array (templates/s, one core).
let template = """
{"type": "AdaptiveCard", "version": "1.5", "body": [
  {"type": "TextBlock", "text": "Orders for ${customer.name}", "style": "heading"},
  {"type": "Container", "$data": "${orders}", "items": [
    {"type": "TextBlock", "text": "${$index}: ${toUpper(id)} — ${formatNumber(total, 2)}", "$when": "${total > 0}"},
    {"type": "Image", "url": "${image}", "altText": "${label}"}]},
  {"type": "TextBlock", "text": "Total ${sum(select(orders, o, o.total))}"}]}
"""
let items = (0..<20).map { "{\"id\": \"a\($0)\", \"total\": \($0).5, \"image\": \"https://example.com/\($0).png\", \"label\": \"Item \($0)\"}" }
let data = "{\"customer\": {\"name\": \"Ada\"}, \"orders\": [" + items.joined(separator: ",") + "]}"
if let tv = try? JSONParser.parse(template).value, let dv = try? JSONParser.parse(data).value {
    let src = SourceFile(path: "t.json", text: template)
    let n = 2000
    let t = time(3) { for _ in 0..<n { sink &+= TemplateExpander.expand(template: tv, source: src, data: dv).diagnostics.count } }
    print(String(format: "expand %.0f templates/s (20-item $data array, median of 3 × %d)", Double(n) / t, n))
}
if sink == 42 { print("") }
