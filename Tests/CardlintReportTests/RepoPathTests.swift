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
