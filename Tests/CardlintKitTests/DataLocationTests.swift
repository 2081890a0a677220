import CardlintKit
import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// Where a binary finds its data: `DataLocation` as a pure function of the executable's path,
/// the environment and the source checkout, on folders made for each test.
@Suite struct DataLocationTests {
    /// A fresh temp folder with `files` (relative paths) created empty.
    func tree(_ files: [String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dataloc-\(UUID().uuidString)").path
        for f in files {
            let full = dir + "/" + f
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: full))
        }
        return dir
    }

    @Test func installedLayoutIsFoundFromTheExecutable() throws {
        let p = try tree(["bin/cardlint", "share/cardlint/rules/tags.yaml"])
        let found = DataLocation.find(executable: p + "/bin/cardlint", environment: [:], sourceCheckout: nil)
        #expect(found == p + "/share/cardlint/rules")
    }

    @Test func aSymlinkToTheExecutableIsFollowed() throws {
        let p = try tree(["prefix/bin/cardlint", "prefix/share/cardlint/rules/tags.yaml", "elsewhere/.keep"])
        try FileManager.default.createSymbolicLink(atPath: p + "/elsewhere/cardlint", withDestinationPath: p + "/prefix/bin/cardlint")
        let found = DataLocation.find(executable: p + "/elsewhere/cardlint", environment: [:], sourceCheckout: nil)
        #expect(found == p + "/prefix/share/cardlint/rules")
    }

    @Test func theEnvironmentOverridesTheInstall() throws {
        let p = try tree(["bin/cardlint", "share/cardlint/rules/tags.yaml", "mine/tags.yaml"])
        let found = DataLocation.find(executable: p + "/bin/cardlint", environment: ["CARDLINT_RULES": p + "/mine"], sourceCheckout: nil)
        #expect(found == p + "/mine")
        // An override that holds no data (or is empty) is passed over, not trusted.
        for env in [p + "/nothing-here", ""] {
            let next = DataLocation.find(executable: p + "/bin/cardlint", environment: ["CARDLINT_RULES": env], sourceCheckout: nil)
            #expect(next == p + "/share/cardlint/rules")
        }
    }

    @Test func aBuildInsideACheckoutFindsTheCheckoutsRules() throws {
        let p = try tree([".build/x86_64-unknown-linux-gnu/debug/cardlint", "rules/tags.yaml"])
        let found = DataLocation.find(executable: p + "/.build/x86_64-unknown-linux-gnu/debug/cardlint", environment: [:], sourceCheckout: nil)
        #expect(found == p + "/rules")
    }

    @Test func theSourceCheckoutComesLast() throws {
        let p = try tree(["a/bin/cardlint", "a/share/cardlint/rules/tags.yaml", "src/rules/tags.yaml", "lonely/bin/cardlint"])
        #expect(DataLocation.find(executable: p + "/a/bin/cardlint", environment: [:], sourceCheckout: p + "/src") == p + "/a/share/cardlint/rules")
        #expect(DataLocation.find(executable: p + "/lonely/bin/cardlint", environment: [:], sourceCheckout: p + "/src") == p + "/src/rules")
        // A checkout that was deleted (or moved) leaves nothing to find: nil, and the CLI says so.
        #expect(DataLocation.find(executable: p + "/lonely/bin/cardlint", environment: [:], sourceCheckout: p + "/gone") == nil)
    }

    @Test func theCandidateOrder() {
        let c = DataLocation.candidates(executable: "/opt/cl/bin/cardlint", environment: ["CARDLINT_RULES": "/env"], sourceCheckout: "/src")
        #expect(Array(c.prefix(3)) == ["/env", "/opt/cl/share/cardlint/rules", "/opt/cl/bin/rules"])
        #expect(c.last == "/src/rules")
        #expect(!c.contains(FileManager.default.currentDirectoryPath + "/rules"))
        // Near the file system's root the walk up meets `/rules` once, not once per level.
        let shallow = DataLocation.candidates(executable: "/cl", environment: [:], sourceCheckout: nil)
        #expect(shallow == ["/share/cardlint/rules", "/rules"])
    }

    @Test func thisProcessKnowsItsExecutable() throws {
        let exe = try #require(DataLocation.executablePath())
        #expect(exe.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: exe))
    }

    @Test func theDataHashDependsOnContentNotPlace() throws {
        let a = try tree(["tags.yaml", "hosts/x.yaml"]), b = try tree(["tags.yaml", "hosts/x.yaml"])
        #expect(CardlintVersion.dataHash(root: a) == CardlintVersion.dataHash(root: b))
        #expect(CardlintVersion.dataHash(root: a).count == 16)
        try Data("y".utf8).write(to: URL(fileURLWithPath: b + "/hosts/x.yaml"))
        #expect(CardlintVersion.dataHash(root: a) != CardlintVersion.dataHash(root: b))
        let c = try tree(["tags.yaml", "hosts/z.yaml"])
        #expect(CardlintVersion.dataHash(root: a) != CardlintVersion.dataHash(root: c))
    }
}

@Suite struct RepositoryRootTests {
    @Test func theNearestGitEntryAboveIsTheRoot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reporoot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/repo/cards/deep", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/loose/x", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/repo/sub", withIntermediateDirectories: true)
        try Data("gitdir: elsewhere\n".utf8).write(to: URL(fileURLWithPath: dir + "/repo/sub/.git"))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(RepositoryRoot.find(from: dir + "/repo/cards/deep") == dir + "/repo")
        #expect(RepositoryRoot.find(from: dir + "/repo") == dir + "/repo")
        #expect(RepositoryRoot.find(from: dir + "/repo/sub") == dir + "/repo/sub")  // a worktree or submodule: .git is a file
        #expect(RepositoryRoot.find(from: dir + "/loose/x") == dir + "/loose/x")
        // The walk up by cutting the standardised path agrees with one by URLs, folder by folder.
        func byURLs(_ directory: String) -> String? {
            var url = URL(fileURLWithPath: directory).standardized
            while true {
                if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
                let parent = url.deletingLastPathComponent()
                if parent.path == url.path { return nil }
                url = parent
            }
        }
        for p in [dir + "/repo/cards/deep", dir + "/repo/cards/deep/", dir + "/repo/cards/../cards/./deep", dir + "/repo/sub/x/..",
                  dir + "/loose/x", dir + "/repo", dir, "/", "/tmp", "relative/folder", "."] {
            #expect(RepositoryRoot.enclosing(p) == byURLs(p), "\(p)")
        }
    }
}

@Suite struct IdentityPathTests {
    @Test func filesInARepositoryAreNamedFromItsRoot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/repo/cards", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/loose", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (path, cwd) in [("cards/a.json", dir + "/repo"), ("a.json", dir + "/repo/cards"), ("./cards/a.json", dir + "/repo"),
                            (dir + "/repo/cards/a.json", "/"), ("../repo/cards/a.json", dir + "/loose")] {
            #expect(RepositoryRoot.identityPath(of: path, workingDirectory: cwd) == "cards/a.json", "\(path) from \(cwd)")
        }
        // Outside a repository: relative to the working directory, as before.
        #expect(RepositoryRoot.identityPath(of: "x/b.json", workingDirectory: dir + "/loose") == "x/b.json")
        #expect(RepositoryRoot.identityPath(of: "<stdin>", workingDirectory: dir + "/repo/cards") == "<stdin>")
    }

    /// The files of a folder share its root, looked up and standardised once for the folder, and
    /// the folder's part of their paths (`RepoPath.folderPart`): the root, then each whole path,
    /// was standardised again for every file.
    @Test func aFoldersRootIsMadeOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/repo/cards", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var paths = RepositoryRoot.IdentityPaths(workingDirectory: dir + "/repo")
        var named: [String] = []
        let steps = Work.count { for i in 0..<20 { named.append(paths.identityPath(of: "cards/\(i).json")) } }
        #expect(steps == 2)   // the root's prefix and the folder's part
        #expect(named == (0..<20).map { "cards/\($0).json" })
        #expect(Work.count { _ = paths.identityPath(of: "other/a.json") } == 2)  // another folder: its own
        #expect(Work.count { _ = paths.identityPath(of: "other/..") } == 1)   // not a plain name: standardised whole
    }

    /// A folder's part and a file's name make the path that standardising the whole path makes,
    /// whatever the spelling; paths the part cannot be joined to are standardised whole.
    @Test func aFoldersPartAndANameAreTheWholePath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/repo/cards", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cwd = dir + "/repo"
        let spelled = ["cards/a.json", "cards/b.json", "./cards/c.json", "cards/./d.json", "cards/../e.json", "x/../cards/f.json",
                       "cards//g.json", "cards\\h.json", "cards/..", "cards/.", "cards/...", "cards/.i", "j.json", "./k.json",
                       cwd + "/cards/l.json", dir + "/elsewhere/m.json", "/n.json", "../outside/o.json", "cards/a b%20é.json", "cards/"]
        var paths = RepositoryRoot.IdentityPaths(workingDirectory: cwd)
        for path in spelled + spelled.reversed() + spelled {
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            let folder = URL(fileURLWithPath: absolute).standardized.deletingLastPathComponent().path
            let whole = RepoPath.relative(path, workingDirectory: cwd, root: RepositoryRoot.enclosing(folder) ?? cwd)
            #expect(paths.identityPath(of: path) == whole, "\(path)")
        }
    }

    /// Without /proc the executable is argv[0] as the shell found it (#29: every command died with SIGILL).
    @Test func argv0IsResolvedAsTheShellFoundIt() throws {
        let p = try DataLocationTests().tree(["prefix/bin/cardlint", "work/.keep"])
        chmod(p + "/prefix/bin/cardlint", 0o755)
        let env = ["PATH": "/nonexistent::" + p + "/prefix/bin"]
        #expect(DataLocation.resolve(argv0: "cardlint", environment: env, workingDirectory: p + "/work") == p + "/prefix/bin/cardlint")
        #expect(DataLocation.resolve(argv0: "../prefix/bin/cardlint", environment: [:], workingDirectory: p + "/work") == p + "/prefix/bin/cardlint")
        #expect(DataLocation.resolve(argv0: "/abs/cardlint", environment: env, workingDirectory: p) == "/abs/cardlint")
        #expect(DataLocation.resolve(argv0: "cardlint", environment: ["PATH": "/nonexistent"], workingDirectory: p) == nil)
        #expect(DataLocation.resolve(argv0: "", environment: env, workingDirectory: p) == nil)
        // A non-executable file of that name on PATH is passed over.
        let q = try DataLocationTests().tree(["a/cardlint", "b/cardlint"])
        chmod(q + "/b/cardlint", 0o755)
        #expect(DataLocation.resolve(argv0: "cardlint", environment: ["PATH": q + "/a:" + q + "/b"], workingDirectory: q) == q + "/b/cardlint")
    }
}

/// The process's arguments come from the C runtime (CArgv), not /proc/self/cmdline.
@Suite struct ProcessArgumentsTests {
    @Test func theCapturedArgumentsAreThisProcesss() {
        let captured = DataLocation.arguments
        #expect(!captured.isEmpty)
        #expect(captured == CommandLine.arguments, "with /proc both agree")
    }
}
