import ArgumentParser
import CardlintReading
import CardlintReport
import Foundation

// Option values the argument parser checks itself: a wrong one is a usage error (exit 2) that
// lists the valid values, and `--help` shows them.

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    /// Whether to colour output going to `fd` (`toFile`: written to a file instead). `always` and
    /// `never` win; otherwise NO_COLOR (non-empty) turns colour off, FORCE_COLOR (non-empty, not
    /// "0") turns it on, TERM=dumb turns it off, and else colour is used on a terminal (https://no-color.org,
    /// https://force-color.org).
    func enabled(fd: Int32, toFile: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let v = environment["NO_COLOR"], !v.isEmpty { return false }
            if let v = environment["FORCE_COLOR"], !v.isEmpty, v != "0" { return true }
            // A terminal that says it cannot show escape sequences (Emacs shells, some CI logs).
            if environment["TERM"] == "dumb" { return false }
            return !toFile && isatty(fd) == 1
        }
    }
}

/// `--fail-on error|warning|note`.
enum FailOn: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note
    var severity: Severity {
        switch self { case .error: .error; case .warning: .warning; case .note: .note }
    }
}

/// `--format` of `lint`: the report formats.
struct ReportFormatName: ExpressibleByArgument {
    let identifier: String
    init(_ identifier: String) { self.identifier = identifier }
    init?(argument: String) {
        guard ReportFormats.all.contains(where: { $0.identifier == argument }) else { return nil }
        identifier = argument
    }
    static var allValueStrings: [String] { ReportFormats.all.map(\.identifier) }
    var defaultValueDescription: String { identifier }
}

/// `--format text|json` (hosts, hostconfig).
enum TextOrJSON: String, CaseIterable, ExpressibleByArgument { case text, json }

/// `--format` of `rules`.
enum RulesFormat: String, CaseIterable, ExpressibleByArgument { case text, json, markdown }

/// `--format` of `layout`.
enum LayoutFormat: String, CaseIterable, ExpressibleByArgument { case text, json, svg }
