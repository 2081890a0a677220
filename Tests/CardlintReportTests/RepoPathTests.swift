import Testing
@testable import CardlintReport

/// GitHub attaches annotations to a diff only for paths relative to the repository root.
@Suite struct RepoPathTests {
    @Test(arguments: [
        ("cards/a.json", "/repo", "/repo", "cards/a.json"),
        ("./cards/a.json", "/repo", "/repo", "cards/a.json"),
        ("/repo/cards/a.json", "/repo", "/repo", "cards/a.json"),
        ("a.json", "/repo/cards", "/repo", "cards/a.json"),
        ("../other/a.json", "/repo/cards", "/repo", "other/a.json"),
        ("/elsewhere/a.json", "/repo", "/repo", "/elsewhere/a.json"),
        ("/repository/a.json", "/repo", "/repo", "/repository/a.json"),
        ("-", "/repo", "/repo", "-"),
        ("cards\\a.json", "/repo", "/repo/", "cards/a.json"),
    ])
    func relative(_ c: (path: String, cwd: String, root: String, want: String)) {
        #expect(RepoPath.relative(c.path, workingDirectory: c.cwd, root: c.root) == c.want)
    }

    @Test func annotationsUseRepositoryRelativePaths() {
        let run = Fixture.run()
        var moved = run
        moved.workingDirectory = "/work/project/cards"
        moved.files = run.files.map { var f = $0; f.path = "/work/project/" + f.path; return f }
        let out = GitHubReporter(root: "/work/project").render(moved)
        #expect(out.contains("::error file=cards/welcome.json,line=6"), "\(out)")
        #expect(!out.contains("file=/work"))
        // Without a root the working directory is the root.
        let plain = GitHubReporter().render(moved)
        #expect(plain.contains("::error file=welcome.json,line=6"), "\(plain)")
    }
}

/// `RepoPath.folderPart`: what precedes a plain name in its folder, or nil where the name cannot be
/// joined to it (a `\` or `//` in the path, a name that is `.`, `..` or empty).
@Suite struct RepoPathFolderPartTests {
    @Test(arguments: [
        ("cards/a.json", "/repo", "cards/"),
        ("a.json", "/repo", ""),
        ("./cards/a.json", "/repo", "cards/"),
        ("../other/a.json", "/repo/cards", "other/"),
        ("x/../cards/a.json", "/repo", "cards/"),
        ("/elsewhere/a.json", "/repo", "/elsewhere/"),
        ("/a.json", "/repo", "/"),
        ("/repo/a.json", "/", ""),
    ])
    func part(_ c: (path: String, cwd: String, want: String)) {
        let part = RepoPath.folderPart(of: c.path, workingDirectory: c.cwd, rootPrefix: "/repo/")
        #expect(part == c.want)
        // The part and the name are the whole path standardised.
        let name = c.path.split(separator: "/").last.map(String.init) ?? c.path
        #expect(part.map { $0 + name } == RepoPath.relative(c.path, workingDirectory: c.cwd, rootPrefix: "/repo/"))
    }

    @Test(arguments: ["cards//a.json", "cards\\a.json", "cards/..", "cards/.", "cards/", "-"])
    func noPart(_ path: String) {
        #expect(RepoPath.folderPart(of: path, workingDirectory: "/repo", rootPrefix: "/repo/") == nil)
    }

    @Test func plainNames() {
        #expect(RepoPath.isPlainName("a.json") && RepoPath.isPlainName("...") && RepoPath.isPlainName(".a"))
        #expect(!RepoPath.isPlainName("") && !RepoPath.isPlainName(".") && !RepoPath.isPlainName(".."))
        #expect(!RepoPath.isPlainName("a\\b") && !RepoPath.isPlainName("a/b"))
    }
}
