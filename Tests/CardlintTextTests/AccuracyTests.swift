import Foundation
import Testing
@testable import CardlintText

/// Compares `ICUTextMeasurer` with HarfBuzz reference widths (`Fixtures/oracle.tsv`, from Scripts/gen-text-oracle.py).
@Suite struct AccuracyTests {
    struct Row {
        var script: String, family: String, weight: FontWeight, size: Double, width: Double, text: String
    }

    static func rows() throws -> [Row] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/oracle.tsv").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            if line.hasPrefix("#") || line.hasPrefix("script\t") { return nil }
            let c = line.split(separator: "\t", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
            guard c.count == 6, let w = FontWeight(rawValue: c[2]), let size = Double(c[3]), let width = Double(c[4]) else {
                return nil
            }
            return Row(script: c[0], family: c[1], weight: w, size: size, width: width, text: c[5])
        }
    }

    /// Targets: (median, p95) of |relative error|.
    static let targets: [String: (median: Double, p95: Double)] = [
        // Kerned Inter: within 0.01 % median, 0.07 % p95 (unkerned, Latin ran up to 1.2 % wide).
        "latin": (0.001, 0.005), "cyrillic": (0.001, 0.005), "greek": (0.001, 0.005), "latin-selawik": (0.005, 0.01),
        // Conjuncts modelled: 0.9 % median, 1.7 % p95 (nominal advances: words with conjuncts 8–37 % wide).
        "devanagari": (0.02, 0.04),
        "arabic": (1, 0.10), "hebrew": (1, 0.10), "thai": (1, 0.10), "cjk": (1, 0.10),
        "emoji": (1, 0.10),
    ]

    @Test func widthsMatchHarfBuzzWithinTargets() throws {
        let m = try makeMeasurer()
        let rows = try Self.rows()
        #expect(rows.count >= 300)
        var errors: [String: [Double]] = [:]
        var worst: [String: (Double, String)] = [:]
        for r in rows where r.width > 0 {
            let w = m.width(of: r.text, style: TextStyle(face: FontFace(family: r.family, weight: r.weight), size: r.size))
            let e = (w - r.width) / r.width
            errors[r.script, default: []].append(e)
            if abs(e) > abs(worst[r.script]?.0 ?? 0) { worst[r.script] = (e, r.text) }
        }
        var report = "script          n   median    p95    bias   worst\n"
        for script in errors.keys.sorted() {
            let e = errors[script] ?? []
            let a = e.map(abs).sorted()
            let median = Self.quantile(a, 0.5), p95 = Self.quantile(a, 0.95), bias = Self.quantile(e.sorted(), 0.5)
            let name = script.padding(toLength: 13, withPad: " ", startingAt: 0)
            report += name + String(format: " %4d  %6.2f%%  %5.2f%%  %+5.2f%%  %+.1f%% ", e.count, median * 100,
                                    p95 * 100, bias * 100, (worst[script]?.0 ?? 0) * 100) + (worst[script]?.1 ?? "") + "\n"
            let target = Self.targets[script] ?? (1, 0.10)
            #expect(median <= target.median, "\(script): median \(median) > \(target.median)")
            #expect(p95 <= target.p95, "\(script): p95 \(p95) > \(target.p95)")
        }
        print(report)
    }

    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let pos = q * Double(sorted.count - 1)
        let lo = Int(pos.rounded(.down)), hi = min(lo + 1, sorted.count - 1)
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - Double(lo))
    }
}
