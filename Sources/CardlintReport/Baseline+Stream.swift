import CardlintReading
import CardlintRules

extension Baseline.Entry {
    var node: JSONNode {
        .object(["ruleId": .string(ruleID), "file": .string(file), "fingerprint": .string(fingerprint), "message": .string(message)])
    }
}

extension Baseline {
    /// What is left of a baseline while a run is filtered file by file, in report order.
    public struct Budget: Sendable {
        var remaining: [String: Int]
        /// Findings removed so far.
        public private(set) var suppressed = 0

        public init(_ baseline: Baseline) { remaining = baseline.counts }

        /// `file` without the findings the baseline still covers (they move to `baselined` and are
        /// counted in `suppressed`).
        /// Kept findings are in report order.
        public mutating func apply(to file: FileReport) -> FileReport {
            let resolved = zip(file.findings, Fingerprint.values(of: file)).map { ReportModel.resolve($0, in: file, fingerprint: $1) }
                .sorted(by: ReportModel.order)
            var kept: [Finding] = [], baselined: [Finding] = []
            for r in resolved {
                if let n = remaining[r.fingerprint], n > 0 {
                    remaining[r.fingerprint] = n - 1
                    suppressed += 1
                    baselined.append(r.finding)
                } else {
                    kept.append(r.finding)
                }
            }
            var out = file
            out.findings = kept
            out.baselined += baselined
            return out
        }
    }

    /// Writes a baseline file while the run goes on: files are added in report order (by path, in
    /// code-point order); only the entries of the current path are held. The bytes equal `write`.
    public final class Writer {
        let out: ReportWriter
        var array = JSONArrayWriter(level: 1)
        var pending: [Entry] = []
        let parts = JSONSplice.parts(.object(["version": .int(Baseline.version), "findings": JSONSplice.marker]))

        public init(_ storage: any ReportStorage) {
            out = ReportWriter(storage)
            out.write(parts[0])
        }

        /// Records every finding of `file`.
        public func add(_ file: FileReport) {
            if let last = pending.last, last.file != Fingerprint.path(of: file) { drain() }
            let path = Fingerprint.path(of: file)
            for (f, value) in zip(file.findings, Fingerprint.values(of: file)) {
                pending.append(Entry(ruleID: f.ruleID, file: path, fingerprint: Fingerprint.hex(value), message: f.shownMessage))
            }
        }

        /// Writes the rest and flushes; throws the first storage error.
        public func finish() throws {
            drain()
            array.close(out)
            out.write(parts[1] + "\n")
            try out.flush()
        }

        private func drain() {
            for e in pending.sorted(by: Baseline.order) { array.append(e.node, to: out) }
            pending.removeAll(keepingCapacity: true)
        }
    }
}
