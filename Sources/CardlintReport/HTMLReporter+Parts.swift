import CardlintReading
import CardlintRules

extension HTMLReporter {
    /// One card: its findings grouped by rule (each group links to the rule's help), then its wireframes.
    /// `wireframes`: how many the page's data holds for this card (drawn by a button).
    static func section(_ file: ResolvedFile, index: Int, rules: [String: RuleMetadata], wireframes: Int) -> String {
        let c = counts(file.findings)
        var out = "<section class=\"file\" id=\"file-\(index)\">\n"
        out += "<header class=\"file-head\"><h2>\(Escape.html(file.path))</h2><div class=\"chips\">"
        out += c.0 > 0 ? "<span class=\"chip error\">\(c.0.counted("error"))</span>" : ""
        out += c.1 > 0 ? "<span class=\"chip warning\">\(c.1.counted("warning"))</span>" : ""
        out += c.2 > 0 ? "<span class=\"chip note\">\(c.2.counted("note"))</span>" : ""
        out += file.findings.isEmpty ? "<span class=\"chip good\">✔ no problems</span>" : ""
        out += "</div></header>\n"
        if file.report.failed { out += "<p class=\"banner\">This file could not be read or parsed; the findings below say why.</p>\n" }
        var number = 0
        for group in ReportModel.byRule(file.findings) {
            out += ruleGroup(group.ruleID, group.findings, rule: rules[group.ruleID], source: file.report.source, firstNumber: number + 1)
            number += group.findings.count
        }
        out += wireframeButton(wireframes, index: index)
        return out + "</section>\n"
    }

    /// `firstNumber`: the number of the group's first finding (see `findingNumbers`).
    static func ruleGroup(_ id: String, _ findings: [ResolvedFinding], rule: RuleMetadata?, source: SourceFile?, firstNumber: Int = 1) -> String {
        let severity = findings.map(\.finding.severity).max() ?? .warning
        var out = "<div class=\"rule \(severity.rawValue)\" data-rule=\"\(Escape.html(id))\"><div class=\"rule-head\">"
        out += "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
        out += "<span class=\"rule-title\">\(Escape.html(rule?.title ?? id))</span>"
        out += "<a class=\"rule-id\" href=\"#rule-\(Escape.html(id))\">\(Escape.html(id))</a>"
        if findings.count > 1 { out += "<span class=\"count\">\(findings.count)</span>" }
        out += "</div>\n<ol class=\"findings\">\n"
        for (i, r) in findings.enumerated() { out += finding(r, source: source, number: firstNumber + i) }
        return out + "</ol></div>\n"
    }

    static func finding(_ r: ResolvedFinding, source: SourceFile?, number: Int? = nil) -> String {
        let f = r.finding
        var out = "<li class=\"finding\" data-severity=\"\(f.severity.rawValue)\""
        if !f.scope.hosts.isEmpty { out += " data-hosts=\"\(Escape.html(f.scope.hosts.joined(separator: " ")))\"" }
        out += ">"
        let pos = r.start.map { "line \($0.line), column \($0.column)" } ?? "position unknown"
        out += "<div class=\"loc\">"
        if let number { out += "<span class=\"fnum\">\(number)</span>" }
        out += "<span class=\"dot \(f.severity.rawValue)\"></span>\(pos)"
        if !f.pointer.isEmpty { out += " · <code>\(Escape.html(f.pointer))</code>" }
        out += "</div><p class=\"msg\">\(Escape.html(f.shownMessage))</p>"
        if let scope = TextReporter.scopeText(f.scope) {
            out += "<p class=\"scope\">\(Escape.html(scope))</p>"
        }
        if let source, let start = r.start { out += frame(source, range: f.range, line: start.line, severity: f.severity) }
        for rel in r.related {
            out += "<div class=\"related\"><span class=\"k\">Related</span> <code>\(Escape.html(rel.location))</code> \(Escape.html(rel.message))"
            if let s = rel.source, let p = rel.start { out += frame(s, range: rel.range, line: p.line) }
            out += "</div>"
        }
        return out + "</li>\n"
    }

    /// The code frame with a line-number gutter; the caret line is highlighted. A line that holds
    /// only the element's opening bracket says nothing the position and pointer do not: no frame.
    static func frame(_ source: SourceFile, range: SourceRange, line: Int, severity: Severity? = nil) -> String {
        let lines = CodeFrame.frame(source, range: range).split(separator: "\n", omittingEmptySubsequences: false)
        let code = lines.first.map { String($0.dropFirst(2)) } ?? ""
        if ["{", "[", "{,", "[,"].contains(code.trimmingCharacters(in: .whitespaces)) { return "" }
        let caret = lines.count > 1 ? String(lines[1].dropFirst(2)) : ""
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        return "<pre class=\"frame\(severity.map { " " + $0.rawValue } ?? "")\"><span class=\"g\">\(gutter) │ </span>\(Escape.html(code))\n"
            + "<span class=\"g\">\(pad) │ </span><span class=\"caret\">\(Escape.html(caret))</span></pre>"
    }

    static func counts(_ findings: [ResolvedFinding]) -> (Int, Int, Int) {
        var e = 0, w = 0, n = 0
        for f in findings {
            switch f.finding.severity { case .error: e += 1; case .warning: w += 1; case .note: n += 1 }
        }
        return (e, w, n)
    }

    /// Totals, then a table by rule: severity counts and files; a rule's id filters the page to it.
    static func overview(_ s: ReportSummary, byRule: [String: (counts: [Severity: Int], files: Int)], rules: [String: RuleMetadata]) -> String {
        func tile(_ cls: String, _ n: Int, _ label: String) -> String {
            "<div class=\"tile \(cls)\"><span class=\"n\">\(n)</span><span class=\"l\">\(label)</span></div>"
        }
        var out = "<section class=\"overview\" id=\"overview\" aria-label=\"Summary\">"
        out += "<p class=\"verdict \(s.errors > 0 ? "bad" : s.problems > 0 ? "warn" : "good")\">"
        out += Escape.html(TextReporter(color: false).summaryLine(s)) + "</p><div class=\"tiles\">"
        out += tile("error", s.errors, s.errors == 1 ? "error" : "errors")
        out += tile("warning", s.warnings, s.warnings == 1 ? "warning" : "warnings")
        out += tile("note", s.notes, s.notes == 1 ? "note" : "notes")
        out += tile("files", s.files, "files checked")
        if s.skippedNonCards > 0 { out += tile("muted", s.skippedNonCards, "skipped (not cards)") }
        if s.skippedLinksOutOfTree > 0 { out += tile("muted", s.skippedLinksOutOfTree, "skipped (link out of the tree)") }
        if s.skippedNotRegularFiles > 0 { out += tile("muted", s.skippedNotRegularFiles, "skipped (not a regular file)") }
        if s.baselineSuppressed > 0 { out += tile("muted", s.baselineSuppressed, "in baseline") }
        out += "</div>"
        if !byRule.isEmpty {
            out += "<table class=\"by-rule\"><thead><tr><th>Rule</th><th class=\"num\">Errors</th><th class=\"num\">Warnings</th>"
            out += "<th class=\"num\">Notes</th><th class=\"num\">Files</th></tr></thead><tbody>"
            let order = byRule.keys.sorted { a, b in
                let x = byRule[a]!.counts, y = byRule[b]!.counts
                let kx = [x[.error] ?? 0, x[.warning] ?? 0, x[.note] ?? 0], ky = [y[.error] ?? 0, y[.warning] ?? 0, y[.note] ?? 0]
                return kx != ky ? kx.lexicographicallyPrecedes(ky, by: >) : ReportModel.less(a, b)
            }
            for id in order {
                let e = byRule[id]!
                out += "<tr><td><a href=\"#rule-\(Escape.html(id))\" data-pick=\"\(Escape.html(id))\">\(Escape.html(id))</a>"
                out += " <span class=\"muted\">\(Escape.html(rules[id]?.title ?? ""))</span></td>"
                for sev in [Severity.error, .warning, .note] { out += "<td class=\"num\">\(e.counts[sev] ?? 0)</td>" }
                out += "<td class=\"num\">\(e.files)</td></tr>"
            }
            out += "</tbody></table>"
        }
        return out + "</section>\n"
    }

    /// Each rule's help once: why it matters, how to fix, WCAG criteria, documentation.
    static func ruleHelp(_ ids: [String], rules: [String: RuleMetadata]) -> String {
        guard !ids.isEmpty else { return "" }
        var out = "<section class=\"rules wrap\" aria-label=\"Rules\"><h2>Rules in this report</h2>\n"
        for id in ids {
            let rule = rules[id]
            out += "<article class=\"rulehelp\" id=\"rule-\(Escape.html(id))\"><h3>\(Escape.html(rule?.title ?? id)) <code>\(Escape.html(id))</code></h3>"
            if let rule {
                if !rule.description.isEmpty { out += SafeMarkdown.html(rule.description) }
                var tags = rule.wcagCriteria.map { "<span class=\"tag wcag\">WCAG \(Escape.html($0))</span>" }
                tags += rule.tags.filter { !$0.hasPrefix("wcag-") }.map { "<span class=\"tag\">\(Escape.html($0))</span>" }
                if let uri = rule.helpURI, let safe = SafeURL.check(uri) {
                    tags.append("<a class=\"doc\" href=\"\(Escape.html(safe))\" rel=\"noopener noreferrer\">Rule documentation →</a>")
                }
                if !tags.isEmpty { out += "<p class=\"tags\">" + tags.joined(separator: " ") + "</p>" }
            }
            out += "</article>\n"
        }
        return out + "</section>\n"
    }
}
