import CardlintRules

extension HTMLReporter {
    /// The 1-based number each finding of `report` carries in the HTML report: the order the page
    /// lists them (grouped by rule id, then by position). Wireframe badges use the same numbers.
    public static func findingNumbers(_ report: FileReport) -> [Finding: Int] {
        var resolved = report.findings.map { ReportModel.resolve($0, in: report) }
        resolved.sort(by: ReportModel.order)
        var out: [Finding: Int] = [:]
        for (i, f) in listed(resolved).enumerated() where out[f.finding] == nil { out[f.finding] = i + 1 }
        return out
    }

    /// Findings in the order the page lists them.
    static func listed(_ findings: [ResolvedFinding]) -> [ResolvedFinding] {
        ReportModel.byRule(findings).flatMap(\.findings)
    }
}
