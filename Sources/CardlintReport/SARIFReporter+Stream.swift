import CardlintReading
import CardlintRules

extension SARIFReporter {
    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// Results wait in scratch storage: the run's `invocations` (exit code, unreadable files) come
    /// before them and its `rules[]` after. A result's `ruleIndex` is written as a placeholder and
    /// resolved when the results are copied out, once the rule list is final.
    final class Format: StreamFormat {
        let reporter: SARIFReporter
        var results = JSONArrayWriter(level: 3)
        var scratch: (any ReportScratch)?
        var held: ReportWriter?
        var notifications: [JSONNode] = []
        /// Rule ids in order of first result; a placeholder holds the position here.
        var placeholderIDs: [String] = []
        var placeholders: [String: Int] = [:]
        /// Each result's severity and where its bytes start in the scratch (for `resultLimit`).
        var severities: [Severity] = []
        var offsets: [Int] = []

        init(reporter: SARIFReporter) { self.reporter = reporter }

        func begin(_ state: StreamState) throws {
            let scratch = try state.scratch()
            self.scratch = scratch
            held = ReportWriter(scratch)
        }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            if file.report.failed { notifications.append(SARIFReporter.notification(file, cwd: state.workingDirectory, root: reporter.root)) }
            let baselined = SARIFReporter.resolveBaselined(file)
            guard let held, !file.findings.isEmpty || !baselined.isEmpty else { return }
            let lastLine = (file.findings + baselined).reduce(0) { max($0, $1.start?.line ?? 0) }
            let context = SARIFReporter.FileContext(source: file.report.source,
                                                    artifact: SARIFReporter.Artifact(file.path, cwd: state.workingDirectory, root: reporter.root),
                                                    lineHashes: file.report.source.map { LineHash.Table(of: $0, through: lastLine) },
                                                    cwd: state.workingDirectory, root: reporter.root)
            for (f, isBaselined) in file.findings.map({ ($0, false) }) + baselined.map({ ($0, true) }) {
                let index = placeholder(f.finding.ruleID)
                severities.append(f.finding.severity)
                offsets.append(held.offset)
                results.append(to: held) { reporter.write(f, context, ruleIndex: index, baselined: isBaselined, to: &$0) }
            }
        }

        /// The placeholder number of a rule's index (a baselined result's rule is listed in `rules[]` too).
        func placeholder(_ ruleID: String) -> Int {
            if let n = placeholders[ruleID] { return n }
            placeholders[ruleID] = placeholderIDs.count
            placeholderIDs.append(ruleID)
            return placeholderIDs.count - 1
        }

        func finish(_ state: StreamState) throws {
            let rules = state.tally.rules
            var index: [String: Int] = [:]
            for (i, r) in rules.enumerated() { index[r.id] = i }
            let keep = ResultLimit.keep(severities, limit: reporter.resultLimit)
            if let keep {
                notifications.append(SARIFReporter.limitNotification(total: severities.count, kept: keep.count(where: { $0 }),
                                                                     limit: reporter.resultLimit))
            }
            let invocation = SARIFReporter.invocation(notifications: notifications, exitCode: state.exitCode)
            let parts = JSONSplice.parts(SARIFReporter.document(tool: state.tool, rules: rules, invocation: invocation,
                                                                workingDirectory: reporter.root ?? state.workingDirectory, category: reporter.category))
            state.out.write(parts[0])
            if let held, let scratch {
                let end = held.offset
                try held.flush()
                let ids = placeholderIDs
                let source: any ReportScratch = keep.map { SkippingScratch(scratch, skip: ResultLimit.skips(keep: $0, offsets: offsets, end: end)) } ?? scratch
                try state.out.copy(source) { n in String(index[ids[n]] ?? 0) }
            }
            results.close(state.out)
            state.out.write(parts[1] + "\n")
        }
    }
}
