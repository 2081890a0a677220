import CardlintReading

/// GitHub code scanning rejects a SARIF run with more than 25 000 results. Over the limit the most
/// severe results are kept (every error, then warnings, then notes, each in report order) and the
/// others are cut out of the held-back results array when it is copied to the output.
enum ResultLimit {
    /// Which results to keep, or nil when all fit.
    static func keep(_ severities: [Severity], limit: Int) -> [Bool]? {
        guard severities.count > limit else { return nil }
        var room: [Severity: Int] = [:]
        var left = limit
        for level in Severity.allCases.sorted(by: >) {
            let n = severities.count(where: { $0 == level })
            room[level] = min(n, left)
            left -= room[level] ?? 0
        }
        return severities.map { s in
            guard let r = room[s], r > 0 else { return false }
            room[s] = r - 1
            return true
        }
    }

    /// The byte ranges of the results array in scratch storage to leave out. Result `i` starts at
    /// `offsets[i]` with its separator (`[` and a line break for the first, a comma and a line break
    /// for the others); `end` is where the last one ends. The first result's `[` stays; when the first
    /// result is dropped, the comma of the first one kept goes too.
    static func skips(keep: [Bool], offsets: [Int], end: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var firstDropped = false
        var seenKept = false
        for i in keep.indices {
            let stop = i + 1 < offsets.count ? offsets[i + 1] : end
            if keep[i] {
                if firstDropped, !seenKept { out.append(offsets[i]..<(offsets[i] + 1)) }
                seenKept = true
            } else {
                if i == 0 { firstDropped = true }
                out.append((offsets[i] + (i == 0 ? 1 : 0))..<stop)
            }
        }
        return out
    }
}

/// A scratch read back without some byte ranges (sorted, not overlapping).
final class SkippingScratch: ReportScratch {
    let base: any ReportScratch
    let skip: [Range<Int>]

    init(_ base: any ReportScratch, skip: [Range<Int>]) { self.base = base; self.skip = skip }

    func append(_ bytes: UnsafeRawBufferPointer) throws { try base.append(bytes) }

    func replay(_ chunk: (UnsafeRawBufferPointer) throws -> Void) throws {
        var position = 0, next = 0
        try base.replay { bytes in
            let start = position, end = position + bytes.count
            position = end
            var at = start
            while at < end {
                while next < skip.count, skip[next].upperBound <= at { next += 1 }
                let cut = next < skip.count ? skip[next] : end..<end
                let keepEnd = min(end, max(at, cut.lowerBound))
                if keepEnd > at { try chunk(UnsafeRawBufferPointer(rebasing: bytes[(at - start)..<(keepEnd - start)])) }
                at = max(keepEnd, min(end, cut.upperBound))
                if cut.lowerBound >= end { break }
            }
        }
    }
}

extension SARIFReporter {
    /// A file's baselined findings, resolved: in report order, their occurrence numbers continuing
    /// after the file's new findings of the same fingerprint (so `cardlint/v2` values stay unique).
    static func resolveBaselined(_ file: ResolvedFile) -> [ResolvedFinding] {
        guard !file.report.baselined.isEmpty else { return [] }
        var report = file.report
        report.findings = report.baselined
        var counts: [UInt64: Int] = [:]
        for r in file.findings { counts[r.fingerprintValue] = max(counts[r.fingerprintValue] ?? 0, r.occurrence) }
        var out = zip(report.findings, Fingerprint.values(of: report)).map { ReportModel.resolve($0, in: report, fingerprint: $1) }
        out.sort(by: ReportModel.order)
        for i in out.indices {
            let n = (counts[out[i].fingerprintValue] ?? 0) + 1
            counts[out[i].fingerprintValue] = n
            out[i].occurrence = n
        }
        return out
    }
}
