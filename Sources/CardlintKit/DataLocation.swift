import CArgv
import Foundation

/// Where cardlint's data (the `rules/` folder) is, for a given executable. In order:
/// 1. `$CARDLINT_RULES` (an explicit override);
/// 2. the installed layout, relative to the executable: `PREFIX/bin/cardlint` → `PREFIX/share/cardlint/rules`;
/// 3. a `rules/` folder beside the executable or above it (a build inside a checkout: `.build/…/debug/cardlint`);
/// 4. the source checkout this binary was compiled from (`swift run`).
/// The working directory is never searched: a linted repository's own `rules/` folder must not be taken for cardlint's.
public enum DataLocation {
    /// The folder a data root must contain this file to count.
    static let marker = "tags.yaml"

    /// The candidate folders in the order they are tried (the executable's symlinks resolved).
    public static func candidates(executable: String?, environment: [String: String], sourceCheckout: String?) -> [String] {
        var out: [String] = []
        if let env = environment["CARDLINT_RULES"], !env.isEmpty { out.append(env) }
        if let executable, !executable.isEmpty {
            let bin = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            out.append(bin.deletingLastPathComponent().appendingPathComponent("share/cardlint/rules").path)
            var dir = bin
            for _ in 0..<5 {
                out.append(dir.appendingPathComponent("rules").path)
                dir = dir.deletingLastPathComponent()
            }
        }
        if let sourceCheckout { out.append(sourceCheckout + "/rules") }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// The first candidate that holds cardlint's data, or nil.
    public static func find(executable: String?, environment: [String: String], sourceCheckout: String?) -> String? {
        candidates(executable: executable, environment: environment, sourceCheckout: sourceCheckout)
            .first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }

    /// This process's executable: `/proc/self/exe` on Linux (right however cardlint was started: through
    /// `PATH`, a symlink or a relative path); without `/proc` (a minimal chroot or container), `argv[0]`
    /// resolved as the shell found it. Foundation's `Bundle.main` is not asked: it needs `/proc` too.
    public static func executablePath() -> String? {
        if let linked = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return linked }
        return resolve(argv0: arguments.first ?? "", environment: ProcessInfo.processInfo.environment,
                       workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The process's arguments (the program first): as the C runtime passed them to `main` where they
    /// were captured (CArgv), else `CommandLine.arguments`, which on Linux is read from
    /// `/proc/self/cmdline` and is empty without `/proc`.
    public static var arguments: [String] {
        let count = cargv_count()
        guard count > 0 else { return CommandLine.arguments }
        return (0..<count).map { i in cargv_at(i).map { String(cString: $0) } ?? "" }
    }

    /// `argv[0]` as a path: as given when it holds a `/` (absolute, or relative to the working
    /// directory), else the first executable of that name on `PATH`.
    public static func resolve(argv0: String, environment: [String: String], workingDirectory: String) -> String? {
        guard !argv0.isEmpty else { return nil }
        if argv0.contains("/") {
            return argv0.hasPrefix("/") ? argv0 : URL(fileURLWithPath: workingDirectory).appendingPathComponent(argv0).standardized.path
        }
        for dir in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let folder = dir.isEmpty ? workingDirectory : String(dir)
            let candidate = folder + "/" + argv0
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate.hasPrefix("/") ? candidate : URL(fileURLWithPath: workingDirectory).appendingPathComponent(candidate).standardized.path
            }
        }
        return nil
    }

    /// The checkout this file was compiled in (Sources/CardlintKit/DataLocation.swift → the root).
    public static let sourceCheckout: String? = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
