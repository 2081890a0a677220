import CardlintTestSupport
import Foundation
import Testing

/// Each `Scenarios/<name>.scenario` is a readable end-to-end test of the `cardlint` binary:
///
///     ====args====            command-line arguments (one line, shell-like words; `$DIR` = the temp folder)
///     ====stdin====           optional standard input
///     ====file:<path>====     files created in a fresh temp folder (the working directory)
///     ====stdout====          expected standard output (`$DIR` stands for the temp folder)
///     ====stderr-contains==== optional: a line that must appear in standard error
///     ====exit====            expected exit status
@Suite struct ScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios")
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".scenario") }.sorted()

    @Test func scenariosExist() { #expect(Self.names.count >= 10) }

    @Test(arguments: names) func scenario(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let s = Scenario.parse(text)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (path, body) in s.files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try body.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner.run(s.args.map { $0.replacingOccurrences(of: "$DIR", with: dir) }, in: dir, stdin: s.stdin)
        let stdout = result.stdout.replacingOccurrences(of: dir, with: "$DIR")
        #expect(stdout == s.stdout, "\(name): stdout differs:\n--- expected\n\(s.stdout)\n--- actual\n\(stdout)")
        #expect(result.status == s.exit, "\(name): exit \(result.status), expected \(s.exit); stderr: \(result.stderr)")
        if let needle = s.stderrContains {
            #expect(result.stderr.contains(needle), "\(name): stderr lacks '\(needle)': \(result.stderr)")
        }
    }
}

struct Scenario {
    var args: [String] = []
    var stdin: String?
    var files: [(String, String)] = []
    var stdout = ""
    var stderrContains: String?
    var exit: Int32 = 0

    static func parse(_ text: String) -> Scenario {
        var s = Scenario()
        var section: String?
        var body: [Substring] = []
        func flush() {
            guard let section else { return }
            let content = body.joined(separator: "\n")
            switch section {
            case "args": s.args = content.split(separator: " ").map(String.init)
            case "stdin": s.stdin = content + "\n"
            case "stdout": s.stdout = content.isEmpty ? "" : content + "\n"
            case "stderr-contains": s.stderrContains = content
            case "exit": s.exit = Int32(content.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            default: if section.hasPrefix("file:") { s.files.append((String(section.dropFirst(5)), content + "\n")) }
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("===="), line.hasSuffix("===="), line.count > 8 {
                flush()
                section = String(line.dropFirst(4).dropLast(4))
                body = []
            } else {
                body.append(line)
            }
        }
        flush()
        return s
    }
}

enum CLIRunner {
    struct Result { var stdout: String; var stderr: String; var status: Int32 }

    /// The `cardlint` binary SwiftPM built next to the test bundle.
    static var binary: String {
        let candidates = [Bundle.main.bundleURL.appendingPathComponent("cardlint").path,
                          TestSupport.repoRoot + "/.build/debug/cardlint"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }

    /// Whether `executable args` runs and exits 0 (probes for what a test needs: `unshare`, mounts).
    static func succeeds(_ executable: String, _ args: [String]) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static func run(_ args: [String], in dir: String, stdin: String?, environment: [String: String] = [:],
                    executable: String? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? binary)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        env["CARDLINT_RULES"] = TestSupport.rulesRoot
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = inp
        try p.run()
        if let stdin {
            // A command that exits without reading its input (a usage error) closes the pipe first
            // when this thread is slow to write (a loaded machine): the write then fails with EPIPE
            // rather than killing the test process with SIGPIPE (CI once died of signal 13 here).
            signal(SIGPIPE, SIG_IGN)
            try? inp.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        }
        try inp.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self), status: p.terminationStatus)
    }
}
