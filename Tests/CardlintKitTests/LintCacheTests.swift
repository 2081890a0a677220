import CardlintKit
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

@Suite struct LintCacheTests {
    @Test func hitsGiveTheSameFindingsAndEditsMiss() throws {
        let dir = try ConfigTests.project(["a.json": ConfigTests.httpCard])
        let cacheDir = dir + "/.cache"
        let resources = TestSupport.resources
        func run() throws -> [String] {
            let factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
            let cache = LintCache(directory: cacheDir, resources: resources, settings: LintSettings(), configPaths: [])
            let r = try LintRunner(factory: factory, cache: cache).run([FileWalker.Input(path: dir + "/a.json", explicit: true)])
            return r.files.flatMap(\.findings).map { "\($0.range.start) \($0.ruleID) \($0.message)" }
        }
        let first = try run()
        #expect(!first.isEmpty)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheDir)
        #expect(entries.count == 1)
        #expect(try run() == first, "a cache hit must equal a fresh lint")
        try (ConfigTests.httpCard + " ").write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        _ = try run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheDir).count == 2, "an edited file is a new key")
    }
}
